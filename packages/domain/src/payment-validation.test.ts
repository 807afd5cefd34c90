import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TUrgency } from './calendar';
import { computeMod11IniCheckDigit } from './check-digits';
import { isErrorCode, type TErrorCode, type TRuleViolation } from './error-codes';
import { buildCroatianIban, formatIbanGrouped } from './iban';
import { getDefaultInstantStanding, type TInstantLimitStanding } from './instant-limits';
import { buildOib } from './oib';
import {
  PAYMENT_FIELD_PATHS,
  type TAccountListing,
  type TBankFacts,
  type TPaymentAccountFacts,
  type TPaymentDraft,
  type TPaymentForm,
  type TPaymentInstrument,
  type TPaymentValidationContext,
} from './payment';
import {
  getForeignPaymentFieldVisibility,
  SEPA_COUNTRY_CODES,
  validatePaymentDraft,
  type TPaymentValidation,
} from './payment-validation';
import type { TChargeBearer } from './payment-wire';
import type { TReferenceData } from './reference';

/** Wednesday 25 November 2026, 10:00 in Zagreb: before the 15:30 cut-off. */
const NOW = new Date('2026-11-25T09:00:00Z');
const TODAY = '2026-11-25';
const TOMORROW = '2026-11-26';
/** 16:00 in Zagreb, after the cut-off. */
const AFTER_CUTOFF = new Date('2026-11-25T15:00:00Z');
/** Saturday 28 November 2026, 23:00 in Zagreb. */
const SATURDAY_NIGHT = new Date('2026-11-28T22:00:00Z');

const BANK_CODE = '2390001';
const DEBTOR_IBAN = buildCroatianIban('239000', '100000001');
const OWN_EUR_IBAN = buildCroatianIban('239000', '100000002');
const OWN_USD_IBAN = buildCroatianIban('239000', '100000003');
const OWN_CLOSED_IBAN = buildCroatianIban('239000', '100000004');
const CLIENT_IBAN = buildCroatianIban('239000', '200000001');
const CLIENT_BLOCKED_IBAN = buildCroatianIban('239000', '200000002');
const CLIENT_CLOSED_IBAN = buildCroatianIban('239000', '200000003');
const UNKNOWN_CLIENT_IBAN = buildCroatianIban('239000', '200000004');
/** PBZ, bank code 2340009. */
const OTHER_BANK_IBAN = buildCroatianIban('234000', '300000001');
const UNKNOWN_BANK_IBAN = buildCroatianIban('555555', '300000001');
const BLACKLISTED_IBAN = buildCroatianIban('234000', '300000002');
const WHITELISTED_IBAN = buildCroatianIban('234000', '300000003');
const PROTECTED_IBAN = buildCroatianIban('234000', '300000004');
const URGENT_ONLY_IBAN = buildCroatianIban('234000', '300000005');
const DE_IBAN = 'DE89370400440532013000';
const AE_IBAN = 'AE070331234567890123456';
const TR_IBAN = 'TR330006100519786457841326';
const US_ACCOUNT = '021000021123456789';

const BANKS_BY_CODE: ReadonlyMap<string, TBankFacts> = new Map([
  [
    '2390001',
    {
      bic: 'HPBZHR2X',
      name: 'Hrvatska poštanska banka',
      address: 'Jurišićeva 4, 10000 Zagreb',
      country: 'HR',
      currencies: null,
    },
  ],
  [
    '2340009',
    {
      bic: 'PBZGHR2X',
      name: 'Privredna banka Zagreb',
      address: 'Radnička cesta 50, 10000 Zagreb',
      country: 'HR',
      currencies: null,
    },
  ],
]);
const BANKS_BY_BIC: ReadonlyMap<string, TBankFacts> = new Map([
  ...[...BANKS_BY_CODE.values()].map((bank) => [bank.bic, bank] as const),
  [
    'DEUTDEFF',
    {
      bic: 'DEUTDEFF',
      name: 'Deutsche Bank AG',
      address: 'Taunusanlage 12, 60325 Frankfurt am Main',
      country: 'DE',
      currencies: null,
    },
  ],
  [
    'CHASUS33',
    {
      bic: 'CHASUS33',
      name: 'JPMorgan Chase Bank',
      address: '270 Park Avenue, New York',
      country: 'US',
      currencies: ['USD'],
    },
  ],
]);

function makeAccount(
  iban: string,
  currency = 'EUR',
  status: TPaymentAccountFacts['status'] = 'ACTIVE',
): TPaymentAccountFacts {
  return { iban, currency, status };
}

const OWN_ACCOUNTS = [
  makeAccount(DEBTOR_IBAN),
  makeAccount(OWN_EUR_IBAN),
  makeAccount(OWN_USD_IBAN, 'USD'),
  makeAccount(OWN_CLOSED_IBAN, 'EUR', 'CLOSED'),
];
const ACCOUNTS_AT_BANK = [
  ...OWN_ACCOUNTS,
  makeAccount(CLIENT_IBAN),
  makeAccount(CLIENT_BLOCKED_IBAN, 'EUR', 'BLOCKED'),
  makeAccount(CLIENT_CLOSED_IBAN, 'EUR', 'CLOSED'),
];
const LISTINGS: ReadonlyMap<string, TAccountListing> = new Map([
  [BLACKLISTED_IBAN, 'BLACKLISTED'],
  [WHITELISTED_IBAN, 'WHITELISTED'],
  [PROTECTED_IBAN, 'PROTECTED'],
  [URGENT_ONLY_IBAN, 'URGENT_ONLY'],
]);
const COUNTRIES = new Set(['HR', 'DE', 'AT', 'CH', 'FR', 'GB', 'IT', 'TR', 'US', 'AE']);
const PURPOSE_CODES = new Set(['SALA', 'SUPP', 'GDDS', 'OTHR']);
const UAE_PURPOSE_CODES = new Set(['GDS', 'SAL', 'FIS']);

function makeContext(
  overrides: Partial<TPaymentValidationContext> = {},
): TPaymentValidationContext {
  return {
    now: NOW,
    bankCode: BANK_CODE,
    debtorAccount: { ...makeAccount(DEBTOR_IBAN), availableMinor: 5_000_000n },
    findOwnAccount: (iban) => OWN_ACCOUNTS.find((account) => account.iban === iban),
    findAccountAtBank: (iban) => ACCOUNTS_AT_BANK.find((account) => account.iban === iban),
    findBankByCode: (code) => BANKS_BY_CODE.get(code),
    findBankByBic: (bic) => BANKS_BY_BIC.get(bic.slice(0, 8)),
    findAccountListing: (iban) => LISTINGS.get(iban),
    isSanctionedName: (name) => name.toLowerCase() === 'sanctioned trading ltd',
    isKnownCountry: (code) => COUNTRIES.has(code),
    isKnownPurposeCode: (code) => PURPOSE_CODES.has(code),
    isKnownUaePurposeCode: (code) => UAE_PURPOSE_CODES.has(code),
    instantLimit: getDefaultInstantStanding(10_000_000n),
    ...overrides,
  };
}

/** A value outside a field's type, as an untrusted client may send it. */
function unchecked<T extends string>(value: string): T {
  return value as T;
}

const BLANK_DRAFT: TPaymentDraft = {
  form: 'DOMESTIC',
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
  currency: '',
  debtorReferenceModel: '',
  debtorReference: '',
  creditorReferenceModel: '',
  creditorReference: '',
  description: '',
  purposeCode: '',
  purposeCodeUae: '',
  executionDate: '',
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

function makeDomesticDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return {
    ...BLANK_DRAFT,
    debtorIban: DEBTOR_IBAN,
    creditorAccount: OTHER_BANK_IBAN,
    creditorName: 'Tiskara Zagreb d.o.o.',
    creditorStreet: 'Ilica 1',
    creditorResidence: '10000 Zagreb',
    amount: '125.50',
    currency: 'EUR',
    creditorReferenceModel: 'HR00',
    creditorReference: '2026-1105',
    description: 'Račun 1105/2026',
    executionDate: TODAY,
    ...overrides,
  };
}

function makeInternalDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return makeDomesticDraft({
    form: 'INTERNAL',
    creditorAccount: OWN_EUR_IBAN,
    creditorName: 'Poslovno d.o.o.',
    creditorStreet: '',
    creditorResidence: '',
    creditorReferenceModel: '',
    creditorReference: '',
    description: 'Prijenos na štedni račun',
    ...overrides,
  });
}

/** Euro to a German IBAN, charges shared: a SEPA credit transfer. */
function makeSepaDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return {
    ...BLANK_DRAFT,
    form: 'FOREIGN',
    debtorIban: DEBTOR_IBAN,
    creditorAccount: DE_IBAN,
    creditorName: 'Muster GmbH',
    creditorStreet: 'Hauptstrasse 5',
    creditorResidence: '10115 Berlin',
    creditorCountry: 'DE',
    amount: '980.00',
    currency: 'EUR',
    description: 'Invoice 2026-77',
    executionDate: TODAY,
    chargeBearer: 'SHA',
    ...overrides,
  };
}

/** Dollars to an American account number: a SWIFT payment. */
function makeForeignDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return makeSepaDraft({
    creditorAccount: US_ACCOUNT,
    creditorName: 'Acme Corporation',
    creditorStreet: '1 Main Street',
    creditorResidence: 'New York NY 10001',
    creditorCountry: 'US',
    amount: '2500.00',
    currency: 'USD',
    creditorAgentBic: 'CHASUS33',
    chargeBearer: 'OUR',
    paymentInstrument: 'DOZNAKA',
    foreignTurnoverCode: '5517d',
    ...overrides,
  });
}

/** A SWIFT payment to an IBAN of the Emirates, which needs the UAE purpose code. */
function makeUaeDraft(overrides: Partial<TPaymentDraft> = {}): TPaymentDraft {
  return makeSepaDraft({
    creditorAccount: AE_IBAN,
    creditorName: 'Gulf Trading LLC',
    creditorStreet: 'Sheikh Zayed Road 1',
    creditorResidence: 'Dubai',
    creditorCountry: 'AE',
    currency: 'AED',
    purposeCodeUae: 'GDS',
    foreignTurnoverCode: '5517d',
    ...overrides,
  });
}

function validate(
  draft: TPaymentDraft,
  context: Partial<TPaymentValidationContext> = {},
): TPaymentValidation {
  return validatePaymentDraft(draft, makeContext(context));
}

function expectValid(result: TPaymentValidation) {
  if (!result.ok) expect.fail(`expected a valid payment, got ${JSON.stringify(result.violations)}`);
  return result;
}

/** 1234-567d under HR01's joint MOD11INI check digit, and the same with a wrong check digit. */
const HR01_CHECK_DIGIT = computeMod11IniCheckDigit('1234567');
const HR01_REFERENCE = `1234-567${HR01_CHECK_DIGIT}`;
const HR01_WRONG_REFERENCE = `1234-567${(HR01_CHECK_DIGIT + 1) % 10}`;

type TRejection = [
  name: string,
  draft: TPaymentDraft,
  field: string,
  code: TErrorCode,
  context?: Partial<TPaymentValidationContext>,
];

/** Each case breaks one rule of an otherwise valid draft: exactly one violation comes back. */
function itRejects(cases: readonly TRejection[]) {
  it.each(cases)('rejects %s', (_name, draft, field, code, context) => {
    const result = validate(draft, context);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.violations).toEqual([{ field, code }]);
  });
}

describe('validatePaymentDraft: valid examples', () => {
  it('accepts a domestic payment and normalises it', () => {
    const result = expectValid(
      validate(
        makeDomesticDraft({
          creditorAccount: formatIbanGrouped(OTHER_BANK_IBAN).toLowerCase(),
          currency: ' eur ',
          creditorName: '  Tiskara Zagreb d.o.o. ',
          purposeCode: 'supp',
        }),
      ),
    );
    expect(result).toEqual({
      ok: true,
      warnings: [],
      payment: {
        type: 'DOMESTIC',
        debtorIban: DEBTOR_IBAN,
        creditorAccount: OTHER_BANK_IBAN,
        accountType: 'IBAN',
        creditorName: 'Tiskara Zagreb d.o.o.',
        creditorStreet: 'Ilica 1',
        creditorResidence: '10000 Zagreb',
        creditorCountry: '',
        creditorTaxId: '',
        ultimateDebtor: '',
        ultimateCreditor: '',
        amountMinor: 12550n,
        currency: 'EUR',
        debtorReference: null,
        creditorReference: { model: 'HR00', reference: '2026-1105' },
        description: 'Račun 1105/2026',
        wireDescription: 'Račun 1105/2026',
        purposeCode: 'SUPP',
        purposeCodeUae: '',
        executionDate: TODAY,
        urgency: 'NORMAL',
        chargeBearer: null,
        creditorAgent: null,
        paymentInstrument: null,
        foreignTurnoverCode: '',
        endToEndId: '',
      },
    });
  });

  it('accepts a SWIFT foreign payment to an account number', () => {
    const { payment, warnings } = expectValid(validate(makeForeignDraft()));
    expect(warnings).toEqual([]);
    expect(payment).toMatchObject({
      type: 'FOREIGN',
      creditorAccount: US_ACCOUNT,
      accountType: 'BBAN',
      amountMinor: 250000n,
      currency: 'USD',
      chargeBearer: 'OUR',
      paymentInstrument: 'DOZNAKA',
      foreignTurnoverCode: '5517d',
      creditorCountry: 'US',
      creditorAgent: {
        bic: 'CHASUS33',
        name: 'JPMorgan Chase Bank',
        address: '270 Park Avenue, New York',
        country: 'US',
      },
    });
  });

  it('accepts a SEPA payment, without turnover code or instrument', () => {
    const { payment } = expectValid(
      validate(makeSepaDraft({ foreignTurnoverCode: '5517d', paymentInstrument: 'INKASO' })),
    );
    expect(payment).toMatchObject({
      type: 'SEPA',
      accountType: 'IBAN',
      chargeBearer: 'SHA',
      paymentInstrument: null,
      foreignTurnoverCode: '',
      creditorAgent: { bic: '', name: '', address: '', country: '' },
    });
  });

  it('accepts an internal transfer between own accounts', () => {
    const { payment } = expectValid(validate(makeInternalDraft()));
    expect(payment).toMatchObject({
      type: 'INTERNAL',
      creditorAccount: OWN_EUR_IBAN,
      creditorReference: { model: 'HR99', reference: '' },
      chargeBearer: null,
      creditorAgent: null,
    });
  });

  it('accepts an instant payment to a client of this bank', () => {
    const { payment } = expectValid(
      validate(makeDomesticDraft({ urgency: 'INSTANT', creditorAccount: CLIENT_IBAN })),
    );
    expect(payment).toMatchObject({ type: 'DOMESTIC', urgency: 'INSTANT', executionDate: TODAY });
  });

  it.each([
    ['euro, SHA, a SEPA IBAN', makeSepaDraft(), 'SEPA'],
    [
      'euro, SHA, an IBAN of Switzerland',
      makeSepaDraft({ creditorAccount: 'CH9300762011623852957', creditorCountry: 'CH' }),
      'SEPA',
    ],
    ['euro, OUR', makeSepaDraft({ chargeBearer: 'OUR', foreignTurnoverCode: '5517d' }), 'FOREIGN'],
    [
      'dollars to a SEPA IBAN',
      makeSepaDraft({ currency: 'USD', foreignTurnoverCode: '5517d' }),
      'FOREIGN',
    ],
    [
      'euro to a Turkish IBAN',
      makeSepaDraft({
        creditorAccount: TR_IBAN,
        creditorCountry: 'TR',
        foreignTurnoverCode: '5517d',
      }),
      'FOREIGN',
    ],
    ['the domestic form', makeDomesticDraft(), 'DOMESTIC'],
    ['the internal form', makeInternalDraft(), 'INTERNAL'],
  ] as const)('types a payment of %s as %s', (_name, draft, type) => {
    expect(expectValid(validate(draft)).payment.type).toBe(type);
  });

  it('rejects a form that does not exist, validating the rest as domestic', () => {
    const result = validate(makeDomesticDraft({ form: unchecked<TPaymentForm>('SEPA') }));
    expect(result).toMatchObject({
      ok: false,
      violations: [{ field: 'type', code: 'FIELD_INVALID' }],
    });
    expect(!result.ok && result.violations).toHaveLength(1);
  });
});

describe('rule 1: debtor account', () => {
  itRejects([
    [
      'an empty account',
      makeDomesticDraft({ debtorIban: ' ' }),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_EMPTY',
    ],
    [
      'an account the server did not find',
      makeDomesticDraft(),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
      { debtorAccount: undefined },
    ],
    [
      'an account other than the one looked up',
      makeDomesticDraft({ debtorIban: OWN_EUR_IBAN }),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'an invalid IBAN',
      makeDomesticDraft({ debtorIban: 'HR12 3456' }),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'a blocked account',
      makeDomesticDraft(),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_INACTIVE',
      { debtorAccount: { ...makeAccount(DEBTOR_IBAN, 'EUR', 'BLOCKED'), availableMinor: 0n } },
    ],
    [
      'a closed account',
      makeDomesticDraft(),
      'debtorAccount.iban',
      'DEBTOR_ACCOUNT_INACTIVE',
      { debtorAccount: { ...makeAccount(DEBTOR_IBAN, 'EUR', 'CLOSED'), availableMinor: 0n } },
    ],
  ]);

  it('accepts the account grouped and in lower case', () => {
    const draft = makeDomesticDraft({ debtorIban: formatIbanGrouped(DEBTOR_IBAN).toLowerCase() });
    expect(expectValid(validate(draft)).payment.debtorIban).toBe(DEBTOR_IBAN);
  });
});

describe('rule 2: currency', () => {
  const usdAccount = { debtorAccount: { ...makeAccount(OWN_USD_IBAN, 'USD'), availableMinor: 0n } };
  itRejects([
    [
      'an unknown currency',
      makeDomesticDraft({ currency: 'XYZ' }),
      'instructedAmount.currency',
      'CURRENCY_INVALID',
    ],
    [
      'a domestic payment in dollars',
      makeDomesticDraft({ currency: 'USD' }),
      'instructedAmount.currency',
      'CURRENCY_MISMATCH',
    ],
    [
      'a domestic payment in dollars from a dollar account',
      makeDomesticDraft({ debtorIban: OWN_USD_IBAN, currency: 'USD' }),
      'instructedAmount.currency',
      'CURRENCY_MISMATCH',
      usdAccount,
    ],
    [
      'an internal transfer in another currency than the account',
      makeInternalDraft({ currency: 'USD' }),
      'instructedAmount.currency',
      'CURRENCY_MISMATCH',
    ],
    [
      'a foreign payment in kuna, which counts as 0 EUR',
      makeSepaDraft({ currency: 'HRK', foreignTurnoverCode: '5517d' }),
      'instructedAmount.amount',
      'AMOUNT_NOT_POSITIVE',
    ],
  ]);

  it('rejects a domestic payment in kuna on the currency and on the amount', () => {
    const result = validate(makeDomesticDraft({ currency: 'HRK' }));
    expect(!result.ok && result.violations).toEqual([
      { field: 'instructedAmount.currency', code: 'CURRENCY_MISMATCH' },
      { field: 'instructedAmount.amount', code: 'AMOUNT_NOT_POSITIVE' },
    ]);
  });

  it.each([
    ['a foreign payment in dollars from a euro account', makeForeignDraft(), {}, 'USD'],
    [
      'an internal transfer in the account currency',
      makeInternalDraft({ debtorIban: OWN_USD_IBAN, currency: 'usd' }),
      usdAccount,
      'USD',
    ],
  ] as const)('accepts %s', (_name, draft, context, currency) => {
    expect(expectValid(validate(draft, context)).payment.currency).toBe(currency);
  });
});

describe('rule 3: amount', () => {
  itRejects([
    [
      'an empty amount',
      makeDomesticDraft({ amount: '' }),
      'instructedAmount.amount',
      'AMOUNT_REQUIRED',
    ],
    [
      'a zero amount',
      makeDomesticDraft({ amount: '0.00' }),
      'instructedAmount.amount',
      'AMOUNT_NOT_POSITIVE',
    ],
    [
      'a negative amount',
      makeDomesticDraft({ amount: '-5' }),
      'instructedAmount.amount',
      'AMOUNT_NOT_POSITIVE',
    ],
    [
      'three decimals',
      makeDomesticDraft({ amount: '1.234' }),
      'instructedAmount.amount',
      'AMOUNT_TOO_MANY_DECIMALS',
    ],
    [
      'decimals of yen',
      makeSepaDraft({ currency: 'JPY', amount: '10.5', foreignTurnoverCode: '5517d' }),
      'instructedAmount.amount',
      'AMOUNT_TOO_MANY_DECIMALS',
    ],
    [
      '13 integer digits',
      makeDomesticDraft({ amount: '1234567890123' }),
      'instructedAmount.amount',
      'AMOUNT_TOO_LARGE',
    ],
    [
      'a decimal comma',
      makeDomesticDraft({ amount: '12,50' }),
      'instructedAmount.amount',
      'AMOUNT_INVALID',
    ],
  ]);

  it.each([
    ['one decimal', makeDomesticDraft({ amount: '1250.5' }), 125050n],
    [
      'whole yen',
      makeSepaDraft({ currency: 'JPY', amount: '1000', foreignTurnoverCode: '5517d' }),
      1000n,
    ],
  ] as const)('accepts %s', (_name, draft, amountMinor) => {
    expect(expectValid(validate(draft)).payment.amountMinor).toBe(amountMinor);
  });
});

describe('rule 4: creditor account', () => {
  itRejects([
    [
      'an empty domestic account',
      makeDomesticDraft({ creditorAccount: '' }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_EMPTY',
    ],
    [
      'a foreign IBAN on the domestic form',
      makeDomesticDraft({ creditorAccount: DE_IBAN }),
      'creditorAccount.iban',
      'IBAN_INVALID',
    ],
    [
      'a short Croatian IBAN',
      makeDomesticDraft({ creditorAccount: 'HR12 3456' }),
      'creditorAccount.iban',
      'IBAN_INVALID_LENGTH',
    ],
    [
      'a wrong check digit',
      makeDomesticDraft({ creditorAccount: `HR00${OTHER_BANK_IBAN.slice(4)}` }),
      'creditorAccount.iban',
      'IBAN_INVALID',
    ],
    [
      'an account this bank does not have',
      makeDomesticDraft({ creditorAccount: UNKNOWN_CLIENT_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'a closed account at this bank',
      makeDomesticDraft({ creditorAccount: CLIENT_CLOSED_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_INACTIVE',
    ],
    [
      'a bank code not in the directory',
      makeDomesticDraft({ creditorAccount: UNKNOWN_BANK_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'an internal transfer to another company',
      makeInternalDraft({ creditorAccount: CLIENT_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_UNIDENTIFIABLE',
    ],
    [
      'an internal transfer to the debit account',
      makeInternalDraft({ creditorAccount: DEBTOR_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_SAME_AS_DEBTOR',
    ],
    [
      'a domestic payment to the debit account',
      makeDomesticDraft({ creditorAccount: DEBTOR_IBAN.toLowerCase() }),
      'creditorAccount.iban',
      'CREDITOR_SAME_AS_DEBTOR',
    ],
    [
      'a SEPA payment to the debit account',
      makeSepaDraft({ creditorAccount: DEBTOR_IBAN, creditorCountry: 'HR' }),
      'creditorAccount.iban',
      'CREDITOR_SAME_AS_DEBTOR',
    ],
    [
      'an internal transfer to a closed own account',
      makeInternalDraft({ creditorAccount: OWN_CLOSED_IBAN }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_INACTIVE',
    ],
    [
      'an empty foreign account',
      makeSepaDraft({ creditorAccount: '  ' }),
      'creditorAccount.iban',
      'CREDITOR_ACCOUNT_EMPTY',
    ],
    [
      'a mistyped foreign IBAN',
      makeSepaDraft({ creditorAccount: 'DE89370400440532013001' }),
      'creditorAccount.iban',
      'IBAN_INVALID',
    ],
    [
      'an account number with symbols',
      makeForeignDraft({ creditorAccount: 'ACC#123' }),
      'creditorAccount.iban',
      'IBAN_INVALID_CHARACTERS',
    ],
    [
      'a blacklisted account',
      makeDomesticDraft({ creditorAccount: BLACKLISTED_IBAN }),
      'creditorAccount.iban',
      'ACCOUNT_BLACKLISTED',
    ],
    [
      'a whitelisted account',
      makeDomesticDraft({ creditorAccount: WHITELISTED_IBAN }),
      'creditorAccount.iban',
      'ACCOUNT_WHITELISTED',
    ],
    [
      'a protected account',
      makeDomesticDraft({ creditorAccount: PROTECTED_IBAN }),
      'creditorAccount.iban',
      'ACCOUNT_PROTECTED',
    ],
    [
      'a normal payment to an urgent-only account',
      makeDomesticDraft({ creditorAccount: URGENT_ONLY_IBAN }),
      'creditorAccount.iban',
      'ACCOUNT_URGENT_ONLY',
    ],
    [
      'a listed foreign account',
      makeSepaDraft(),
      'creditorAccount.iban',
      'ACCOUNT_PROTECTED',
      { findAccountListing: () => 'PROTECTED' },
    ],
  ]);

  it.each([
    [
      'a blocked account at this bank, which still receives',
      makeDomesticDraft({ creditorAccount: CLIENT_BLOCKED_IBAN }),
      CLIENT_BLOCKED_IBAN,
      'IBAN',
    ],
    [
      'an urgent payment to an urgent-only account',
      makeDomesticDraft({ creditorAccount: URGENT_ONLY_IBAN, urgency: 'URGENT' }),
      URGENT_ONLY_IBAN,
      'IBAN',
    ],
    [
      'an own account in another currency',
      makeInternalDraft({ creditorAccount: OWN_USD_IBAN }),
      OWN_USD_IBAN,
      'IBAN',
    ],
    [
      'a foreign IBAN in lower case',
      makeSepaDraft({ creditorAccount: 'de89 3704 0044 0532 0130 00' }),
      DE_IBAN,
      'IBAN',
    ],
    ['an account number', makeForeignDraft(), US_ACCOUNT, 'BBAN'],
  ] as const)('accepts %s', (_name, draft, creditorAccount, accountType) => {
    const { payment, warnings } = expectValid(validate(draft));
    expect(payment).toMatchObject({ creditorAccount, accountType });
    expect(warnings).toEqual([]);
  });

  it('accepts an account number where the country uses IBAN, with a warning', () => {
    const draft = makeSepaDraft({
      creditorAccount: '0532013000',
      creditorAgentBic: 'DEUTDEFF',
      foreignTurnoverCode: '5517d',
    });
    const result = expectValid(validate(draft));
    expect(result.payment).toMatchObject({ type: 'FOREIGN', accountType: 'BBAN' });
    expect(result.warnings).toEqual([{ field: 'creditorAccount.iban', code: 'IBAN_EXPECTED' }]);
  });
});

describe('rule 5: creditor name and sanctions', () => {
  itRejects([
    ['an empty name', makeDomesticDraft({ creditorName: ' ' }), 'creditorName', 'FIELD_REQUIRED'],
    [
      'an empty name on an internal transfer',
      makeInternalDraft({ creditorName: '' }),
      'creditorName',
      'FIELD_REQUIRED',
    ],
    [
      'a name of 71 characters',
      makeDomesticDraft({ creditorName: 'A'.repeat(71) }),
      'creditorName',
      'FIELD_TOO_LONG',
    ],
    [
      'markup in the name',
      makeDomesticDraft({ creditorName: 'Firma <b>' }),
      'creditorName',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'a sanctioned payee',
      makeSepaDraft({ creditorName: 'Sanctioned Trading Ltd' }),
      'creditorName',
      'SANCTIONS_RESTRICTION',
    ],
    [
      'a sanctioned ultimate creditor',
      makeDomesticDraft({ ultimateCreditor: 'SANCTIONED TRADING LTD' }),
      'ultimateCreditor',
      'SANCTIONS_RESTRICTION',
    ],
  ]);

  it('accepts Croatian letters and a name of 70 characters', () => {
    for (const creditorName of ['Čistoća Đakovo d.o.o.', 'A'.repeat(70)]) {
      expect(expectValid(validate(makeDomesticDraft({ creditorName }))).payment.creditorName).toBe(
        creditorName,
      );
    }
  });
});

describe('rule 6: creditor address', () => {
  itRejects([
    [
      'street and residence over 70',
      makeDomesticDraft({ creditorStreet: 'S'.repeat(40), creditorResidence: 'R'.repeat(30) }),
      'creditorAddress.street',
      'ADDRESS_TOO_LONG',
    ],
    [
      'a foreign street over 35',
      makeSepaDraft({ creditorStreet: 'S'.repeat(36) }),
      'creditorAddress.street',
      'FIELD_TOO_LONG',
    ],
    [
      'a foreign payment without country',
      makeSepaDraft({ creditorCountry: '' }),
      'creditorAddress.country',
      'FIELD_REQUIRED',
    ],
    [
      'an unknown foreign country',
      makeSepaDraft({ creditorCountry: 'XX' }),
      'creditorAddress.country',
      'FIELD_INVALID',
    ],
    [
      'an unknown domestic country',
      makeDomesticDraft({ creditorCountry: 'Croatia' }),
      'creditorAddress.country',
      'FIELD_INVALID',
    ],
    [
      'symbols in the street',
      makeDomesticDraft({ creditorStreet: 'Ilica 1 @' }),
      'creditorAddress.street',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'symbols in the residence',
      makeDomesticDraft({ creditorResidence: 'Zagreb #' }),
      'creditorAddress.residence',
      'FIELD_INVALID_CHARACTERS',
    ],
  ]);

  it.each([
    [
      '70 characters joined',
      makeDomesticDraft({ creditorStreet: 'S'.repeat(35), creditorResidence: 'R'.repeat(34) }),
      '',
    ],
    ['a domestic payee with a country', makeDomesticDraft({ creditorCountry: 'hr' }), 'HR'],
    ['a foreign country in lower case', makeSepaDraft({ creditorCountry: ' de ' }), 'DE'],
  ] as const)('accepts %s', (_name, draft, creditorCountry) => {
    expect(expectValid(validate(draft)).payment.creditorCountry).toBe(creditorCountry);
  });
});

describe('rule 7: creditor tax id', () => {
  itRejects([
    [
      'a foreign tax id under 7 characters',
      makeSepaDraft({ creditorTaxId: 'DE123' }),
      'creditorTaxId',
      'TAX_ID_TOO_SHORT',
    ],
    [
      'symbols in a foreign tax id',
      makeSepaDraft({ creditorTaxId: 'DE#123456' }),
      'creditorTaxId',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'a domestic payee tax id that is no OIB',
      makeDomesticDraft({ creditorTaxId: '12' }),
      'creditorTaxId',
      'OIB_INVALID',
    ],
  ]);

  it.each([
    ['a foreign tax id', makeSepaDraft({ creditorTaxId: ' DE123456789 ' }), 'DE123456789'],
    ['no foreign tax id', makeSepaDraft(), ''],
    [
      'a domestic payee OIB, kept',
      makeDomesticDraft({ creditorTaxId: buildOib('1234567890') }),
      buildOib('1234567890'),
    ],
    ['no domestic payee OIB', makeDomesticDraft(), ''],
  ] as const)('accepts %s', (_name, draft, creditorTaxId) => {
    expect(expectValid(validate(draft)).payment.creditorTaxId).toBe(creditorTaxId);
  });
});

describe('rule 8: ultimate debtor and creditor', () => {
  itRejects([
    [
      'an ultimate debtor over 70',
      makeDomesticDraft({ ultimateDebtor: 'U'.repeat(71) }),
      'ultimateDebtor',
      'FIELD_TOO_LONG',
    ],
    [
      'symbols in the ultimate creditor',
      makeDomesticDraft({ ultimateCreditor: 'Firma_d.o.o.' }),
      'ultimateCreditor',
      'FIELD_INVALID_CHARACTERS',
    ],
  ]);

  it('accepts both parties', () => {
    const draft = makeSepaDraft({
      ultimateDebtor: 'Poslovno d.o.o.',
      ultimateCreditor: 'Muster AG',
    });
    expect(expectValid(validate(draft)).payment).toMatchObject({
      ultimateDebtor: 'Poslovno d.o.o.',
      ultimateCreditor: 'Muster AG',
    });
  });
});

describe('rule 9: references', () => {
  const creditorType = 'remittanceInformationStructured.referenceType';
  const creditorReference = 'remittanceInformationStructured.reference';
  itRejects([
    [
      'an unknown model',
      makeDomesticDraft({ creditorReferenceModel: 'HR1' }),
      creditorType,
      'REFERENCE_MODEL_INVALID',
    ],
    [
      'a model without its reference',
      makeDomesticDraft({ creditorReferenceModel: 'HR01', creditorReference: '' }),
      creditorReference,
      'REFERENCE_REQUIRED',
    ],
    [
      'letters in a reference',
      makeDomesticDraft({ creditorReference: '12a' }),
      creditorReference,
      'REFERENCE_INVALID_CHARACTERS',
    ],
    [
      'a wrong check digit',
      makeDomesticDraft({
        creditorReferenceModel: 'HR01',
        creditorReference: HR01_WRONG_REFERENCE,
      }),
      creditorReference,
      'REFERENCE_CHECK_DIGIT',
    ],
    [
      'a reference under the default HR99',
      makeDomesticDraft({ creditorReferenceModel: '', creditorReference: '123' }),
      creditorReference,
      'REFERENCE_NOT_ALLOWED',
    ],
    [
      'an internal transfer with a wrong reference',
      makeInternalDraft({
        creditorReferenceModel: 'HR01',
        creditorReference: HR01_WRONG_REFERENCE,
      }),
      creditorReference,
      'REFERENCE_CHECK_DIGIT',
    ],
    [
      'a debtor reference without model',
      makeDomesticDraft({ debtorReference: '123' }),
      'debtorReference.referenceType',
      'REFERENCE_MODEL_INVALID',
    ],
    [
      'a debtor model without reference',
      makeDomesticDraft({ debtorReferenceModel: 'HR01' }),
      'debtorReference.reference',
      'REFERENCE_REQUIRED',
    ],
    [
      'a foreign type not of two letters and two digits',
      makeSepaDraft({ creditorReferenceModel: 'R118', creditorReference: '539007547034' }),
      creditorType,
      'REFERENCE_TYPE_INVALID',
    ],
    [
      'a foreign reference without type',
      makeSepaDraft({ creditorReference: '539007547034' }),
      creditorType,
      'REFERENCE_TYPE_INVALID',
    ],
    [
      'a foreign type without reference',
      makeSepaDraft({ creditorReferenceModel: 'RF18' }),
      creditorReference,
      'REFERENCE_REQUIRED',
    ],
    [
      'a foreign reference over 35',
      makeSepaDraft({ creditorReferenceModel: 'RF18', creditorReference: '1'.repeat(36) }),
      creditorReference,
      'FIELD_TOO_LONG',
    ],
    [
      'symbols in a foreign reference',
      makeSepaDraft({ creditorReferenceModel: 'RF18', creditorReference: '5390 0754 @' }),
      creditorReference,
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'a Croatian model on a SEPA payment with a wrong check digit',
      makeSepaDraft({ creditorReferenceModel: 'HR01', creditorReference: HR01_WRONG_REFERENCE }),
      creditorReference,
      'REFERENCE_CHECK_DIGIT',
    ],
  ]);

  it.each([
    [
      'no reference: HR99',
      makeDomesticDraft({ creditorReferenceModel: ' ', creditorReference: '' }),
      { model: 'HR99', reference: '' },
      null,
    ],
    [
      'the model as its two digits',
      makeDomesticDraft({ creditorReferenceModel: '01', creditorReference: HR01_REFERENCE }),
      { model: 'HR01', reference: HR01_REFERENCE },
      null,
    ],
    [
      'a debtor reference',
      makeDomesticDraft({ debtorReferenceModel: 'HR00', debtorReference: '12 - 34' }),
      { model: 'HR00', reference: '2026-1105' },
      { model: 'HR00', reference: '12-34' },
    ],
    ['no foreign reference', makeSepaDraft({ debtorReference: '99' }), null, null],
    [
      'an RF creditor reference',
      makeSepaDraft({ creditorReferenceModel: 'rf18', creditorReference: '539007547034' }),
      { model: 'RF18', reference: '539007547034' },
      null,
    ],
    [
      'a Croatian model on a SEPA payment',
      makeSepaDraft({ creditorReferenceModel: 'HR01', creditorReference: HR01_REFERENCE }),
      { model: 'HR01', reference: HR01_REFERENCE },
      null,
    ],
  ] as const)('accepts %s', (_name, draft, creditorRef, debtorRef) => {
    expect(expectValid(validate(draft)).payment).toMatchObject({
      creditorReference: creditorRef,
      debtorReference: debtorRef,
    });
  });

  describe("the bank's special revenue types (001 §5)", () => {
    const referenceData: TReferenceData = {
      specialRevenueTypes: { HR68: { '9016': 'PERIOD_MMYY', '9024': 'COMPANY_SIZE' } },
      districtCodes: new Set(['99104']),
    };
    const withReference = (model: string, reference: string, form = makeDomesticDraft) =>
      form({ creditorReferenceModel: model, creditorReference: reference });
    const codesOf = (draft: TPaymentDraft) => {
      const result = validatePaymentDraft(draft, makeContext(), referenceData);
      return result.ok ? [] : result.violations;
    };

    it.each([
      ['a company size outside 002-004', '9024-12345678903-005', 'REFERENCE_COMPANY_SIZE_INVALID'],
      ['month 13', '9016-12345678903-1326', 'REFERENCE_PERIOD_INVALID'],
      ['no third group', '9016-12345678903', 'REFERENCE_TOO_FEW_GROUPS'],
    ])('refuses the payee reference with %s', (_name, reference, code) => {
      expect(codesOf(withReference('HR68', reference))).toEqual([
        { field: creditorReference, code },
      ]);
      expect(codesOf(withReference('HR68', reference, makeSepaDraft))).toEqual([
        { field: creditorReference, code },
      ]);
    });

    it('accepts a valid third group, and other revenue types without one', () => {
      for (const reference of ['9024-12345678903-002', '9016-12345678903-1126', '1201-12345678903'])
        expect(codesOf(withReference('HR68', reference))).toEqual([]);
    });

    it('checks HR05’s P2 as an OIB after a seeded city code', () => {
      expect(codesOf(withReference('HR05', '99104-12345678904'))).toEqual([
        { field: creditorReference, code: 'REFERENCE_CHECK_DIGIT' },
      ]);
      expect(codesOf(withReference('HR05', '99104-12345678903'))).toEqual([]);
    });

    it('leaves the payer’s own reference to the model’s rules alone', () => {
      const draft = makeDomesticDraft({
        debtorReferenceModel: 'HR68',
        debtorReference: '9024-12345678903-005',
      });
      expect(codesOf(draft)).toEqual([]);
    });

    it('checks nothing of the kind without the data', () => {
      expect(validate(withReference('HR68', '9024-12345678903-005')).ok).toBe(true);
    });
  });
});

describe('rule 10: description and the UAE purpose code', () => {
  itRejects([
    [
      'an empty description',
      makeDomesticDraft({ description: ' ' }),
      'remittanceInformationUnstructured',
      'REMITTANCE_REQUIRED',
    ],
    [
      'a description starting with a dash',
      makeDomesticDraft({ description: '-Račun' }),
      'remittanceInformationUnstructured',
      'DESCRIPTION_INVALID_START',
    ],
    [
      'a description starting with a colon',
      makeSepaDraft({ description: ':20:' }),
      'remittanceInformationUnstructured',
      'DESCRIPTION_INVALID_START',
    ],
    [
      'a description over 140',
      makeDomesticDraft({ description: 'D'.repeat(141) }),
      'remittanceInformationUnstructured',
      'FIELD_TOO_LONG',
    ],
    [
      'a euro sign',
      makeDomesticDraft({ description: 'Račun 100 €' }),
      'remittanceInformationUnstructured',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'an AE IBAN without purpose code',
      makeUaeDraft({ purposeCodeUae: '' }),
      'purposeCodeUae',
      'FIELD_REQUIRED',
    ],
    [
      'a purpose code not of three letters',
      makeUaeDraft({ purposeCodeUae: 'GD' }),
      'purposeCodeUae',
      'FIELD_INVALID',
    ],
    [
      'an unknown purpose code',
      makeUaeDraft({ purposeCodeUae: 'XYZ' }),
      'purposeCodeUae',
      'FIELD_INVALID',
    ],
  ]);

  it('puts the purpose code before an AE payment description cut to 105', () => {
    const description = 'D'.repeat(140);
    const { payment } = expectValid(validate(makeUaeDraft({ purposeCodeUae: 'gds', description })));
    expect(payment).toMatchObject({ type: 'FOREIGN', purposeCodeUae: 'GDS', description });
    expect(payment.wireDescription).toBe('/BENEFRES/AE//GDS'.padEnd(35) + 'D'.repeat(105));
  });

  it('sends the description as typed and no purpose code elsewhere', () => {
    const { payment } = expectValid(validate(makeSepaDraft({ purposeCodeUae: 'GDS' })));
    expect(payment).toMatchObject({
      purposeCodeUae: '',
      description: 'Invoice 2026-77',
      wireDescription: 'Invoice 2026-77',
    });
  });
});

describe('rule 11: purpose code', () => {
  itRejects([
    ['three letters', makeDomesticDraft({ purposeCode: 'SAL' }), 'purposeCode', 'FIELD_INVALID'],
    ['an unknown code', makeDomesticDraft({ purposeCode: 'ZZZZ' }), 'purposeCode', 'FIELD_INVALID'],
  ]);

  it.each([
    ['a known code', 'SALA', 'SALA'],
    ['no code', '', ''],
  ] as const)('accepts %s', (_name, purposeCode, expected) => {
    const draft = makeSepaDraft({ purposeCode });
    expect(expectValid(validate(draft)).payment.purposeCode).toBe(expected);
  });
});

describe('rule 12: execution date', () => {
  const path = 'requestedExecutionDate';
  itRejects([
    ['no date', makeDomesticDraft({ executionDate: '' }), path, 'DATE_REQUIRED'],
    [
      'a date in the Croatian format',
      makeDomesticDraft({ executionDate: '25.11.2026.' }),
      path,
      'DATE_INVALID',
    ],
    [
      'yesterday',
      makeDomesticDraft({ executionDate: '2026-11-24' }),
      path,
      'EXECUTION_DATE_IN_PAST',
    ],
    [
      'a Saturday',
      makeDomesticDraft({ executionDate: '2026-11-28' }),
      path,
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
    ],
    [
      'Christmas',
      makeSepaDraft({ executionDate: '2026-12-25' }),
      path,
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
    ],
    [
      'Epiphany, a Croatian holiday, for a domestic payment',
      makeDomesticDraft({ executionDate: '2027-01-06' }),
      path,
      'EXECUTION_DATE_NOT_BUSINESS_DAY',
    ],
    [
      'a date beyond the input range',
      makeDomesticDraft({ executionDate: '2031-01-02' }),
      path,
      'DATE_OUT_OF_RANGE',
    ],
  ]);

  it('accepts today and Epiphany for SEPA, when TARGET2 is open', () => {
    expect(expectValid(validate(makeDomesticDraft())).payment.executionDate).toBe(TODAY);
    const sepa = makeSepaDraft({ executionDate: '2027-01-06' });
    expect(expectValid(validate(sepa)).payment.executionDate).toBe('2027-01-06');
  });

  it('moves today after the cut-off to the next business day, with a warning', () => {
    const result = expectValid(validate(makeDomesticDraft(), { now: AFTER_CUTOFF }));
    expect(result.payment.executionDate).toBe(TOMORROW);
    expect(result.warnings).toEqual([{ field: path, code: 'EXECUTION_DATE_MOVED' }]);
  });
});

describe('rule 13: urgency', () => {
  const amount = 'instructedAmount.amount';
  itRejects([
    [
      'an unknown urgency',
      makeDomesticDraft({ urgency: unchecked<TUrgency>('HIGH') }),
      'urgency',
      'FIELD_INVALID',
    ],
    [
      'an urgent internal transfer',
      makeInternalDraft({ urgency: 'URGENT' }),
      'urgency',
      'URGENT_NOT_AVAILABLE',
    ],
    [
      'an urgent payment within this bank',
      makeDomesticDraft({ urgency: 'URGENT', creditorAccount: CLIENT_IBAN }),
      'urgency',
      'URGENT_NOT_AVAILABLE',
    ],
    [
      'an urgent SEPA payment to this bank',
      makeSepaDraft({ urgency: 'URGENT', creditorAccount: CLIENT_IBAN, creditorCountry: 'HR' }),
      'urgency',
      'URGENT_NOT_AVAILABLE',
    ],
    [
      'an urgent payment in dollars',
      makeForeignDraft({ urgency: 'URGENT' }),
      'urgency',
      'URGENT_NOT_AVAILABLE',
    ],
    [
      'an instant internal transfer',
      makeInternalDraft({ urgency: 'INSTANT' }),
      'urgency',
      'INSTANT_NOT_AVAILABLE',
    ],
    [
      'an instant payment in dollars',
      makeForeignDraft({ urgency: 'INSTANT' }),
      'urgency',
      'INSTANT_NOT_AVAILABLE',
    ],
    [
      'an instant payment for tomorrow',
      makeDomesticDraft({ urgency: 'INSTANT', executionDate: TOMORROW }),
      'urgency',
      'INSTANT_NOT_AVAILABLE',
    ],
    [
      'an instant payment above the limit',
      makeDomesticDraft({ urgency: 'INSTANT', amount: '100000.01' }),
      amount,
      'INSTANT_LIMIT_EXCEEDED',
    ],
  ]);

  it.each([
    ['an urgent payment to another bank', makeDomesticDraft({ urgency: 'URGENT' }), NOW],
    ['an urgent SEPA payment', makeSepaDraft({ urgency: 'URGENT' }), NOW],
    [
      'an instant SEPA payment at the limit',
      makeSepaDraft({ urgency: 'INSTANT', amount: '100000.00' }),
      NOW,
    ],
    [
      'an instant payment on a Saturday night',
      makeDomesticDraft({ urgency: 'INSTANT', executionDate: '2026-11-28' }),
      SATURDAY_NIGHT,
    ],
  ] as const)('accepts %s', (_name, draft, now) => {
    expect(expectValid(validate(draft, { now })).payment.urgency).toBe(draft.urgency);
  });
});

describe("instant payments against the account's own limit", () => {
  const instant = (amount: string) => makeDomesticDraft({ urgency: 'INSTANT', amount });
  const refusalOf = (amount: string, instantLimit: TInstantLimitStanding) => {
    const result = validate(instant(amount), { instantLimit });
    return result.ok
      ? undefined
      : result.violations.find((v) => v.field === 'instructedAmount.amount');
  };

  it('counts the day under a daily limit, with this payment', () => {
    const daily: TInstantLimitStanding = {
      limit: { limitType: 'DAILY_LIMIT', limitMinor: 100_000n },
      spentTodayMinor: 60_000n,
    };
    expect(refusalOf('400.00', daily)).toBeUndefined();
    expect(refusalOf('400.01', daily)?.code).toBe('INSTANT_LIMIT_EXCEEDED');
  });

  it("takes any amount without a limit, and holds to the account's own per transaction", () => {
    const without: TInstantLimitStanding = {
      limit: { limitType: 'WITHOUT_LIMIT', limitMinor: null },
      spentTodayMinor: 0n,
    };
    expect(refusalOf('900000.00', without)).toBeUndefined();
    expect(refusalOf('50.01', getDefaultInstantStanding(5_000n))?.code).toBe(
      'INSTANT_LIMIT_EXCEEDED',
    );
  });

  it('leaves payments that are not instant alone', () => {
    const tight = getDefaultInstantStanding(1n);
    expectValid(validate(makeDomesticDraft({ amount: '5000.00' }), { instantLimit: tight }));
  });
});

describe('rule 14: charge bearer', () => {
  itRejects([
    [
      'an unknown charge bearer',
      makeForeignDraft({ chargeBearer: unchecked<TChargeBearer>('BEN') }),
      'chargeBearer',
      'FIELD_INVALID',
    ],
  ]);

  it.each([
    [
      'OUR on a foreign payment',
      makeSepaDraft({ chargeBearer: 'OUR', foreignTurnoverCode: '5517d' }),
      'OUR',
    ],
    ['SHA on a SEPA payment', makeSepaDraft(), 'SHA'],
    [
      'anything on a domestic payment, which has none',
      makeDomesticDraft({ chargeBearer: unchecked<TChargeBearer>('BEN') }),
      null,
    ],
  ] as const)('accepts %s', (_name, draft, chargeBearer) => {
    expect(expectValid(validate(draft)).payment.chargeBearer).toBe(chargeBearer);
  });
});

describe('rule 15: creditor agent', () => {
  itRejects([
    [
      'an account number without BIC',
      makeForeignDraft({ creditorAgentBic: '' }),
      'creditorAgent.bic',
      'FIELD_REQUIRED',
    ],
    [
      'a malformed BIC',
      makeSepaDraft({ creditorAgentBic: 'DEUT' }),
      'creditorAgent.bic',
      'BIC_INVALID',
    ],
    [
      'a bank of another country than the IBAN',
      makeSepaDraft({ creditorAgentBic: 'CHASUS33' }),
      'creditorAgent.bic',
      'CREDITOR_AGENT_COUNTRY_MISMATCH',
    ],
    [
      'a bank that does not take the currency',
      makeForeignDraft({ currency: 'EUR' }),
      'creditorAgent.bic',
      'BIC_CURRENCY_NOT_ALLOWED',
    ],
    [
      'a BIC that is not the Croatian IBAN’s bank',
      makeSepaDraft({
        creditorAccount: OTHER_BANK_IBAN,
        creditorCountry: 'HR',
        creditorAgentBic: 'HPBZHR2X',
      }),
      'creditorAgent.bic',
      'IBAN_BIC_MISMATCH',
    ],
    [
      'an agent name over 70',
      makeSepaDraft({ creditorAgentName: 'N'.repeat(71) }),
      'creditorAgent.name',
      'FIELD_TOO_LONG',
    ],
    [
      'symbols in the agent address',
      makeSepaDraft({ creditorAgentAddress: 'Taunusanlage 12 @' }),
      'creditorAgent.address',
      'FIELD_INVALID_CHARACTERS',
    ],
    [
      'an unknown agent country',
      makeSepaDraft({ creditorAgentCountry: 'XX' }),
      'creditorAgent.country',
      'FIELD_INVALID',
    ],
  ]);

  it.each([
    ['an IBAN without BIC', makeSepaDraft(), { bic: '', name: '', address: '', country: '' }],
    [
      'a BIC typed loosely, the rest from the directory',
      makeSepaDraft({ creditorAgentBic: ' deut de ff ' }),
      {
        bic: 'DEUTDEFF',
        name: 'Deutsche Bank AG',
        address: 'Taunusanlage 12, 60325 Frankfurt am Main',
        country: 'DE',
      },
    ],
    [
      'what the person typed over the directory',
      makeSepaDraft({
        creditorAgentBic: 'DEUTDEFFXXX',
        creditorAgentName: 'Deutsche Bank Frankfurt',
        creditorAgentAddress: 'Taunusanlage 12',
        creditorAgentCountry: 'de',
      }),
      {
        bic: 'DEUTDEFFXXX',
        name: 'Deutsche Bank Frankfurt',
        address: 'Taunusanlage 12',
        country: 'DE',
      },
    ],
    [
      'the BIC of the Croatian IBAN’s bank with a branch',
      makeSepaDraft({
        creditorAccount: OTHER_BANK_IBAN,
        creditorCountry: 'HR',
        creditorAgentBic: 'PBZGHR2XXXX',
      }),
      {
        bic: 'PBZGHR2XXXX',
        name: 'Privredna banka Zagreb',
        address: 'Radnička cesta 50, 10000 Zagreb',
        country: 'HR',
      },
    ],
    ['a domestic payment, which has none', makeDomesticDraft({ creditorAgentBic: 'DEUT' }), null],
  ] as const)('accepts %s', (_name, draft, creditorAgent) => {
    expect(expectValid(validate(draft)).payment.creditorAgent).toEqual(creditorAgent);
  });
});

describe('rule 16: fee currency and a future date', () => {
  itRejects([
    [
      'a dollar payment from a euro account for tomorrow',
      makeForeignDraft({ executionDate: TOMORROW }),
      'requestedExecutionDate',
      'FEE_CURRENCY_FUTURE_DATE',
    ],
  ]);

  it.each([
    ['a dollar payment from a euro account for today', makeForeignDraft()],
    ['a euro payment for tomorrow', makeSepaDraft({ executionDate: TOMORROW })],
  ] as const)('accepts %s', (_name, draft) => {
    expect(validate(draft).ok).toBe(true);
  });
});

describe('rule 17: foreign turnover code', () => {
  itRejects([
    [
      'a foreign payment without it',
      makeForeignDraft({ foreignTurnoverCode: '' }),
      'foreignTurnoverCode',
      'FIELD_REQUIRED',
    ],
    [
      'an unknown code',
      makeForeignDraft({ foreignTurnoverCode: '9999x' }),
      'foreignTurnoverCode',
      'FIELD_INVALID',
    ],
  ]);

  it.each([
    ['a listed code', makeForeignDraft({ foreignTurnoverCode: ' 3145d ' }), '3145d'],
    ['a SEPA payment, which has none', makeSepaDraft({ foreignTurnoverCode: '9999x' }), ''],
  ] as const)('accepts %s', (_name, draft, code) => {
    expect(expectValid(validate(draft)).payment.foreignTurnoverCode).toBe(code);
  });
});

describe('rule 18: payment instrument', () => {
  itRejects([
    [
      'an unknown instrument',
      makeForeignDraft({ paymentInstrument: unchecked<TPaymentInstrument>('CHEQUE') }),
      'paymentInstrument',
      'FIELD_INVALID',
    ],
  ]);

  it.each([
    ['a collection', makeForeignDraft({ paymentInstrument: 'INKASO' }), 'INKASO'],
    [
      'a SEPA payment, which has none',
      makeSepaDraft({ paymentInstrument: unchecked<TPaymentInstrument>('CHEQUE') }),
      null,
    ],
  ] as const)('accepts %s', (_name, draft, instrument) => {
    expect(expectValid(validate(draft)).payment.paymentInstrument).toBe(instrument);
  });
});

describe('rule 19: end-to-end id', () => {
  itRejects([
    [
      'an id over 35',
      makeSepaDraft({ endToEndId: 'E'.repeat(36) }),
      'endToEndIdentification',
      'FIELD_TOO_LONG',
    ],
    [
      'an underscore',
      makeSepaDraft({ endToEndId: 'INV_1' }),
      'endToEndIdentification',
      'FIELD_INVALID_CHARACTERS',
    ],
  ]);

  it('accepts an id in the SEPA characters', () => {
    const draft = makeSepaDraft({ endToEndId: ' INV-2026/11-001 ' });
    expect(expectValid(validate(draft)).payment.endToEndId).toBe('INV-2026/11-001');
  });
});

describe('rule 20: available amount', () => {
  it('accepts an amount above the available one, with a warning', () => {
    const result = expectValid(validate(makeDomesticDraft({ amount: '50000.01' })));
    expect(result.warnings).toEqual([
      { field: 'instructedAmount.amount', code: 'AVAILABLE_AMOUNT_NEGATIVE' },
    ]);
  });

  it.each([
    ['the available amount itself', makeDomesticDraft({ amount: '50000.00' })],
    ['a payment in another currency than the account', makeForeignDraft({ amount: '60000.00' })],
  ] as const)('does not warn for %s', (_name, draft) => {
    expect(expectValid(validate(draft)).warnings).toEqual([]);
  });
});

describe('several violations at once', () => {
  it('reports every field, each with its first broken rule', () => {
    const draft = makeDomesticDraft({
      debtorIban: '',
      creditorAccount: '',
      creditorName: '',
      amount: '0',
      description: '-',
      executionDate: '2026-11-24',
      urgency: unchecked<TUrgency>('HIGH'),
      purposeCode: 'X',
    });
    const result = validate(draft);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.violations).toHaveLength(8);
    expect(result.violations).toEqual(
      expect.arrayContaining([
        { field: 'debtorAccount.iban', code: 'DEBTOR_ACCOUNT_EMPTY' },
        { field: 'urgency', code: 'FIELD_INVALID' },
        { field: 'instructedAmount.amount', code: 'AMOUNT_NOT_POSITIVE' },
        { field: 'creditorAccount.iban', code: 'CREDITOR_ACCOUNT_EMPTY' },
        { field: 'creditorName', code: 'FIELD_REQUIRED' },
        { field: 'remittanceInformationUnstructured', code: 'DESCRIPTION_INVALID_START' },
        { field: 'purposeCode', code: 'FIELD_INVALID' },
        { field: 'requestedExecutionDate', code: 'EXECUTION_DATE_IN_PAST' },
      ]),
    );
  });

  it('reports a foreign draft left empty on each of its required fields', () => {
    const result = validate({ ...BLANK_DRAFT, form: 'FOREIGN', creditorCountry: 'US' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const byField = Object.fromEntries(result.violations.map(({ field, code }) => [field, code]));
    expect(byField).toEqual({
      'debtorAccount.iban': 'DEBTOR_ACCOUNT_EMPTY',
      'instructedAmount.currency': 'CURRENCY_INVALID',
      'instructedAmount.amount': 'AMOUNT_REQUIRED',
      'creditorAccount.iban': 'CREDITOR_ACCOUNT_EMPTY',
      creditorName: 'FIELD_REQUIRED',
      remittanceInformationUnstructured: 'REMITTANCE_REQUIRED',
      requestedExecutionDate: 'DATE_REQUIRED',
      foreignTurnoverCode: 'FIELD_REQUIRED',
      'creditorAgent.bic': 'FIELD_REQUIRED',
    });
  });
});

const FIELD_PATHS = new Set(Object.values(PAYMENT_FIELD_PATHS));

function expectWellFormed(violations: readonly TRuleViolation[]) {
  for (const { field, code } of violations) {
    expect(FIELD_PATHS.has(field), field).toBe(true);
    expect(isErrorCode(code), code).toBe(true);
  }
}

const untrustedText = fc.oneof(
  { weight: 4, arbitrary: fc.string() },
  { weight: 2, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 80 }) },
  {
    weight: 2,
    arbitrary: fc.string({
      unit: fc.constantFrom(
        ' ',
        '-',
        ':',
        '.',
        '0',
        '9',
        'HR',
        'AE',
        'RF',
        'EUR',
        '\u0000',
        '\ud800',
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant('x'.repeat(200_000)) },
);

/** Every draft field drawn from `valueOf`; the union-typed ones take any text too. */
function recordDraft(valueOf: (field: keyof TPaymentDraft) => fc.Arbitrary<string>) {
  const fields = Object.fromEntries(
    (Object.keys(BLANK_DRAFT) as (keyof TPaymentDraft)[]).map((field) => [field, valueOf(field)]),
  ) as { [K in keyof TPaymentDraft]: fc.Arbitrary<string> };
  return fc.record(fields).map((draft) => draft as TPaymentDraft);
}

/** Drafts near a valid one of each form with some fields replaced, and drafts of nothing but noise. */
const untrustedDraft = fc.oneof(
  fc
    .constantFrom(
      makeDomesticDraft(),
      makeInternalDraft(),
      makeSepaDraft(),
      makeForeignDraft(),
      makeUaeDraft(),
    )
    .chain((base) => recordDraft((field) => fc.oneof(fc.constant(base[field]), untrustedText))),
  recordDraft(() => untrustedText),
);

describe('any text in any field', () => {
  it('never throws and answers known codes on known fields, one per field', () => {
    fc.assert(
      fc.property(untrustedDraft, (draft) => {
        const result = validatePaymentDraft(draft, makeContext());
        expectWellFormed(result.warnings);
        if (result.ok) return;
        expect(result.violations.length).toBeGreaterThan(0);
        expectWellFormed(result.violations);
        const fields = result.violations.map((violation) => violation.field);
        expect(new Set(fields).size).toBe(fields.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('getForeignPaymentFieldVisibility', () => {
  const SEPA_FIELDS = {
    creditorAgent: 'OPTIONAL',
    purposeCodeUae: 'HIDDEN',
    creditorTaxId: 'OPTIONAL',
    foreignTurnoverCode: 'HIDDEN',
    chargeBearer: 'HIDDEN',
    paymentInstrument: 'HIDDEN',
  } as const;
  const SWIFT_FIELDS = {
    ...SEPA_FIELDS,
    foreignTurnoverCode: 'REQUIRED',
    chargeBearer: 'REQUIRED',
    paymentInstrument: 'REQUIRED',
  } as const;

  it.each([
    ['euro to a German IBAN', 'DE', 'EUR', 'de89 3704 0044 0532 0130 00', SEPA_FIELDS],
    ['euro to Germany, account not typed yet', 'DE', 'eur', '', SEPA_FIELDS],
    ['dollars to a German IBAN', 'DE', 'USD', DE_IBAN, SWIFT_FIELDS],
    ['euro to a Turkish IBAN', 'TR', 'EUR', TR_IBAN, SWIFT_FIELDS],
    [
      'dollars to an account number',
      'US',
      'USD',
      US_ACCOUNT,
      { ...SWIFT_FIELDS, creditorAgent: 'REQUIRED' },
    ],
    [
      'dollars to the US, account not typed yet',
      'US',
      'USD',
      '',
      { ...SWIFT_FIELDS, creditorAgent: 'REQUIRED' },
    ],
    [
      'dirhams to an AE IBAN',
      'AE',
      'AED',
      AE_IBAN,
      { ...SWIFT_FIELDS, purposeCodeUae: 'REQUIRED' },
    ],
    [
      'dirhams to the Emirates, account not typed yet',
      'AE',
      'AED',
      '',
      { ...SWIFT_FIELDS, purposeCodeUae: 'REQUIRED' },
    ],
    ['nothing typed yet', '', '', '', SWIFT_FIELDS],
  ] as const)('for %s', (_name, creditorCountry, currency, creditorAccount, expected) => {
    expect(
      getForeignPaymentFieldVisibility({ creditorCountry, currency, creditorAccount }),
    ).toEqual(expected);
  });

  it('lists Croatia and the 2025 members among the SEPA countries', () => {
    expect(SEPA_COUNTRY_CODES).toEqual(expect.arrayContaining(['HR', 'CH', 'GB', 'AL', 'RS']));
    expect(SEPA_COUNTRY_CODES).not.toContain('TR');
  });

  /** A draft filled as the form shows it: what is hidden is left at the form's default. */
  it.each([
    ['a SEPA payment', makeSepaDraft({ foreignTurnoverCode: '' })],
    ['a SWIFT payment to an account number', makeForeignDraft()],
    ['a payment to the Emirates', makeUaeDraft()],
  ] as const)('agrees with the validator on %s', (_name, draft) => {
    const visibility = getForeignPaymentFieldVisibility(draft);
    const hiddenBlank = {
      ...draft,
      ...(visibility.foreignTurnoverCode === 'HIDDEN' ? { foreignTurnoverCode: '' } : {}),
      ...(visibility.chargeBearer === 'HIDDEN' ? { chargeBearer: 'SHA' as const } : {}),
      ...(visibility.purposeCodeUae === 'HIDDEN' ? { purposeCodeUae: '' } : {}),
    };
    expect(validate(hiddenBlank).ok).toBe(true);
    if (visibility.purposeCodeUae === 'REQUIRED') {
      expect(validate({ ...hiddenBlank, purposeCodeUae: '' }).ok).toBe(false);
    }
    if (visibility.creditorAgent === 'REQUIRED') {
      expect(validate({ ...hiddenBlank, creditorAgentBic: '' }).ok).toBe(false);
    }
    if (visibility.foreignTurnoverCode === 'REQUIRED') {
      expect(validate({ ...hiddenBlank, foreignTurnoverCode: '' }).ok).toBe(false);
    }
  });
});
