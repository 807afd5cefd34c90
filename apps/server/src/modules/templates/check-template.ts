import {
  PAYMENT_FIELD_PATHS,
  TEMPLATE_NAME_MAX_LENGTH,
  truncateForTemplate,
  validateFreeText,
  validatePaymentDraft,
  type TPaymentType,
  type TRuleViolation,
} from '@poslovno/domain';
import {
  type TParsedPaymentInput,
  type TParsedTemplateInput,
  type TTemplateType,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import { toPaymentDraft } from '../payments/payments.mapper';
import { loadPaymentValidationContext } from '../payments/payment-validation-context';

/** A template that passed every rule: what is stored, and the notices to show with it. */
export interface TCheckedTemplate {
  name: string;
  type: TTemplateType;
  payment: TParsedPaymentInput;
  warnings: TRuleViolation[];
}

/** 000 §5, §9: what a template keeps is cut to its limits, not refused. */
function cutToTemplateLimits(payment: TParsedPaymentInput): TParsedPaymentInput {
  const cut = truncateForTemplate({
    creditorName: payment.creditorName,
    description: payment.remittanceInformationUnstructured,
    street: payment.creditorAddress.street,
    residence: payment.creditorAddress.residence,
  });
  return {
    ...payment,
    creditorName: cut.creditorName,
    remittanceInformationUnstructured: cut.description,
    creditorAddress: { ...payment.creditorAddress, street: cut.street, residence: cut.residence },
  };
}

// A name typed with a combining accent is the same name as its precomposed form.
function checkName(text: string): { name: string; violations: TRuleViolation[] } {
  const name = text.normalize('NFC').trim();
  if (name === '') return { name, violations: [{ field: 'name', code: 'FIELD_REQUIRED' }] };
  return { name, violations: validateFreeText('name', name, TEMPLATE_NAME_MAX_LENGTH) };
}

/** The template's kind of the payment it holds; an internal transfer is no template. */
const TEMPLATE_TYPE_OF_PAYMENT: Readonly<Record<TPaymentType, TTemplateType | undefined>> = {
  DOMESTIC: 'DOMESTIC',
  SEPA: 'FOREIGN',
  FOREIGN: 'FOREIGN',
  INTERNAL: undefined,
};

function checkType(type: TTemplateType, payment: TParsedPaymentInput): TRuleViolation[] {
  return TEMPLATE_TYPE_OF_PAYMENT[payment.type] === type
    ? []
    : [{ field: 'payment.type', code: 'FIELD_INVALID' }];
}

/** What a template may leave to the payment made from it: amount, date and debit account. */
const FIELDS_A_TEMPLATE_MAY_LEAVE_EMPTY: readonly {
  path: string;
  read: (payment: TParsedPaymentInput) => string;
}[] = [
  { path: PAYMENT_FIELD_PATHS.amount, read: (payment) => payment.instructedAmount.amount },
  { path: PAYMENT_FIELD_PATHS.executionDate, read: (payment) => payment.requestedExecutionDate },
  { path: PAYMENT_FIELD_PATHS.debtorIban, read: (payment) => payment.debtorAccount.iban },
];

function isLeftEmpty(violation: TRuleViolation, payment: TParsedPaymentInput): boolean {
  return FIELDS_A_TEMPLATE_MAY_LEAVE_EMPTY.some(
    (field) => field.path === violation.field && field.read(payment).trim() === '',
  );
}

/** The payment's fields sit under `payment` in a template's body; validations name them there. */
function toTemplateField(violation: TRuleViolation): TRuleViolation {
  return { field: `payment.${violation.field}`, code: violation.code };
}

/** The payment rules of 000 §5 (a debit account, when named, among the person's own). */
async function checkPaymentRules(
  tx: TTx,
  deps: TDeps,
  actor: TActor,
  payment: TParsedPaymentInput,
): Promise<{ violations: TRuleViolation[]; warnings: TRuleViolation[] }> {
  const { draft, violations: wireViolations } = toPaymentDraft(payment);
  const { context, referenceData } = await loadPaymentValidationContext(tx, deps, actor, draft);
  const validation = validatePaymentDraft(draft, context, referenceData);
  const violations = [...wireViolations, ...(validation.ok ? [] : validation.violations)];
  return {
    violations: violations
      .filter((violation) => !isLeftEmpty(violation, payment))
      .map(toTemplateField),
    warnings: validation.warnings.map(toTemplateField),
  };
}

/**
 * 000 §4: a template is created only if no validations came back. The texts are cut first, so a
 * description of 200 characters is kept as its first 140 instead of breaking the payment rule.
 */
export async function checkTemplate(
  tx: TTx,
  deps: TDeps,
  actor: TActor,
  input: TParsedTemplateInput,
): Promise<TCheckedTemplate> {
  const payment = cutToTemplateLimits(input.payment);
  const name = checkName(input.name);
  const rules = await checkPaymentRules(tx, deps, actor, payment);
  const violations = [...name.violations, ...checkType(input.type, payment), ...rules.violations];
  if (violations.length > 0) throw new AppError('VALIDATION_FAILED', { validations: violations });
  return { name: name.name, type: input.type, payment, warnings: rules.warnings };
}
