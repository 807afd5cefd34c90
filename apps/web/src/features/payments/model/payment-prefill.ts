import type { TParsedPaymentInput, TPayment } from '@poslovno/contract';
import {
  compareIsoDates,
  getZagrebWallClock,
  mapChargeBearerFromWire,
  mapUrgencyFromWire,
  MODEL_WITHOUT_REFERENCE,
  isUaeIban,
  parsePurposeCodePrefix,
  type TPaymentDraft,
  type TPaymentForm,
  type TReceivedUrgencyWire,
} from '@poslovno/domain';
import { getEarliestExecutionDate } from './payment-schedule';

/** How a stored payment becomes a payment form again: edited in place, or copied into a new one. */
export type TPrefillMode = 'EDIT' | 'COPY';

/**
 * What the prefilled form is for: a payment (edited or new), or a template, which keeps no urgency
 * and may leave the execution date empty.
 */
export type TPrefillPurpose = TPrefillMode | 'TEMPLATE';

export interface TPrefillContext {
  mode: TPrefillPurpose;
  /** The IBANs of the accounts the person may enter orders on (000 §5, also on edit and copy). */
  offeredDebtorIbans: readonly string[];
  now: Date;
}

const FORM_OF_TYPE: Readonly<Record<TPayment['type'], TPaymentForm>> = {
  DOMESTIC: 'DOMESTIC',
  SEPA: 'FOREIGN',
  FOREIGN: 'FOREIGN',
  INTERNAL: 'INTERNAL',
};

export function getPaymentForm(payment: Pick<TPayment, 'type'>): TPaymentForm {
  return FORM_OF_TYPE[payment.type];
}

function readUrgency(wire: TReceivedUrgencyWire): TPaymentDraft['urgency'] {
  const urgency = mapUrgencyFromWire(wire);
  return urgency.ok ? urgency.value : 'NORMAL';
}

function readChargeBearer(wire: string | null | undefined): TPaymentDraft['chargeBearer'] {
  const chargeBearer = mapChargeBearerFromWire(wire ?? 'SHAR');
  return chargeBearer.ok ? chargeBearer.value : 'SHA';
}

/** A stored payment's fields as the form holds them, before the prefill rules. */
function readStoredPayment(payment: TPayment): TPaymentDraft {
  const agent = payment.creditorAgent;
  return {
    form: getPaymentForm(payment),
    debtorIban: payment.debtorAccount.iban,
    creditorAccount: payment.creditorAccount.iban,
    creditorName: payment.creditorName,
    creditorStreet: payment.creditorAddress.street,
    creditorResidence: payment.creditorAddress.residence,
    creditorCountry: payment.creditorAddress.country,
    creditorTaxId: payment.creditorTaxId,
    ultimateDebtor: payment.ultimateDebtor,
    ultimateCreditor: payment.ultimateCreditor,
    amount: payment.instructedAmount.amount,
    currency: payment.instructedAmount.currency,
    debtorReferenceModel: payment.debtorReference?.referenceType ?? '',
    debtorReference: payment.debtorReference?.reference ?? '',
    creditorReferenceModel: payment.remittanceInformationStructured?.referenceType ?? '',
    creditorReference: payment.remittanceInformationStructured?.reference ?? '',
    description: payment.remittanceInformationUnstructured,
    purposeCode: payment.purposeCode,
    purposeCodeUae: payment.purposeCodeUae,
    executionDate: payment.requestedExecutionDate,
    urgency: readUrgency(payment),
    chargeBearer: readChargeBearer(payment.chargeBearer),
    creditorAgentBic: agent?.bic ?? '',
    creditorAgentName: agent?.name ?? '',
    creditorAgentAddress: agent?.address ?? '',
    creditorAgentCountry: agent?.country ?? '',
    paymentInstrument: payment.paymentInstrument ?? 'DOZNAKA',
    foreignTurnoverCode: payment.foreignTurnoverCode,
    endToEndId: payment.endToEndIdentification,
  };
}

/** A template's payment (the form's own body, as stored) as the form holds it, before the rules. */
export function readTemplatePayment(payment: TParsedPaymentInput): TPaymentDraft {
  return {
    form: FORM_OF_TYPE[payment.type],
    debtorIban: payment.debtorAccount.iban,
    creditorAccount: payment.creditorAccount.iban,
    creditorName: payment.creditorName,
    creditorStreet: payment.creditorAddress.street,
    creditorResidence: payment.creditorAddress.residence,
    creditorCountry: payment.creditorAddress.country,
    creditorTaxId: payment.creditorTaxId,
    ultimateDebtor: payment.ultimateDebtor,
    ultimateCreditor: payment.ultimateCreditor,
    amount: payment.instructedAmount.amount,
    currency: payment.instructedAmount.currency,
    debtorReferenceModel: payment.debtorReference.referenceType,
    debtorReference: payment.debtorReference.reference,
    creditorReferenceModel: payment.remittanceInformationStructured.referenceType,
    creditorReference: payment.remittanceInformationStructured.reference,
    description: payment.remittanceInformationUnstructured,
    purposeCode: payment.purposeCode,
    purposeCodeUae: payment.purposeCodeUae,
    executionDate: payment.requestedExecutionDate,
    urgency: readUrgency(payment),
    chargeBearer: readChargeBearer(payment.chargeBearer),
    creditorAgentBic: payment.creditorAgent.bic,
    creditorAgentName: payment.creditorAgent.name,
    creditorAgentAddress: payment.creditorAgent.address,
    creditorAgentCountry: payment.creditorAgent.country,
    paymentInstrument: payment.paymentInstrument ?? 'DOZNAKA',
    foreignTurnoverCode: payment.foreignTurnoverCode,
    endToEndId: payment.endToEndIdentification,
  };
}

/**
 * 000 §5: the description of a payment to a UAE IBAN went out behind its purpose-code line; the
 * form shows the description alone and the code in its own field.
 */
function readRemittance(
  draft: Pick<TPaymentDraft, 'creditorAccount' | 'description' | 'purposeCodeUae'>,
): Pick<TPaymentDraft, 'description' | 'purposeCodeUae'> {
  const { description, purposeCodeUae } = draft;
  if (!isUaeIban(draft.creditorAccount)) return { description, purposeCodeUae };
  const parsed = parsePurposeCodePrefix(description);
  return { description: parsed.description, purposeCodeUae: parsed.purposeCode ?? purposeCodeUae };
}

/**
 * A copy keeps the execution date only while it is still in the future and still possible (000
 * §5); otherwise it gets the earliest date, and a template, whose date is optional, none. An edit
 * keeps the stored date: the person sees it and the server judges it.
 */
function readExecutionDate(
  date: string,
  draft: Pick<TPaymentDraft, 'form' | 'urgency'>,
  context: TPrefillContext,
): string {
  if (context.mode === 'EDIT') return date;
  const today = getZagrebWallClock(context.now).date;
  const earliest = getEarliestExecutionDate(context.now, draft.form, draft.urgency);
  const isStillAhead =
    date !== '' && compareIsoDates(date, today) > 0 && compareIsoDates(date, earliest) >= 0;
  if (context.mode === 'TEMPLATE') return isStillAhead ? date : '';
  return draft.urgency !== 'INSTANT' && isStillAhead ? date : earliest;
}

function readCreditorReferenceModel(draft: Pick<TPaymentDraft, 'form' | 'creditorReferenceModel'>) {
  const model = draft.creditorReferenceModel;
  return draft.form === 'DOMESTIC' && model === '' ? MODEL_WITHOUT_REFERENCE : model;
}

/** The prefill rules of 000 §5 on a stored payment or template, for the form of the context. */
function applyPrefillRules(stored: TPaymentDraft, context: TPrefillContext): TPaymentDraft {
  const urgency = context.mode === 'TEMPLATE' ? 'NORMAL' : stored.urgency;
  return {
    ...stored,
    debtorIban: context.offeredDebtorIbans.includes(stored.debtorIban) ? stored.debtorIban : '',
    creditorReferenceModel: readCreditorReferenceModel(stored),
    ...readRemittance(stored),
    urgency,
    executionDate: readExecutionDate(stored.executionDate, { form: stored.form, urgency }, context),
    // The end-to-end id names one payment; a copy or a template is another.
    endToEndId: context.mode === 'EDIT' ? stored.endToEndId : '',
  };
}

/** The draft a stored payment fills the form with: to edit it, to copy it, or as a template. */
export function prefillDraft(payment: TPayment, context: TPrefillContext): TPaymentDraft {
  return applyPrefillRules(readStoredPayment(payment), context);
}

/**
 * The draft a template fills a form with: a new payment (000 §4 "from a template": the copy
 * rules) or the template itself, to edit it.
 */
export function prefillDraftFromTemplate(
  payment: TParsedPaymentInput,
  context: TPrefillContext,
): TPaymentDraft {
  return applyPrefillRules(readTemplatePayment(payment), context);
}
