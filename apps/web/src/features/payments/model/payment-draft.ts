import type { TForeignFormVisibility, TPaymentInput } from '@poslovno/contract';
import {
  DOMESTIC_CURRENCY,
  MODEL_WITHOUT_REFERENCE,
  isValidElectronicIban,
  normalizeIban,
  mapChargeBearerToWire,
  mapUrgencyToWire,
  type TIsoDate,
  type TPaymentDraft,
  type TPaymentForm,
} from '@poslovno/domain';
import { getUrgencyChoices } from './payment-schedule';

/**
 * The payment form keeps what the person typed as the domain's TPaymentDraft (every field a text
 * as typed), so the domain's field names, PAYMENT_FIELD_PATHS and the server's validations all
 * speak of the same fields. These build the empty draft and the wire body of POST / PATCH.
 */

export type TForeignVisibility = TForeignFormVisibility['fields'];

/** A new payment of the form: the payee's reference model HR99 (none) on a domestic one. */
export function createEmptyDraft(form: TPaymentForm, executionDate: TIsoDate): TPaymentDraft {
  return {
    form,
    debtorIban: '',
    creditorAccount: '',
    creditorName: '',
    creditorStreet: '',
    creditorResidence: '',
    creditorCountry: '',
    creditorTaxId: '',
    ultimateDebtor: '',
    ultimateCreditor: '',
    amount: '',
    currency: DOMESTIC_CURRENCY,
    debtorReferenceModel: '',
    debtorReference: '',
    creditorReferenceModel: form === 'DOMESTIC' ? MODEL_WITHOUT_REFERENCE : '',
    creditorReference: '',
    description: '',
    purposeCode: '',
    purposeCodeUae: '',
    executionDate,
    urgency: 'NORMAL',
    chargeBearer: 'SHA',
    creditorAgentBic: '',
    creditorAgentName: '',
    creditorAgentAddress: '',
    creditorAgentCountry: '',
    paymentInstrument: 'DOZNAKA',
    foreignTurnoverCode: '',
    endToEndId: '',
  };
}

/** The wire type of each form; the server tells a SEPA payment from a SWIFT one itself. */
const WIRE_TYPE: Readonly<Record<TPaymentForm, NonNullable<TPaymentInput['type']>>> = {
  DOMESTIC: 'DOMESTIC',
  FOREIGN: 'FOREIGN',
  INTERNAL: 'INTERNAL',
};

type TPaymentBody = TPaymentInput & Required<Pick<TPaymentInput, 'type'>>;

function buildCommonInput(draft: TPaymentDraft): TPaymentBody {
  // An urgency the form no longer offers (the currency changed) goes out as normal.
  const urgency = getUrgencyChoices(draft).includes(draft.urgency) ? draft.urgency : 'NORMAL';
  return {
    type: WIRE_TYPE[draft.form],
    debtorAccount: { iban: draft.debtorIban },
    creditorAccount: { iban: draft.creditorAccount },
    instructedAmount: { amount: draft.amount, currency: draft.currency },
    remittanceInformationUnstructured: draft.description,
    requestedExecutionDate: draft.executionDate,
    ...mapUrgencyToWire(urgency),
    endToEndIdentification: draft.endToEndId,
  };
}

function buildDomesticInput(draft: TPaymentDraft): TPaymentBody {
  return {
    ...buildCommonInput(draft),
    instructedAmount: { amount: draft.amount, currency: DOMESTIC_CURRENCY },
    creditorName: draft.creditorName,
    creditorAddress: {
      street: draft.creditorStreet,
      residence: draft.creditorResidence,
      country: '',
    },
    debtorReference: {
      referenceType: draft.debtorReferenceModel,
      reference: draft.debtorReference,
    },
    remittanceInformationStructured: {
      referenceType: draft.creditorReferenceModel || MODEL_WITHOUT_REFERENCE,
      reference: draft.creditorReference,
    },
    purposeCode: draft.purposeCode,
  };
}

/**
 * A field the visibility answer hides goes out empty, so a value typed before the payee changed
 * is not judged; a SEPA payment (charge bearer hidden) shares charges by the scheme's rule.
 */
function buildForeignInput(draft: TPaymentDraft, visibility: TForeignVisibility): TPaymentBody {
  const shows = (field: keyof TForeignVisibility) => visibility[field] !== 'HIDDEN';
  return {
    ...buildCommonInput(draft),
    creditorName: draft.creditorName,
    creditorAddress: {
      street: draft.creditorStreet,
      residence: draft.creditorResidence,
      country: draft.creditorCountry,
    },
    creditorTaxId: shows('creditorTaxId') ? draft.creditorTaxId : '',
    remittanceInformationStructured: {
      referenceType: draft.creditorReferenceModel,
      reference: draft.creditorReference,
    },
    purposeCodeUae: shows('purposeCodeUae') ? draft.purposeCodeUae : '',
    chargeBearer: mapChargeBearerToWire(shows('chargeBearer') ? draft.chargeBearer : 'SHA'),
    creditorAgent: shows('creditorAgent')
      ? {
          bic: draft.creditorAgentBic,
          name: draft.creditorAgentName,
          address: draft.creditorAgentAddress,
          country: draft.creditorAgentCountry,
        }
      : { bic: '', name: '', address: '', country: '' },
    ...(shows('paymentInstrument') ? { paymentInstrument: draft.paymentInstrument } : {}),
    foreignTurnoverCode: shows('foreignTurnoverCode') ? draft.foreignTurnoverCode : '',
  };
}

/** The body of POST /payments and PATCH /payments/{id}: only what the draft's form shows. */
export function buildPaymentInput(
  draft: TPaymentDraft,
  visibility: TForeignVisibility,
): TPaymentBody {
  if (draft.form === 'DOMESTIC') return buildDomesticInput(draft);
  if (draft.form === 'FOREIGN') return buildForeignInput(draft, visibility);
  // Between own accounts the payee is the company itself, named by the form.
  return { ...buildCommonInput(draft), creditorName: draft.creditorName };
}

/**
 * A valid IBAN names its country in its first two letters, so it fills the payee's country and
 * the bank's when they are still empty; a country chosen already is the person's and stays.
 */
export function fillCountriesFromIban(
  draft: TPaymentDraft,
  creditorAccount: string,
): Partial<TPaymentDraft> {
  if (!isValidElectronicIban(creditorAccount)) return {};
  const country = normalizeIban(creditorAccount).slice(0, 2);
  return {
    ...(draft.creditorCountry === '' ? { creditorCountry: country } : {}),
    ...(draft.creditorAgentCountry === '' ? { creditorAgentCountry: country } : {}),
  };
}
