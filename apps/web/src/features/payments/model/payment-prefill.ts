import type { TPayment } from '@poslovno/contract';
import {
  compareIsoDates,
  getZagrebWallClock,
  mapChargeBearerFromWire,
  mapUrgencyFromWire,
  MODEL_WITHOUT_REFERENCE,
  normalizeIban,
  parsePurposeCodePrefix,
  type TPaymentDraft,
  type TPaymentForm,
} from '@poslovno/domain';
import { getEarliestExecutionDate } from './payment-schedule';

/** How a stored payment becomes a form again: edited in place, or copied into a new one. */
export type TPrefillMode = 'EDIT' | 'COPY';

export interface TPrefillContext {
  mode: TPrefillMode;
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

/**
 * 000 §5: the description of a payment to a UAE IBAN went out behind its purpose-code line; the
 * form shows the description alone and the code in its own field.
 */
function readRemittance(payment: TPayment): Pick<TPaymentDraft, 'description' | 'purposeCodeUae'> {
  const description = payment.remittanceInformationUnstructured;
  if (!normalizeIban(payment.creditorAccount.iban).startsWith('AE'))
    return { description, purposeCodeUae: payment.purposeCodeUae };
  const parsed = parsePurposeCodePrefix(description);
  return {
    description: parsed.description,
    purposeCodeUae: parsed.purposeCode ?? payment.purposeCodeUae,
  };
}

/**
 * A copy keeps the execution date only while it is still in the future and still possible (000
 * §5); otherwise it gets the earliest date. An edit keeps the stored date: the person sees it
 * and the server judges it.
 */
function readExecutionDate(
  payment: TPayment,
  draft: Pick<TPaymentDraft, 'form' | 'urgency'>,
  context: TPrefillContext,
): string {
  if (context.mode === 'EDIT') return payment.requestedExecutionDate;
  const today = getZagrebWallClock(context.now).date;
  const earliest = getEarliestExecutionDate(context.now, draft.form, draft.urgency);
  const date = payment.requestedExecutionDate;
  const isStillAhead = compareIsoDates(date, today) > 0 && compareIsoDates(date, earliest) >= 0;
  return draft.urgency !== 'INSTANT' && isStillAhead ? date : earliest;
}

function readUrgency(payment: TPayment): TPaymentDraft['urgency'] {
  const urgency = mapUrgencyFromWire(payment);
  return urgency.ok ? urgency.value : 'NORMAL';
}

function readChargeBearer(payment: TPayment): TPaymentDraft['chargeBearer'] {
  const chargeBearer = mapChargeBearerFromWire(payment.chargeBearer ?? 'SHAR');
  return chargeBearer.ok ? chargeBearer.value : 'SHA';
}

function readCreditorReferenceModel(payment: TPayment, form: TPaymentForm): string {
  const model = payment.remittanceInformationStructured?.referenceType ?? '';
  return form === 'DOMESTIC' && model === '' ? MODEL_WITHOUT_REFERENCE : model;
}

/** The draft a stored payment fills the form with, for editing it or for a new copy of it. */
export function prefillDraft(payment: TPayment, context: TPrefillContext): TPaymentDraft {
  const form = getPaymentForm(payment);
  const urgency = readUrgency(payment);
  const debtorIban = payment.debtorAccount.iban;
  const agent = payment.creditorAgent;
  return {
    form,
    debtorIban: context.offeredDebtorIbans.includes(debtorIban) ? debtorIban : '',
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
    creditorReferenceModel: readCreditorReferenceModel(payment, form),
    creditorReference: payment.remittanceInformationStructured?.reference ?? '',
    ...readRemittance(payment),
    purposeCode: payment.purposeCode,
    executionDate: readExecutionDate(payment, { form, urgency }, context),
    urgency,
    chargeBearer: readChargeBearer(payment),
    creditorAgentBic: agent?.bic ?? '',
    creditorAgentName: agent?.name ?? '',
    creditorAgentAddress: agent?.address ?? '',
    creditorAgentCountry: agent?.country ?? '',
    paymentInstrument: payment.paymentInstrument ?? 'DOZNAKA',
    foreignTurnoverCode: payment.foreignTurnoverCode,
    // The end-to-end id names one payment; a copy is another.
    endToEndId: context.mode === 'EDIT' ? payment.endToEndIdentification : '',
  };
}
