import type { TPaymentDraftField, TPaymentForm } from '@poslovno/domain';
import type { TForeignVisibility } from './payment-draft';

const COMMON_FIELDS: readonly TPaymentDraftField[] = [
  'debtorIban',
  'creditorAccount',
  'amount',
  'currency',
  'description',
  'executionDate',
];

const PAYEE_FIELDS: readonly TPaymentDraftField[] = [
  'creditorName',
  'creditorStreet',
  'creditorResidence',
  'creditorReferenceModel',
  'creditorReference',
  'urgency',
];

const DOMESTIC_FIELDS: readonly TPaymentDraftField[] = [
  'debtorReferenceModel',
  'debtorReference',
  'purposeCode',
];

/** The foreign fields the visibility answer governs, by the answer's names. */
const GOVERNED_FIELDS: Readonly<Record<keyof TForeignVisibility, readonly TPaymentDraftField[]>> = {
  creditorAgent: ['creditorAgentBic', 'creditorAgentName', 'creditorAgentAddress'],
  purposeCodeUae: ['purposeCodeUae'],
  creditorTaxId: ['creditorTaxId'],
  foreignTurnoverCode: ['foreignTurnoverCode'],
  chargeBearer: ['chargeBearer'],
  paymentInstrument: ['paymentInstrument'],
};

/**
 * The draft fields a form shows, so a server validation of one of them goes under it; any other
 * (a hidden field, the bank's country the BIC lookup fills) is told in the summary only.
 */
export function listShownFields(
  form: TPaymentForm,
  visibility: TForeignVisibility,
): ReadonlySet<TPaymentDraftField> {
  if (form === 'INTERNAL') return new Set(COMMON_FIELDS);
  if (form === 'DOMESTIC') return new Set([...COMMON_FIELDS, ...PAYEE_FIELDS, ...DOMESTIC_FIELDS]);
  const governed = (Object.keys(GOVERNED_FIELDS) as (keyof TForeignVisibility)[])
    .filter((name) => visibility[name] !== 'HIDDEN')
    .flatMap((name) => GOVERNED_FIELDS[name]);
  return new Set([...COMMON_FIELDS, ...PAYEE_FIELDS, 'creditorCountry', ...governed]);
}
