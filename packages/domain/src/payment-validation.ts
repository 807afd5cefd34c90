import { assert } from './assert';
import { ORDERED_FOREIGN_TURNOVER_CODES } from './business-limits';
import { resolveExecutionDateOnSave, URGENCIES, type TUrgency } from './calendar';
import type { TErrorCode, TRuleViolation } from './error-codes';
import {
  isIbanCountry,
  isValidElectronicIban,
  normalizeIban,
  validateBic,
  validateForeignAccount,
  validateIban,
} from './iban';
import { assertInstantStanding, isWithinInstantLimit } from './instant-limits';
import { compareIsoDates, getZagrebWallClock, type TIsoDate } from './iso-date';
import {
  applyLegacyCurrencyRule,
  DOMESTIC_CURRENCY,
  validateAmount,
  validateCurrency,
  type TMinor,
} from './money';
import { validateTaxId } from './oib';
import {
  getPaymentChannel,
  PAYMENT_FIELD_PATHS,
  PAYMENT_FORMS,
  PAYMENT_INSTRUMENTS,
  PAYMENT_TEXT_LIMITS,
  type TAccountListing,
  type TBankFacts,
  type TPaymentDraft,
  type TPaymentDraftField,
  type TPaymentForm,
  type TPaymentReference,
  type TPaymentType,
  type TPaymentValidationContext,
  type TValidatedPayment,
} from './payment';
import { addPurposeCodePrefix, type TChargeBearer } from './payment-wire';
import {
  MODEL_WITHOUT_REFERENCE,
  normalizeReferenceModel,
  splitReferenceType,
  validateReference,
  type TReferenceData,
  type TReferenceOptions,
} from './reference';
import { fail, succeed, type TRuleResult } from './result';
import {
  ADDRESS_AND_RESIDENCE_MAX_LENGTH,
  validateAddressAndResidence,
  validateDescription,
  validatePaymentText,
} from './text';

/**
 * The whole validation of a payment order (000 §5, §8): every field of the draft against its
 * rules and the server's lookups, each field reported once, with the first rule it breaks.
 */

const EU_MEMBERS =
  'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';
const OTHER_EEA_MEMBERS = 'IS LI NO';
const OTHER_SCHEME_COUNTRIES = 'AD AL CH GB MC MD ME MK RS SM VA';
const TERRITORIES_WITH_OWN_IBAN_CODE = 'AX BL GF GG GI GP IM JE MF MQ PM RE YT';

/**
 * Where the SEPA schemes reach, by the country code an IBAN starts with: the EPC's "EPC List of
 * SEPA Scheme Countries" (EPC409-09, as of 2025: 41 countries) — the EU and EEA members,
 * Switzerland, the United Kingdom, Monaco, San Marino, Vatican City and Andorra, and the countries
 * admitted in 2024-2025: Albania, Montenegro (November 2024), Moldova, North Macedonia (March 2025)
 * and Serbia (May 2025). The territories the list names under those countries that issue IBANs
 * under their own code (Åland; French Guiana, Guadeloupe, Martinique, Mayotte, Réunion,
 * Saint Barthélemy, Saint Martin, Saint Pierre and Miquelon; Gibraltar, Guernsey, Jersey, Isle of
 * Man) are listed by that code.
 */
export const SEPA_COUNTRY_CODES: readonly string[] = [
  EU_MEMBERS,
  OTHER_EEA_MEMBERS,
  OTHER_SCHEME_COUNTRIES,
  TERRITORIES_WITH_OWN_IBAN_CODE,
]
  .join(' ')
  .split(' ');

export type TPaymentValidation =
  | { ok: true; payment: TValidatedPayment; warnings: TRuleViolation[] }
  | { ok: false; violations: TRuleViolation[]; warnings: TRuleViolation[] };

/** The SEPA schemes, urgent clearing and instant payments carry euro only. */
const EURO = 'EUR';
/** 000 §3: a payment's type defaults to DOMESTIC. */
const DEFAULT_FORM: TPaymentForm = 'DOMESTIC';
const CHARGE_BEARERS: readonly TChargeBearer[] = ['SHA', 'OUR'];

const LISTING_CODES: Readonly<Record<TAccountListing, TErrorCode>> = {
  BLACKLISTED: 'ACCOUNT_BLACKLISTED',
  WHITELISTED: 'ACCOUNT_WHITELISTED',
  PROTECTED: 'ACCOUNT_PROTECTED',
  URGENT_ONLY: 'ACCOUNT_URGENT_ONLY',
};

type TDebtorFacts = NonNullable<TPaymentValidationContext['debtorAccount']>;

interface TFindings {
  /** Wire path -> the first code reported on it: one violation per field. */
  readonly violations: Map<string, TErrorCode>;
  readonly warnings: TRuleViolation[];
}

/** The payee's account as far as it is typed: whether it is an IBAN and of which country. */
interface TPayeeOutlook {
  isIban: boolean;
  ibanCountry: string;
}

interface TScope {
  readonly draft: TPaymentDraft;
  readonly context: TPaymentValidationContext;
  readonly findings: TFindings;
  readonly form: TPaymentForm;
  readonly type: TPaymentType;
  /** The debit account the draft names, active or not: its currency decides several rules. */
  readonly debtor: TDebtorFacts | undefined;
  /** The instructed currency when it is a known one. */
  readonly currency: string | undefined;
  readonly urgency: TUrgency;
  /** The payee's account without spaces and upper-cased, for the rules that read its shape. */
  readonly creditorAccountText: string;
  readonly payee: TPayeeOutlook;
  /** The Zagreb business date of `context.now`. */
  readonly today: TIsoDate;
  /** The special revenue types and district codes the payee's reference is checked against. */
  readonly referenceData: TReferenceData;
}

type TDebtorPiece = Pick<TValidatedPayment, 'debtorIban'>;
type TAmountPiece = Pick<TValidatedPayment, 'amountMinor' | 'currency'>;
type TCreditorAccountPiece = Pick<TValidatedPayment, 'creditorAccount' | 'accountType'>;
type TPartyPiece = Pick<
  TValidatedPayment,
  | 'creditorName'
  | 'creditorStreet'
  | 'creditorResidence'
  | 'creditorCountry'
  | 'creditorTaxId'
  | 'ultimateDebtor'
  | 'ultimateCreditor'
>;
type TReferencesPiece = Pick<TValidatedPayment, 'debtorReference' | 'creditorReference'>;
type TRemittancePiece = Pick<
  TValidatedPayment,
  'description' | 'wireDescription' | 'purposeCode' | 'purposeCodeUae'
>;
type TSchedulePiece = Pick<TValidatedPayment, 'executionDate' | 'urgency'>;
type TForeignPiece = Pick<
  TValidatedPayment,
  'chargeBearer' | 'paymentInstrument' | 'foreignTurnoverCode' | 'creditorAgent'
>;

interface TPieces {
  debtor: TDebtorPiece;
  amount: TAmountPiece;
  creditorAccount: TCreditorAccountPiece;
  party: TPartyPiece;
  references: TReferencesPiece;
  remittance: TRemittancePiece;
  schedule: TSchedulePiece;
  foreign: TForeignPiece;
  endToEnd: Pick<TValidatedPayment, 'endToEndId'>;
}

/** Each value, or undefined where its field broke a rule. */
type TEachMaybe<T> = { [K in keyof T]: T[K] | undefined };

function reportViolation(
  findings: TFindings,
  field: TPaymentDraftField,
  code: TErrorCode | undefined,
): void {
  const path = PAYMENT_FIELD_PATHS[field];
  if (code !== undefined && !findings.violations.has(path)) findings.violations.set(path, code);
}

function reportWarning(findings: TFindings, field: TPaymentDraftField, code: TErrorCode): void {
  findings.warnings.push({ field: PAYMENT_FIELD_PATHS[field], code });
}

/** The rule's value; its failure or warnings are reported on the field. */
function readResult<T>(
  findings: TFindings,
  field: TPaymentDraftField,
  result: TRuleResult<T>,
): T | undefined {
  if (!result.ok) {
    reportViolation(findings, field, result.code);
    return undefined;
  }
  result.warnings.forEach((code) => reportWarning(findings, field, code));
  return result.value;
}

function combineIfAllPassed<T extends object>(values: TEachMaybe<T>): T | undefined {
  return Object.values(values).includes(undefined) ? undefined : (values as T);
}

function checkChoice<T extends string>(choices: readonly T[], value: string): TRuleResult<T> {
  const choice = choices.find((candidate) => candidate === value);
  return choice === undefined ? fail('FIELD_INVALID') : succeed(choice);
}

function isSepaCountry(code: string): boolean {
  return SEPA_COUNTRY_CODES.includes(code);
}

/** The test validateForeignAccount uses to apply the IBAN rules: a mistyped IBAN is still one. */
function looksLikeIban(account: string): boolean {
  return /^[A-Z]{2}\d{2}/.test(account) && isIbanCountry(account.slice(0, 2));
}

/** Before the account is typed, the payee's country tells whether it will be an IBAN. */
function foreseePayeeAccount(account: string, countryText: string): TPayeeOutlook {
  if (account === '') {
    const country = countryText.trim().toUpperCase();
    return { isIban: country === '' || isIbanCountry(country), ibanCountry: country };
  }
  const isIban = looksLikeIban(account);
  return { isIban, ibanCountry: isIban ? account.slice(0, 2) : '' };
}

function isSepaPayee(payee: TPayeeOutlook): boolean {
  return payee.isIban && isSepaCountry(payee.ibanCountry);
}

function classifyPayment(
  form: TPaymentForm,
  currency: string | undefined,
  payee: TPayeeOutlook,
  chargeBearer: string,
): TPaymentType {
  if (form !== 'FOREIGN') return form;
  return currency === EURO && chargeBearer === 'SHA' && isSepaPayee(payee) ? 'SEPA' : 'FOREIGN';
}

function isAtThisBank(account: string, bankCode: string): boolean {
  return account.startsWith('HR') && account.slice(4, 11) === bankCode;
}

function assertContext(context: TPaymentValidationContext): void {
  assert(!Number.isNaN(context.now.getTime()), 'context.now must be a valid instant');
  assert(/^\d{7}$/.test(context.bankCode), 'context.bankCode must be the 7-digit bank code');
  assertInstantStanding(context.instantLimit);
}

function identifyDebtorAccount(
  text: string,
  context: TPaymentValidationContext,
): TRuleResult<TDebtorFacts> {
  const iban = validateIban(text);
  if (!iban.ok) {
    return fail(
      iban.code === 'IBAN_REQUIRED' ? 'DEBTOR_ACCOUNT_EMPTY' : 'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
    );
  }
  const account = context.debtorAccount;
  // The server looked up the draft's account; an account of another IBAN is never debited.
  return account !== undefined && account.iban === iban.value
    ? succeed(account)
    : fail('DEBTOR_ACCOUNT_UNIDENTIFIABLE');
}

function createScope(
  draft: TPaymentDraft,
  context: TPaymentValidationContext,
  referenceData: TReferenceData,
): TScope {
  const findings: TFindings = { violations: new Map(), warnings: [] };
  const form = readResult(findings, 'form', checkChoice(PAYMENT_FORMS, draft.form)) ?? DEFAULT_FORM;
  const debtor = readResult(
    findings,
    'debtorIban',
    identifyDebtorAccount(draft.debtorIban, context),
  );
  const currency = readResult(findings, 'currency', validateCurrency(draft.currency));
  const creditorAccountText = normalizeIban(draft.creditorAccount);
  const payee = foreseePayeeAccount(creditorAccountText, draft.creditorCountry);
  // An unknown urgency is reported; the other rules go on as for a normal payment.
  const urgency =
    readResult(findings, 'urgency', checkChoice(URGENCIES, draft.urgency)) ?? 'NORMAL';
  return {
    draft,
    context,
    findings,
    form,
    type: classifyPayment(form, currency, payee, draft.chargeBearer),
    debtor,
    currency,
    urgency,
    creditorAccountText,
    payee,
    today: getZagrebWallClock(context.now).date,
    referenceData,
  };
}

function checkDebtorAccount(scope: TScope): TDebtorPiece | undefined {
  if (scope.debtor === undefined) return undefined;
  // A blocked account refuses debits, a closed one everything.
  if (scope.debtor.status !== 'ACTIVE') {
    reportViolation(scope.findings, 'debtorIban', 'DEBTOR_ACCOUNT_INACTIVE');
    return undefined;
  }
  return { debtorIban: scope.debtor.iban };
}

function findCurrencyMismatch(scope: TScope): TErrorCode | undefined {
  const { currency, debtor, form } = scope;
  // A foreign payment may be in any currency: the core converts it at booking.
  if (currency === undefined || form === 'FOREIGN') return undefined;
  if (form === 'DOMESTIC' && currency !== DOMESTIC_CURRENCY) return 'CURRENCY_MISMATCH';
  return debtor !== undefined && debtor.currency !== currency ? 'CURRENCY_MISMATCH' : undefined;
}

function findAmountRefusal(
  scope: TScope,
  amountMinor: TMinor,
  currency: string,
): TErrorCode | undefined {
  // 000 §5: with the euro as domestic currency an HRK amount counts as 0 EUR.
  const counted = applyLegacyCurrencyRule({ amountMinor, currency }, DOMESTIC_CURRENCY);
  if (counted.amountMinor <= 0n) return 'AMOUNT_NOT_POSITIVE';
  const isInstantEuro = scope.urgency === 'INSTANT' && currency === EURO;
  return isInstantEuro && !isWithinInstantLimit(scope.context.instantLimit, amountMinor)
    ? 'INSTANT_LIMIT_EXCEEDED'
    : undefined;
}

function checkAmount(scope: TScope): TAmountPiece | undefined {
  const { draft, findings, currency, debtor } = scope;
  // An unknown currency is reported on its own field; the amount is still checked, to 2 decimals.
  const amount = validateAmount(draft.amount, currency ?? DOMESTIC_CURRENCY);
  const amountMinor = readResult(findings, 'amount', amount);
  if (amountMinor === undefined || currency === undefined) return undefined;
  const refusal = findAmountRefusal(scope, amountMinor, currency);
  reportViolation(findings, 'amount', refusal);
  if (refusal !== undefined) return undefined;
  // The core decides at authorisation (overdraft, money coming in); entering the order is allowed.
  if (debtor !== undefined && debtor.currency === currency && amountMinor > debtor.availableMinor) {
    reportWarning(findings, 'amount', 'AVAILABLE_AMOUNT_NEGATIVE');
  }
  return { amountMinor, currency };
}

function findDomesticPayeeRefusal(
  iban: string,
  context: TPaymentValidationContext,
): TErrorCode | undefined {
  const bankCode = iban.slice(4, 11);
  if (bankCode !== context.bankCode) {
    return context.findBankByCode(bankCode) === undefined
      ? 'CREDITOR_ACCOUNT_UNIDENTIFIABLE'
      : undefined;
  }
  const payee = context.findAccountAtBank(iban);
  if (payee === undefined) return 'CREDITOR_ACCOUNT_UNIDENTIFIABLE';
  // A blocked account refuses debits but still receives.
  return payee.status === 'CLOSED' ? 'CREDITOR_ACCOUNT_INACTIVE' : undefined;
}

function findOwnPayeeRefusal(iban: string, scope: TScope): TErrorCode | undefined {
  const own = scope.context.findOwnAccount(iban);
  if (own === undefined) return 'CREDITOR_ACCOUNT_UNIDENTIFIABLE';
  return own.status === 'CLOSED' ? 'CREDITOR_ACCOUNT_INACTIVE' : undefined;
}

function validatePayeeAccount(scope: TScope): TRuleResult<string> {
  const { draft, form } = scope;
  const account =
    form === 'FOREIGN'
      ? validateForeignAccount(draft.creditorAccount, draft.creditorCountry)
      : validateIban(draft.creditorAccount, { domestic: form === 'DOMESTIC' });
  if (!account.ok) return account;
  // On every form: the core cannot book a transfer from an account to itself.
  if (account.value === scope.debtor?.iban) return fail('CREDITOR_SAME_AS_DEBTOR');
  if (form === 'FOREIGN') return account;
  const refusal =
    form === 'DOMESTIC'
      ? findDomesticPayeeRefusal(account.value, scope.context)
      : findOwnPayeeRefusal(account.value, scope);
  return refusal === undefined ? account : fail(refusal);
}

function findListingRefusal(account: string, scope: TScope): TErrorCode | undefined {
  const listing = scope.context.findAccountListing(account);
  if (listing === undefined) return undefined;
  return listing === 'URGENT_ONLY' && scope.urgency === 'URGENT'
    ? undefined
    : LISTING_CODES[listing];
}

function checkCreditorAccount(scope: TScope): TRuleResult<TCreditorAccountPiece> {
  const account = validatePayeeAccount(scope);
  if (!account.ok) {
    return account.code === 'IBAN_REQUIRED' ? fail('CREDITOR_ACCOUNT_EMPTY') : account;
  }
  const refusal = findListingRefusal(account.value, scope);
  if (refusal !== undefined) return fail(refusal);
  const accountType = isValidElectronicIban(account.value) ? 'IBAN' : 'BBAN';
  return succeed({ creditorAccount: account.value, accountType }, account.warnings);
}

function checkPartyName(
  text: string,
  options: { maxLength: number; isRequired?: boolean },
  context: TPaymentValidationContext,
): TRuleResult<string> {
  const name = validatePaymentText(text, options);
  if (!name.ok || name.value === '') return name;
  return context.isSanctionedName(name.value) ? fail('SANCTIONS_RESTRICTION') : name;
}

function checkStreet(draft: TPaymentDraft, isForeign: boolean): TRuleResult<string> {
  const joined = validateAddressAndResidence(draft.creditorStreet, draft.creditorResidence);
  if (!joined.ok) return joined;
  const maxLength = isForeign
    ? PAYMENT_TEXT_LIMITS.foreignCreditorStreet
    : ADDRESS_AND_RESIDENCE_MAX_LENGTH;
  return validatePaymentText(draft.creditorStreet, { maxLength });
}

function checkCountry(
  text: string,
  isRequired: boolean,
  context: TPaymentValidationContext,
): TRuleResult<string> {
  const code = text.trim().toUpperCase();
  if (code === '') return isRequired ? fail('FIELD_REQUIRED') : succeed('');
  return /^[A-Z]{2}$/.test(code) && context.isKnownCountry(code)
    ? succeed(code)
    : fail('FIELD_INVALID');
}

function checkTaxId(draft: TPaymentDraft, isForeign: boolean): TRuleResult<string> {
  // Optional; the domestic form has no field for it, but a domestic payee's tax number given
  // through the API is an OIB and is checked (and kept) as one, never dropped unchecked.
  if (draft.creditorTaxId.trim() === '') return succeed('');
  return validateTaxId(draft.creditorTaxId, isForeign ? draft.creditorCountry : 'HR');
}

function checkCreditorParty(scope: TScope): TPartyPiece | undefined {
  const { draft, findings, context } = scope;
  const isForeign = scope.form === 'FOREIGN';
  const { creditorName, ultimateParty } = PAYMENT_TEXT_LIMITS;
  return combineIfAllPassed<TPartyPiece>({
    creditorName: readResult(
      findings,
      'creditorName',
      checkPartyName(draft.creditorName, { maxLength: creditorName, isRequired: true }, context),
    ),
    creditorStreet: readResult(findings, 'creditorStreet', checkStreet(draft, isForeign)),
    creditorResidence: readResult(
      findings,
      'creditorResidence',
      validatePaymentText(draft.creditorResidence, { maxLength: ADDRESS_AND_RESIDENCE_MAX_LENGTH }),
    ),
    creditorCountry: readResult(
      findings,
      'creditorCountry',
      checkCountry(draft.creditorCountry, isForeign, context),
    ),
    creditorTaxId: readResult(findings, 'creditorTaxId', checkTaxId(draft, isForeign)),
    ultimateDebtor: readResult(
      findings,
      'ultimateDebtor',
      validatePaymentText(draft.ultimateDebtor, { maxLength: ultimateParty }),
    ),
    ultimateCreditor: readResult(
      findings,
      'ultimateCreditor',
      checkPartyName(draft.ultimateCreditor, { maxLength: ultimateParty }, context),
    ),
  });
}

interface TReferenceFields {
  model: TPaymentDraftField;
  reference: TPaymentDraftField;
}

const CREDITOR_REFERENCE_FIELDS: TReferenceFields = {
  model: 'creditorReferenceModel',
  reference: 'creditorReference',
};
const DEBTOR_REFERENCE_FIELDS: TReferenceFields = {
  model: 'debtorReferenceModel',
  reference: 'debtorReference',
};

/** A Croatian model and reference: a bad model is reported on the model, the rest on the reference. */
function readCroatianReference(
  findings: TFindings,
  fields: TReferenceFields,
  text: { model: string; reference: string },
  options: TReferenceOptions = {},
): TPaymentReference | undefined {
  if (normalizeReferenceModel(text.model) === undefined) {
    reportViolation(findings, fields.model, 'REFERENCE_MODEL_INVALID');
    return undefined;
  }
  const valid = readResult(
    findings,
    fields.reference,
    validateReference(text.model, text.reference, options),
  );
  return valid && { model: valid.model, reference: valid.reference };
}

function readDomesticReferences(
  scope: TScope,
  creditorIban: string | undefined,
): TEachMaybe<TReferencesPiece> {
  const { draft, findings } = scope;
  const creditorModel = draft.creditorReferenceModel.trim() || MODEL_WITHOUT_REFERENCE;
  const creditorText = { model: creditorModel, reference: draft.creditorReference };
  const debtorText = { model: draft.debtorReferenceModel, reference: draft.debtorReference };
  const hasDebtorReference = (debtorText.model + debtorText.reference).trim() !== '';
  // Models bound to one payee account (HR19) are checked against a valid IBAN only. The Naputak's
  // revenue types and city codes describe the payee's reference ("poziv na broj odobrenja"); the
  // payer's own reference is the payer's to choose.
  const { referenceData } = scope;
  const options = creditorIban === undefined ? referenceData : { ...referenceData, creditorIban };
  return {
    creditorReference: readCroatianReference(
      findings,
      CREDITOR_REFERENCE_FIELDS,
      creditorText,
      options,
    ),
    debtorReference: hasDebtorReference
      ? readCroatianReference(findings, DEBTOR_REFERENCE_FIELDS, debtorText)
      : null,
  };
}

/**
 * Reference models other than the Croatian ones (an ISO 11649 "RF" creditor reference among them)
 * have no rules here: the text is taken in the SEPA character set and the SWIFT line length.
 */
function checkForeignReferenceText(text: string): TRuleResult<string> {
  if (text.trim() === '') return fail('REFERENCE_REQUIRED');
  return validatePaymentText(text, { maxLength: PAYMENT_TEXT_LIMITS.foreignReference });
}

function readForeignReference(scope: TScope): TPaymentReference | null | undefined {
  const { draft, findings } = scope;
  const typeText = draft.creditorReferenceModel.trim().toUpperCase();
  if (typeText === '' && draft.creditorReference.trim() === '') return null;
  const split = splitReferenceType(typeText);
  if (!split.ok || split.value.reference !== '') {
    reportViolation(findings, 'creditorReferenceModel', 'REFERENCE_TYPE_INVALID');
    return undefined;
  }
  const model = split.value.type;
  if (normalizeReferenceModel(model) !== undefined) {
    const text = { model, reference: draft.creditorReference };
    return readCroatianReference(findings, CREDITOR_REFERENCE_FIELDS, text, scope.referenceData);
  }
  const reference = readResult(
    findings,
    'creditorReference',
    checkForeignReferenceText(draft.creditorReference),
  );
  return reference === undefined ? undefined : { model, reference };
}

function checkReferences(
  scope: TScope,
  creditorIban: string | undefined,
): TReferencesPiece | undefined {
  // A foreign payment carries the payee's reference only.
  const references: TEachMaybe<TReferencesPiece> =
    scope.form === 'FOREIGN'
      ? { creditorReference: readForeignReference(scope), debtorReference: null }
      : readDomesticReferences(scope, creditorIban);
  return combineIfAllPassed<TReferencesPiece>(references);
}

function checkDescription(text: string): TRuleResult<string> {
  const description = validateDescription(text, { isRequired: true });
  return !description.ok && description.code === 'FIELD_REQUIRED'
    ? fail('REMITTANCE_REQUIRED')
    : description;
}

function checkUaePurposeCode(
  scope: TScope,
  description: string,
): TRuleResult<Pick<TRemittancePiece, 'purposeCodeUae' | 'wireDescription'>> {
  const account = scope.creditorAccountText;
  if (scope.form !== 'FOREIGN' || !account.startsWith('AE')) {
    return succeed({ purposeCodeUae: '', wireDescription: description });
  }
  const code = scope.draft.purposeCodeUae.trim().toUpperCase();
  const wireDescription = addPurposeCodePrefix(description, code, account);
  if (!wireDescription.ok) return wireDescription;
  return scope.context.isKnownUaePurposeCode(code)
    ? succeed({ purposeCodeUae: code, wireDescription: wireDescription.value })
    : fail('FIELD_INVALID');
}

function checkPurposeCode(text: string, context: TPaymentValidationContext): TRuleResult<string> {
  const code = text.trim().toUpperCase();
  if (code === '') return succeed('');
  return /^[A-Z]{4}$/.test(code) && context.isKnownPurposeCode(code)
    ? succeed(code)
    : fail('FIELD_INVALID');
}

function checkRemittance(scope: TScope): TRemittancePiece | undefined {
  const { draft, findings } = scope;
  const description = readResult(findings, 'description', checkDescription(draft.description));
  const uae = readResult(findings, 'purposeCodeUae', checkUaePurposeCode(scope, description ?? ''));
  const purposeCode = readResult(
    findings,
    'purposeCode',
    checkPurposeCode(draft.purposeCode, scope.context),
  );
  if (description === undefined || uae === undefined || purposeCode === undefined) return undefined;
  return { description, purposeCode, ...uae };
}

function checkExecutionDate(scope: TScope): TIsoDate | undefined {
  const { draft, context, findings, currency, debtor } = scope;
  const resolved = resolveExecutionDateOnSave(draft.executionDate, {
    now: context.now,
    channel: getPaymentChannel(scope.type),
    urgency: scope.urgency,
  });
  const date = readResult(findings, 'executionDate', resolved);
  if (date === undefined) return undefined;
  // The fee of a payment in another currency than the account's is converted at the rate of the
  // day it is calculated, which is today's only.
  const isConverted =
    currency !== undefined && debtor !== undefined && currency !== debtor.currency;
  if (isConverted && compareIsoDates(date, scope.today) > 0) {
    reportViolation(findings, 'executionDate', 'FEE_CURRENCY_FUTURE_DATE');
    return undefined;
  }
  return date;
}

function findUrgencyRefusal(
  scope: TScope,
  executionDate: TIsoDate | undefined,
): TErrorCode | undefined {
  const isEuroScheme =
    (scope.type === 'DOMESTIC' || scope.type === 'SEPA') && scope.currency === EURO;
  if (scope.urgency === 'URGENT') {
    // Urgency buys a faster clearing; a payment within the bank is booked at once anyway.
    const isOtherBank = !isAtThisBank(scope.creditorAccountText, scope.context.bankCode);
    return isEuroScheme && isOtherBank ? undefined : 'URGENT_NOT_AVAILABLE';
  }
  if (scope.urgency === 'INSTANT') {
    // A date that is itself wrong is reported on the date alone.
    const isToday = executionDate === undefined || executionDate === scope.today;
    return isEuroScheme && isToday ? undefined : 'INSTANT_NOT_AVAILABLE';
  }
  return undefined;
}

function checkSchedule(scope: TScope): TSchedulePiece | undefined {
  const executionDate = checkExecutionDate(scope);
  reportViolation(scope.findings, 'urgency', findUrgencyRefusal(scope, executionDate));
  return executionDate === undefined ? undefined : { executionDate, urgency: scope.urgency };
}

function isBicOfCroatianBank(
  bic: string,
  iban: string,
  context: TPaymentValidationContext,
): boolean {
  const bank = context.findBankByCode(iban.slice(4, 11));
  return bank !== undefined && bank.bic.slice(0, 8) === bic.slice(0, 8);
}

function findBicRefusal(
  bic: string,
  bank: TBankFacts | undefined,
  iban: string | undefined,
  scope: TScope,
): TErrorCode | undefined {
  if (iban?.startsWith('HR') === true && !isBicOfCroatianBank(bic, iban, scope.context)) {
    return 'IBAN_BIC_MISMATCH';
  }
  if (bank === undefined) return undefined;
  if (iban !== undefined && bank.country !== iban.slice(0, 2)) {
    return 'CREDITOR_AGENT_COUNTRY_MISMATCH';
  }
  const { currencies } = bank;
  const isCurrencyRefused =
    currencies !== null && scope.currency !== undefined && !currencies.includes(scope.currency);
  return isCurrencyRefused ? 'BIC_CURRENCY_NOT_ALLOWED' : undefined;
}

/** `iban`: the payee's account when it is a valid IBAN. */
function checkCreditorAgentBic(
  scope: TScope,
  iban: string | undefined,
): TRuleResult<{ bic: string; bank: TBankFacts | undefined }> {
  const text = scope.draft.creditorAgentBic;
  // An IBAN names its bank; another account number needs the bank's BIC beside it.
  if (text.trim() === '') {
    return scope.payee.isIban ? succeed({ bic: '', bank: undefined }) : fail('FIELD_REQUIRED');
  }
  const bic = validateBic(text);
  if (!bic.ok) return bic;
  const bank = scope.context.findBankByBic(bic.value);
  const refusal = findBicRefusal(bic.value, bank, iban, scope);
  return refusal === undefined ? succeed({ bic: bic.value, bank }) : fail(refusal);
}

function readCreditorAgentDetails(
  scope: TScope,
):
  | Pick<NonNullable<TValidatedPayment['creditorAgent']>, 'name' | 'address' | 'country'>
  | undefined {
  const { draft, findings, context } = scope;
  const { creditorAgentName, creditorAgentAddress } = PAYMENT_TEXT_LIMITS;
  return combineIfAllPassed({
    name: readResult(
      findings,
      'creditorAgentName',
      validatePaymentText(draft.creditorAgentName, { maxLength: creditorAgentName }),
    ),
    address: readResult(
      findings,
      'creditorAgentAddress',
      validatePaymentText(draft.creditorAgentAddress, { maxLength: creditorAgentAddress }),
    ),
    country: readResult(
      findings,
      'creditorAgentCountry',
      checkCountry(draft.creditorAgentCountry, false, context),
    ),
  });
}

function checkCreditorAgent(
  scope: TScope,
  account: TCreditorAccountPiece | undefined,
): TValidatedPayment['creditorAgent'] | undefined {
  if (scope.form !== 'FOREIGN') return null;
  const iban = account?.accountType === 'IBAN' ? account.creditorAccount : undefined;
  const agent = readResult(scope.findings, 'creditorAgentBic', checkCreditorAgentBic(scope, iban));
  const details = readCreditorAgentDetails(scope);
  if (agent === undefined || details === undefined) return undefined;
  // What the person left empty the bank directory knows.
  const { name, address, country } = details;
  return {
    bic: agent.bic,
    name: name || (agent.bank?.name ?? ''),
    address: address || (agent.bank?.address ?? ''),
    country: country || (agent.bank?.country ?? ''),
  };
}

function checkTurnoverCode(text: string): TRuleResult<string> {
  const code = text.trim();
  return code === '' ? fail('FIELD_REQUIRED') : checkChoice(ORDERED_FOREIGN_TURNOVER_CODES, code);
}

function checkForeignTerms(
  scope: TScope,
  account: TCreditorAccountPiece | undefined,
): TForeignPiece | undefined {
  const { draft, findings } = scope;
  const isForeignForm = scope.form === 'FOREIGN';
  // SEPA credit transfers share charges and carry neither an instrument nor a turnover code.
  const isSwift = scope.type === 'FOREIGN';
  return combineIfAllPassed<TForeignPiece>({
    chargeBearer: isForeignForm
      ? readResult(findings, 'chargeBearer', checkChoice(CHARGE_BEARERS, draft.chargeBearer))
      : null,
    paymentInstrument: isSwift
      ? readResult(
          findings,
          'paymentInstrument',
          checkChoice(PAYMENT_INSTRUMENTS, draft.paymentInstrument),
        )
      : null,
    foreignTurnoverCode: isSwift
      ? readResult(findings, 'foreignTurnoverCode', checkTurnoverCode(draft.foreignTurnoverCode))
      : '',
    creditorAgent: checkCreditorAgent(scope, account),
  });
}

function checkEndToEndId(scope: TScope): Pick<TValidatedPayment, 'endToEndId'> | undefined {
  const endToEndId = readResult(
    scope.findings,
    'endToEndId',
    validatePaymentText(scope.draft.endToEndId, { maxLength: PAYMENT_TEXT_LIMITS.endToEndId }),
  );
  return endToEndId === undefined ? undefined : { endToEndId };
}

function assemblePayment(
  type: TPaymentType,
  pieces: TEachMaybe<TPieces>,
): TValidatedPayment | undefined {
  const all = combineIfAllPassed<TPieces>(pieces);
  if (all === undefined) return undefined;
  return {
    type,
    ...all.debtor,
    ...all.amount,
    ...all.creditorAccount,
    ...all.party,
    ...all.references,
    ...all.remittance,
    ...all.schedule,
    ...all.foreign,
    ...all.endToEnd,
  };
}

function concludeValidation(
  findings: TFindings,
  payment: TValidatedPayment | undefined,
): TPaymentValidation {
  const { warnings } = findings;
  const violations = [...findings.violations].map(([field, code]) => ({ field, code }));
  if (violations.length > 0) return { ok: false, violations, warnings };
  assert(payment !== undefined, 'a draft without violations has every value');
  return { ok: true, payment, warnings };
}

/**
 * Validates a payment order as typed against every rule of 000 §5 and §8 and the server's lookups
 * in `context`. Every field is checked and reported with the first rule it breaks; warnings
 * (IBAN expected, date moved, available amount exceeded) leave the payment valid. `referenceData`
 * is the bank's list of special revenue types and district codes (001 §5); without it no revenue
 * type requires a third group.
 */
export function validatePaymentDraft(
  draft: TPaymentDraft,
  context: TPaymentValidationContext,
  referenceData: TReferenceData = {},
): TPaymentValidation {
  assertContext(context);
  const scope = createScope(draft, context, referenceData);
  const debtor = checkDebtorAccount(scope);
  reportViolation(scope.findings, 'currency', findCurrencyMismatch(scope));
  const amount = checkAmount(scope);
  const creditorAccount = readResult(
    scope.findings,
    'creditorAccount',
    checkCreditorAccount(scope),
  );
  const payment = assemblePayment(scope.type, {
    debtor,
    amount,
    creditorAccount,
    party: checkCreditorParty(scope),
    references: checkReferences(scope, creditorAccount?.creditorAccount),
    remittance: checkRemittance(scope),
    schedule: checkSchedule(scope),
    foreign: checkForeignTerms(scope, creditorAccount),
    endToEnd: checkEndToEndId(scope),
  });
  return concludeValidation(scope.findings, payment);
}

export type TForeignPaymentField =
  | 'creditorAgent'
  | 'purposeCodeUae'
  | 'creditorTaxId'
  | 'foreignTurnoverCode'
  | 'chargeBearer'
  | 'paymentInstrument';
export type TFieldVisibility = 'HIDDEN' | 'OPTIONAL' | 'REQUIRED';

/**
 * What the foreign-payment form shows for the payee typed so far (GET
 * /forms/foreign-payment/form-field-visibility), by the rules validatePaymentDraft applies. A
 * euro payment to an IBAN of the SEPA area is a SEPA credit transfer: the scheme shares charges
 * (the form sends SHA) and takes neither a turnover code nor an instrument. Before the account is
 * typed, the payee's country foretells it.
 */
export function getForeignPaymentFieldVisibility(input: {
  creditorCountry: string;
  currency: string;
  creditorAccount: string;
}): Record<TForeignPaymentField, TFieldVisibility> {
  const account = normalizeIban(input.creditorAccount);
  const payee = foreseePayeeAccount(account, input.creditorCountry);
  const currency = validateCurrency(input.currency);
  const isSepa = currency.ok && currency.value === EURO && isSepaPayee(payee);
  const isUae = account === '' ? payee.ibanCountry === 'AE' : account.startsWith('AE');
  const swiftOnly: TFieldVisibility = isSepa ? 'HIDDEN' : 'REQUIRED';
  return {
    creditorAgent: payee.isIban ? 'OPTIONAL' : 'REQUIRED',
    purposeCodeUae: isUae ? 'REQUIRED' : 'HIDDEN',
    creditorTaxId: 'OPTIONAL',
    foreignTurnoverCode: swiftOnly,
    chargeBearer: swiftOnly,
    paymentInstrument: swiftOnly,
  };
}
