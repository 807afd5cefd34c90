import type { TAccountStatus } from './account';
import type { TPaymentChannel, TUrgency } from './calendar';
import type { TInstantLimitStanding } from './instant-limits';
import type { TMinor } from './money';
import type { TChargeBearer } from './payment-wire';

/**
 * A payment order (000 §3 Payment) as the rules see it. The contract's wire shape nests these
 * fields as the spec names them (`debtorAccount.iban`, `instructedAmount.amount`, …);
 * PAYMENT_FIELD_PATHS maps each draft field to that path, so every validation names the field
 * the form shows.
 */

/** The forms of 000 §2: domestic, foreign and internal. */
export const PAYMENT_FORMS = ['DOMESTIC', 'FOREIGN', 'INTERNAL'] as const;
export type TPaymentForm = (typeof PAYMENT_FORMS)[number];

/**
 * 000 §3 payment types. The domestic form makes DOMESTIC (a Croatian IBAN); the foreign form makes
 * SEPA (euro to an IBAN of the SEPA area, charges shared) or FOREIGN (anything else); the internal
 * form makes INTERNAL (between the company's own accounts).
 */
export const PAYMENT_TYPES = ['DOMESTIC', 'SEPA', 'FOREIGN', 'INTERNAL'] as const;
export type TPaymentType = (typeof PAYMENT_TYPES)[number];

const CHANNEL_OF_TYPE: Readonly<Record<TPaymentType, TPaymentChannel>> = {
  DOMESTIC: 'DOMESTIC',
  SEPA: 'SEPA',
  FOREIGN: 'FOREIGN',
  INTERNAL: 'INTERNAL',
};

/** The calendar a payment of a type settles by (an instant one settles every day whatever its type). */
export function getPaymentChannel(type: TPaymentType): TPaymentChannel {
  return CHANNEL_OF_TYPE[type];
}

/** 000 §3 paymentInstrument of a foreign payment: an ordinary transfer or a collection. */
export const PAYMENT_INSTRUMENTS = ['DOZNAKA', 'INKASO'] as const;
export type TPaymentInstrument = (typeof PAYMENT_INSTRUMENTS)[number];

/** 000 §3 accountType: the payee's account is an IBAN or another (basic) account number. */
export const ACCOUNT_NUMBER_TYPES = ['IBAN', 'BBAN'] as const;
export type TAccountNumberType = (typeof ACCOUNT_NUMBER_TYPES)[number];

/** 000 §3 source: the channel an order came from; this product is 4 (internet banking). */
export const PAYMENT_SOURCE_INTERNET_BANKING = 4;

/** Limits of the payment's free-text fields, in characters. */
export const PAYMENT_TEXT_LIMITS = {
  creditorName: 70,
  /** SWIFT address lines are 35 characters: a foreign payee's street keeps to one. */
  foreignCreditorStreet: 35,
  ultimateParty: 70,
  endToEndId: 35,
  creditorAgentName: 70,
  creditorAgentAddress: 70,
  foreignReference: 35,
} as const;

/** What the person typed, every text as typed (the validator trims and normalises). */
export interface TPaymentDraft {
  form: TPaymentForm;
  debtorIban: string;
  /** The payee's IBAN, or for a foreign payee without one their account number. */
  creditorAccount: string;
  creditorName: string;
  creditorStreet: string;
  /** Postal code and place. */
  creditorResidence: string;
  /** ISO 3166 alpha-2; the foreign form asks for it. */
  creditorCountry: string;
  /** A foreign payee's tax number (at least 7 characters when given). */
  creditorTaxId: string;
  ultimateDebtor: string;
  ultimateCreditor: string;
  amount: string;
  currency: string;
  debtorReferenceModel: string;
  debtorReference: string;
  creditorReferenceModel: string;
  creditorReference: string;
  description: string;
  /** ISO 20022 purpose code (four letters), optional. */
  purposeCode: string;
  /** The UAE central bank's purpose code (three letters), needed for an AE IBAN. */
  purposeCodeUae: string;
  executionDate: string;
  urgency: TUrgency;
  chargeBearer: TChargeBearer;
  creditorAgentBic: string;
  creditorAgentName: string;
  creditorAgentAddress: string;
  creditorAgentCountry: string;
  paymentInstrument: TPaymentInstrument;
  foreignTurnoverCode: string;
  endToEndId: string;
}

export type TPaymentDraftField = keyof TPaymentDraft;

/** The wire path of each draft field (000 §3 names), for validations and the form. */
export const PAYMENT_FIELD_PATHS: Readonly<Record<TPaymentDraftField, string>> = {
  form: 'type',
  debtorIban: 'debtorAccount.iban',
  creditorAccount: 'creditorAccount.iban',
  creditorName: 'creditorName',
  creditorStreet: 'creditorAddress.street',
  creditorResidence: 'creditorAddress.residence',
  creditorCountry: 'creditorAddress.country',
  creditorTaxId: 'creditorTaxId',
  ultimateDebtor: 'ultimateDebtor',
  ultimateCreditor: 'ultimateCreditor',
  amount: 'instructedAmount.amount',
  currency: 'instructedAmount.currency',
  debtorReferenceModel: 'debtorReference.referenceType',
  debtorReference: 'debtorReference.reference',
  creditorReferenceModel: 'remittanceInformationStructured.referenceType',
  creditorReference: 'remittanceInformationStructured.reference',
  description: 'remittanceInformationUnstructured',
  purposeCode: 'purposeCode',
  purposeCodeUae: 'purposeCodeUae',
  executionDate: 'requestedExecutionDate',
  urgency: 'urgency',
  chargeBearer: 'chargeBearer',
  creditorAgentBic: 'creditorAgent.bic',
  creditorAgentName: 'creditorAgent.name',
  creditorAgentAddress: 'creditorAgent.address',
  creditorAgentCountry: 'creditorAgent.country',
  paymentInstrument: 'paymentInstrument',
  foreignTurnoverCode: 'foreignTurnoverCode',
  endToEndId: 'endToEndIdentification',
};

/** A model and a reference as validated ("HR01", "1234-56"). */
export interface TPaymentReference {
  model: string;
  reference: string;
}

/** A payment that passed every rule: normalised values, amounts in minor units. */
export interface TValidatedPayment {
  type: TPaymentType;
  debtorIban: string;
  creditorAccount: string;
  accountType: TAccountNumberType;
  creditorName: string;
  creditorStreet: string;
  creditorResidence: string;
  creditorCountry: string;
  creditorTaxId: string;
  ultimateDebtor: string;
  ultimateCreditor: string;
  amountMinor: TMinor;
  currency: string;
  debtorReference: TPaymentReference | null;
  creditorReference: TPaymentReference | null;
  /** As typed (without the UAE purpose-code line). */
  description: string;
  /** What goes on the wire: the description, behind the UAE purpose-code line for an AE IBAN. */
  wireDescription: string;
  purposeCode: string;
  purposeCodeUae: string;
  /** The date stored: the requested one, or the next possible one when the cut-off took it. */
  executionDate: string;
  urgency: TUrgency;
  /** Foreign and SEPA payments only; null for domestic and internal ones. */
  chargeBearer: TChargeBearer | null;
  creditorAgent: { bic: string; name: string; address: string; country: string } | null;
  paymentInstrument: TPaymentInstrument | null;
  foreignTurnoverCode: string;
  endToEndId: string;
}

/** An account as the payment rules see it. */
export interface TPaymentAccountFacts {
  iban: string;
  currency: string;
  status: TAccountStatus;
}

/** How an account is listed by the bank (000 §8 validation messages). */
export const ACCOUNT_LISTINGS = ['BLACKLISTED', 'WHITELISTED', 'URGENT_ONLY', 'PROTECTED'] as const;
export type TAccountListing = (typeof ACCOUNT_LISTINGS)[number];

/** A bank of the directory: Croatian banks by their 7-digit code, foreign ones by BIC. */
export interface TBankFacts {
  bic: string;
  name: string;
  /** Street, postal code and place of the bank's head office, as one line. */
  address: string;
  /** ISO 3166 alpha-2. */
  country: string;
  /** The currencies the bank takes; null: any. */
  currencies: readonly string[] | null;
}

/**
 * What the server looked up for the rules, so they stay pure: the debit account, the payee's
 * account when it is at this bank, the bank directory, the bank's account lists and the codebooks.
 */
export interface TPaymentValidationContext {
  now: Date;
  /** This bank's 7-digit code (the digits after HRkk in its IBANs). */
  bankCode: string;
  /** The company's account the person may enter orders on; undefined: not one of them. */
  debtorAccount: (TPaymentAccountFacts & { availableMinor: TMinor }) | undefined;
  /** The company's own accounts (internal transfers go between them). */
  findOwnAccount(iban: string): TPaymentAccountFacts | undefined;
  /** Any client's account at this bank. */
  findAccountAtBank(iban: string): TPaymentAccountFacts | undefined;
  /** A Croatian bank by its 7-digit code. */
  findBankByCode(bankCode: string): TBankFacts | undefined;
  /** A bank by its BIC (8 or 11 characters; the first 8 decide). */
  findBankByBic(bic: string): TBankFacts | undefined;
  findAccountListing(iban: string): TAccountListing | undefined;
  isSanctionedName(name: string): boolean;
  isKnownCountry(code: string): boolean;
  isKnownPurposeCode(code: string): boolean;
  isKnownUaePurposeCode(code: string): boolean;
  /**
   * The debit account's limit for instant payments (its own, else the bank's default per
   * transaction) and, under a daily limit, what its instant payments of the day already come to.
   */
  instantLimit: TInstantLimitStanding;
}
