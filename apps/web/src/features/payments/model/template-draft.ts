import type { TPayment, TTemplateInput, TTemplateType } from '@poslovno/contract';
import {
  assert,
  TEMPLATE_NAME_MAX_LENGTH,
  truncateForTemplate,
  truncateToCodePoints,
  type TPaymentDraft,
  type TPaymentDraftField,
  type TPaymentForm,
} from '@poslovno/domain';
import type { TApiValidation } from '../../../api/api-client';
import { buildPaymentInput, type TForeignVisibility } from './payment-draft';
import { getPaymentForm } from './payment-prefill';

/**
 * A template (000 §3 favourite) is a payment draft with a name and a type: the type is the form it
 * fills, domestic or foreign (an internal transfer is no template). These build its wire body and
 * read the server's answer back onto the payment form's fields.
 */

export const TEMPLATE_FORMS: readonly TTemplateType[] = ['DOMESTIC', 'FOREIGN'];

export function isTemplateForm(form: TPaymentForm): form is TTemplateType {
  return TEMPLATE_FORMS.some((candidate) => candidate === form);
}

/** Whether a stored payment can be kept as a template: any but a transfer between own accounts. */
export function canSaveAsTemplate(payment: Pick<TPayment, 'type'>): boolean {
  return isTemplateForm(getPaymentForm(payment));
}

/** The name a template made from a payment starts with: the payee's, within the name limit. */
export function proposeTemplateName(payment: Pick<TPayment, 'creditorName'>): string {
  return truncateToCodePoints(payment.creditorName.trim(), TEMPLATE_NAME_MAX_LENGTH);
}

/** The texts a template keeps shorter than a payment may have them (000 §5, §9). */
const CUT_TEMPLATE_FIELDS = [
  'creditorName',
  'creditorStreet',
  'creditorResidence',
  'description',
] as const satisfies readonly TPaymentDraftField[];

/**
 * A payment's draft as a template stores it: the payee's name, street, residence and description
 * cut to the template limits, as the server cuts them, so the form shows before the save what will
 * be kept. Answers which fields were cut, for the form to say so.
 */
export function cutDraftForTemplate(draft: TPaymentDraft): {
  draft: TPaymentDraft;
  cutFields: TPaymentDraftField[];
} {
  const cut = truncateForTemplate({
    creditorName: draft.creditorName,
    description: draft.description,
    street: draft.creditorStreet,
    residence: draft.creditorResidence,
  });
  const next: TPaymentDraft = {
    ...draft,
    creditorName: cut.creditorName,
    creditorStreet: cut.street,
    creditorResidence: cut.residence,
    description: cut.description,
  };
  return {
    draft: next,
    cutFields: CUT_TEMPLATE_FIELDS.filter((field) => next[field] !== draft[field]),
  };
}

/**
 * The body of POST and PUT /favorites. The payment is the payment form's own body; a template
 * keeps no urgency (it is chosen when paying) and no end-to-end id (that names one payment).
 */
export function buildTemplateInput(
  name: string,
  draft: TPaymentDraft,
  visibility: TForeignVisibility,
): TTemplateInput {
  const form = draft.form;
  assert(isTemplateForm(form), `a template is domestic or foreign, not ${form}`);
  return {
    name,
    type: form,
    payment: buildPaymentInput({ ...draft, urgency: 'NORMAL', endToEndId: '' }, visibility),
  };
}

const BODY_PREFIX = 'body.';
const TEMPLATE_PAYMENT_PREFIX = 'payment.';

/**
 * A template's validations name the payment's fields under `payment.` (`payment.creditorAccount.iban`),
 * a schema failure under `body.` too; without those prefixes they are the payment form's paths,
 * and the template's own fields (`name`) stay as they are.
 */
export function toPaymentPath(field: string): string {
  const path = field.startsWith(BODY_PREFIX) ? field.slice(BODY_PREFIX.length) : field;
  return path.startsWith(TEMPLATE_PAYMENT_PREFIX)
    ? path.slice(TEMPLATE_PAYMENT_PREFIX.length)
    : path;
}

export function readTemplateValidations(validations: readonly TApiValidation[]): TApiValidation[] {
  return validations.map((validation) => ({
    ...validation,
    field: toPaymentPath(validation.field),
  }));
}

/** The template's name field, as its validations name it. */
export const TEMPLATE_NAME_FIELD = 'name';
