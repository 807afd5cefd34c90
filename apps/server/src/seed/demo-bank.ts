import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import {
  SERVICE_CODES,
  buildCroatianIban,
  buildOib,
  computeMod11Radix10CheckDigit,
  deriveBalances,
  getZagrebInstant,
  getZagrebWallClock,
  parseDecimalToMinor,
  type TAccountStatus,
  type TAccountType,
  type TAuthorityLevel,
  type TDemoRole,
  type TForeignCurrencyAuthorization,
  type TLimitType,
} from '@poslovno/domain';
import type { TClock } from '../platform/clock';
import { hashPassword, type TPasswordHashing } from '../platform/auth/passwords';
import { deriveDemoTokenSecret } from '../platform/auth/demo-devices';
import { createDemoCertificateAuthority } from '../platform/auth/certificates/demo-ca';
import { withSystemTransaction, type TDb, type TTx } from '../platform/db/database';
import { bookOpeningBalance, reserveOpeningAmount } from '../core-bank/book-opening-balance';
import type { TReservationKind } from '../core-bank/ledger.repository';
import { seedDemoStatementDelivery } from '../modules/statements/seed-statement-delivery';
import { generateStatementsThroughYesterday } from '../modules/statements/statements.jobs';
import { companyRepresentatives } from '../platform/orders/orders.schema';
import { seedDemoPgpKey } from '../modules/bulk-payments/pgp/seed-demo-pgp-key';
import { bookDemoHistory, planAccountHistory } from './demo-history';
import {
  accountAuthorities,
  accountBalances,
  exchangeRates,
  accounts,
  authDevices,
  certificateAuthorities,
  bankProfile,
  companies,
  companyPersons,
  persons,
  relationshipManagers,
} from '../platform/db/schema';

/** Stable ids, so that a reseeded demo bank keeps its links and tests can name its rows. */
export function demoUuid(name: string): string {
  const hex = createHash('sha1').update(`poslovno-demo:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A fictitious bank code (VBDI): base 299999 with its MOD 11,10 check digit. */
const BANK_CODE_BASE = '299999';
export const DEMO_BANK_CODE = BANK_CODE_BASE + computeMod11Radix10CheckDigit(BANK_CODE_BASE);

function money(decimal: string, currency: string): bigint {
  const minor = parseDecimalToMinor(decimal, currency);
  if (minor === undefined) throw new Error(`seed amount ${decimal} ${currency} is not valid`);
  return minor;
}

interface TSeedAccount {
  key: string;
  company: string;
  accountBase: string;
  currency: string;
  status: TAccountStatus;
  type: TAccountType;
  name: string;
  nickname: string | null;
  openingDate: string;
  overdraft?: { limit: string; expiry: string; rate: string };
  signatures: 1 | 2;
  /** Booked balance and reservations; EXPECTED and RESERVED are derived. Omitted: the core has none. */
  balances?: { booked: string; byPayment: string; byCard: string; byEnforcement: string };
}

const SEED_ACCOUNTS: TSeedAccount[] = [
  {
    key: 'slavonska-main',
    company: 'slavonska',
    accountBase: '110000001',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: 'Glavni račun',
    openingDate: '2014-03-17',
    overdraft: { limit: '50000.00', expiry: '2027-06-30', rate: '7.5000' },
    signatures: 2,
    balances: {
      booked: '248315.72',
      byPayment: '12500.00',
      byCard: '1284.36',
      byEnforcement: '0.00',
    },
  },
  {
    key: 'slavonska-payroll',
    company: 'slavonska',
    accountBase: '110000002',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: null,
    openingDate: '2016-09-01',
    signatures: 1,
    balances: { booked: '86420.10', byPayment: '0.00', byCard: '0.00', byEnforcement: '0.00' },
  },
  {
    key: 'slavonska-usd',
    company: 'slavonska',
    accountBase: '110000003',
    currency: 'USD',
    status: 'ACTIVE',
    type: 'FOREIGN_CURRENCY',
    name: 'Devizni račun',
    nickname: 'Devizni USD',
    openingDate: '2018-01-22',
    signatures: 2,
    balances: { booked: '45210.55', byPayment: '2300.00', byCard: '0.00', byEnforcement: '0.00' },
  },
  {
    key: 'slavonska-chf',
    company: 'slavonska',
    accountBase: '110000004',
    currency: 'CHF',
    status: 'ACTIVE',
    type: 'FOREIGN_CURRENCY',
    name: 'Devizni račun',
    nickname: 'Devizni CHF',
    openingDate: '2019-05-06',
    signatures: 1,
    balances: { booked: '12005.00', byPayment: '0.00', byCard: '0.00', byEnforcement: '0.00' },
  },
  {
    key: 'slavonska-blocked',
    company: 'slavonska',
    accountBase: '110000005',
    currency: 'EUR',
    status: 'BLOCKED',
    type: 'SPECIAL_PURPOSE',
    name: 'Račun posebne namjene',
    nickname: 'Poticaji EU',
    openingDate: '2020-02-14',
    signatures: 2,
    balances: { booked: '5120.00', byPayment: '0.00', byCard: '0.00', byEnforcement: '3450.00' },
  },
  {
    key: 'slavonska-closed',
    company: 'slavonska',
    accountBase: '110000006',
    currency: 'EUR',
    status: 'CLOSED',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: 'Stari račun Osijek',
    openingDate: '2012-11-05',
    signatures: 1,
  },
  {
    key: 'slavonska-branch',
    company: 'slavonska',
    accountBase: '110000007',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: 'Podružnica Zagreb',
    openingDate: '2021-07-19',
    signatures: 1,
    balances: { booked: '31877.40', byPayment: '0.00', byCard: '0.00', byEnforcement: '0.00' },
  },
  {
    key: 'celik-main',
    company: 'celik',
    accountBase: '120000001',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: 'Glavni račun',
    openingDate: '2010-04-12',
    signatures: 1,
    balances: {
      booked: '1532904.18',
      byPayment: '41000.00',
      byCard: '0.00',
      byEnforcement: '0.00',
    },
  },
  {
    key: 'celik-eur-2',
    company: 'celik',
    accountBase: '120000002',
    currency: 'EUR',
    status: 'ACTIVE',
    type: 'CURRENT',
    name: 'Poslovni račun',
    nickname: 'Nabava',
    openingDate: '2015-10-01',
    signatures: 1,
    balances: { booked: '204118.00', byPayment: '0.00', byCard: '512.80', byEnforcement: '0.00' },
  },
];

interface TSeedPerson {
  key: string;
  personId: number;
  firstName: string;
  lastName: string;
  role: TDemoRole;
  memberships: { company: string; level: 1 | 2 | 3 }[];
}

const SEED_PERSONS: TSeedPerson[] = [
  {
    key: 'ana',
    personId: 2000101,
    firstName: 'ANA',
    lastName: 'KOVAČEVIĆ',
    role: 'INDEPENDENT_SIGNEE_WITH_LIMIT',
    memberships: [{ company: 'slavonska', level: 3 }],
  },
  {
    key: 'marko',
    personId: 2000102,
    firstName: 'marko',
    lastName: 'šimić',
    role: 'SECOND_SIGNATURE_NEEDED',
    memberships: [
      { company: 'slavonska', level: 3 },
      { company: 'celik', level: 3 },
    ],
  },
  {
    key: 'ivana',
    personId: 2000103,
    firstName: 'Ivana',
    lastName: 'Jurić',
    role: 'MANDATORY_SIGNEE',
    memberships: [{ company: 'slavonska', level: 2 }],
  },
  {
    key: 'petar',
    personId: 2000104,
    firstName: 'Petar',
    lastName: 'Babić',
    role: 'ENTER_ONLY',
    memberships: [{ company: 'slavonska', level: 1 }],
  },
  {
    key: 'zeljka',
    personId: 2000105,
    firstName: 'Željka',
    lastName: 'Đurđević',
    role: 'INDEPENDENT_SIGNEE_DAILY_LIMIT',
    memberships: [{ company: 'slavonska', level: 3 }],
  },
  {
    key: 'tomislav',
    personId: 3000201,
    firstName: 'Tomislav',
    lastName: 'Perić',
    role: 'INDEPENDENT_SIGNEE',
    memberships: [{ company: 'celik', level: 3 }],
  },
];

/**
 * Who represents each company for requests about the company itself (authority changes, GDPR
 * consents), and whether their signature suffices alone (docs/decisions.md "Who signs an order").
 */
const SEED_REPRESENTATIVES = [
  { company: 'slavonska', person: 'ana', signsAlone: true },
  { company: 'slavonska', person: 'marko', signsAlone: false },
  { company: 'slavonska', person: 'zeljka', signsAlone: false },
  { company: 'celik', person: 'tomislav', signsAlone: true },
  { company: 'celik', person: 'marko', signsAlone: false },
] as const;

interface TSeedAuthority {
  level: TAuthorityLevel;
  independent: boolean;
  mandatory: boolean;
  limitType: TLimitType;
  limit: string | null;
  foreign: TForeignCurrencyAuthorization;
}

const AUTHORITY_BY_PERSON: Record<string, TSeedAuthority> = {
  ana: {
    level: 'ENTER_AND_AUTHORIZE',
    independent: true,
    mandatory: false,
    limitType: 'PER_TRANSACTION',
    limit: '10000.00',
    foreign: 'BOTH',
  },
  marko: {
    level: 'ENTER_AND_AUTHORIZE',
    independent: false,
    mandatory: false,
    limitType: 'NO_LIMIT',
    limit: null,
    foreign: 'DOMESTIC',
  },
  ivana: {
    level: 'AUTHORIZE',
    independent: true,
    mandatory: true,
    limitType: 'NO_LIMIT',
    limit: null,
    foreign: 'BOTH',
  },
  petar: {
    level: 'ENTER',
    independent: false,
    mandatory: false,
    limitType: 'NO_LIMIT',
    limit: null,
    foreign: 'DOMESTIC',
  },
  zeljka: {
    level: 'ENTER_AND_AUTHORIZE',
    independent: true,
    mandatory: false,
    limitType: 'DAILY_LIMIT',
    limit: '50000.00',
    foreign: 'FOREIGN',
  },
  tomislav: {
    level: 'ENTER_AND_AUTHORIZE',
    independent: true,
    mandatory: false,
    limitType: 'NO_LIMIT',
    limit: null,
    foreign: 'BOTH',
  },
};

/** Exceptions to the per-person authority: Ana has none on the Zagreb branch account. */
const AUTHORITY_OVERRIDES: Record<string, TAuthorityLevel> = { 'ana/slavonska-branch': 'NONE' };

export const DEMO_COMPANIES = {
  slavonska: {
    customerId: 100245,
    name: 'Slavonska žitna d.o.o.',
    oibBase: '4721589630',
    street: 'Trg Ante Starčevića 4',
    postalCode: '31000',
    city: 'Osijek',
  },
  celik: {
    customerId: 100388,
    name: 'Dalmacija Čelik d.d.',
    oibBase: '8156302947',
    street: 'Put Brodarice 6',
    postalCode: '21000',
    city: 'Split',
  },
} as const;

/** Every demo person signs in with this password (README); only the demo bank has it. */
export const DEMO_PASSWORD = 'Poslovno-2026';

/** The demo hardware token of a person: serial "1" + person ID (npm run token -- otp <serial>). */
export function demoTokenSerial(personId: number): string {
  return `1${personId}`;
}

/** Ana's old token, revoked: signing in with it answers AUTH_98 (device not allowed). */
export const DEMO_REVOKED_TOKEN_SERIAL = '92000101';

/** The demo mobile token of a person, waiting for activation on the mobile-token page. */
export function demoMobileTokenSerial(personId: number): string {
  return `M${personId}`;
}

export const DEMO_PERSON_IDS = Object.fromEntries(
  SEED_PERSONS.map((person) => [person.key, person.personId]),
) as Record<string, number>;

/**
 * The demo bank's exchange-rate list (units per 1 EUR; the bank buys foreign currency at the
 * higher number and sells at the lower), in force until a feed publishes a newer one.
 */
const SEED_EXCHANGE_RATES = [
  { validFrom: '2026-01-01', currency: 'USD', buy: '1.1690', middle: '1.1600', sell: '1.1510' },
  { validFrom: '2026-01-01', currency: 'CHF', buy: '0.9420', middle: '0.9350', sell: '0.9280' },
  { validFrom: '2026-01-01', currency: 'GBP', buy: '0.8870', middle: '0.8800', sell: '0.8730' },
] as const;

/** Seeds the demo bank once; a database that already has a bank profile is left as it is. */
export async function seedDemoBank(deps: {
  db: TDb;
  clock: TClock;
  passwordHashing: TPasswordHashing;
}): Promise<boolean> {
  const isSeeded = await seedDemoData(deps);
  // The statements of the seeded history, as the hourly job would have made them (idempotent).
  if (isSeeded) await generateStatementsThroughYesterday(deps);
  return isSeeded;
}

async function seedDemoData(deps: {
  db: TDb;
  clock: TClock;
  passwordHashing: TPasswordHashing;
}): Promise<boolean> {
  const passwordHash = await hashPassword(DEMO_PASSWORD, deps.passwordHashing);
  return withSystemTransaction(deps.db, async (tx) => {
    const existing = await tx.select({ id: bankProfile.id }).from(bankProfile).limit(1);
    if (existing.length > 0) {
      // A demo bank seeded before sign-in existed gets its credentials now…
      if (await hasNoCredentials(tx)) await seedDemoCredentials(tx, deps.clock.now(), passwordHash);
      // …and one seeded before the ledger existed gets its exchange-rate list.
      const [anyRate] = await tx
        .select({ currency: exchangeRates.currency })
        .from(exchangeRates)
        .limit(1);
      if (!anyRate) await tx.insert(exchangeRates).values([...SEED_EXCHANGE_RATES]);
      // …and one seeded before signed SEPA files its demo OpenPGP key.
      await seedDemoPgpKey(tx, demoUuid('company:slavonska'), deps.clock.now());
      return false;
    }
    const now = deps.clock.now();
    await tx.insert(bankProfile).values({
      id: 1,
      name: 'Jadranska poslovna banka',
      legalName: 'Jadranska poslovna banka d.d.',
      bic: 'JPBAHR22',
      bankCode: DEMO_BANK_CODE,
      oib: buildOib('3385017762'),
      street: 'Ulica grada Vukovara 271',
      postalCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      phone: '+385 1 6300 000',
      supportPhone: '0800 2255',
      email: 'poslovno@jadranska-banka.example',
      website: 'https://jadranska-banka.example',
    });
    for (const [key, company] of Object.entries(DEMO_COMPANIES)) {
      await tx.insert(companies).values({
        id: demoUuid(`company:${key}`),
        customerId: company.customerId,
        name: company.name,
        oib: buildOib(company.oibBase),
        street: company.street,
        postalCode: company.postalCode,
        city: company.city,
        country: 'HR',
        createdAt: now,
      });
    }
    await tx.insert(relationshipManagers).values([
      {
        companyId: demoUuid('company:slavonska'),
        firstName: 'Maja',
        lastName: 'Novak',
        email: 'maja.novak@jadranska-banka.example',
        phone: '+385 31 250 114',
        branch: 'Poslovni centar Osijek',
      },
      {
        companyId: demoUuid('company:celik'),
        firstName: 'Dražen',
        lastName: 'Vuković',
        email: 'drazen.vukovic@jadranska-banka.example',
        phone: '+385 21 407 320',
        branch: 'Poslovni centar Split',
      },
    ]);
    for (const person of SEED_PERSONS) {
      await tx.insert(persons).values({
        id: demoUuid(`person:${person.key}`),
        personId: person.personId,
        firstName: person.firstName,
        lastName: person.lastName,
        email: `${person.key}@${person.memberships[0]?.company ?? 'demo'}.example`,
        demoRole: person.role,
        createdAt: now,
      });
      for (const membership of person.memberships) {
        await tx.insert(companyPersons).values({
          companyId: demoUuid(`company:${membership.company}`),
          personId: demoUuid(`person:${person.key}`),
          authorizationLevel: membership.level,
          allowedServices: [...SERVICE_CODES],
        });
      }
    }
    await tx.insert(companyRepresentatives).values(
      SEED_REPRESENTATIVES.map((representative) => ({
        companyId: demoUuid(`company:${representative.company}`),
        personId: demoUuid(`person:${representative.person}`),
        signsAlone: representative.signsAlone,
      })),
    );
    await tx.insert(exchangeRates).values([...SEED_EXCHANGE_RATES]);
    const ledgerAccounts: TSeededLedgerAccount[] = [];
    for (const [order, account] of SEED_ACCOUNTS.entries()) {
      const accountId = demoUuid(`account:${account.key}`);
      const companyId = demoUuid(`company:${account.company}`);
      const iban = buildCroatianIban(BANK_CODE_BASE, account.accountBase);
      await tx.insert(accounts).values({
        id: accountId,
        companyId,
        iban,
        accountNumber: `${iban.slice(4, 11)}-${iban.slice(11)}`,
        currency: account.currency,
        status: account.status,
        type: account.type,
        name: account.name,
        nickname: account.nickname,
        openingDate: account.openingDate,
        overdraftLimitMinor: account.overdraft
          ? money(account.overdraft.limit, account.currency)
          : 0n,
        overdraftExpiryDate: account.overdraft?.expiry ?? null,
        overdraftInterestRate: account.overdraft?.rate ?? null,
        numberOfSignatures: account.signatures,
        defaultOrder: order + 1,
      });
      if (account.balances) {
        // The balances start at zero and everything in them comes from the ledger: an opening
        // booking for the booked balance, one reservation per reserved amount.
        const ledgerAccount = { id: accountId, companyId, currency: account.currency };
        const zero = {
          bookedMinor: 0n,
          byPaymentMinor: 0n,
          byCardMinor: 0n,
          byEnforcementMinor: 0n,
        };
        await tx.insert(accountBalances).values(
          Object.entries(deriveBalances(zero)).map(([balanceType, amountMinor]) => ({
            accountId,
            companyId,
            balanceType,
            amountMinor,
          })),
        );
        ledgerAccounts.push({ seed: account, balances: account.balances, ledgerAccount });
      }
      for (const person of SEED_PERSONS.filter((p) =>
        p.memberships.some((m) => m.company === account.company),
      )) {
        const authority = AUTHORITY_BY_PERSON[person.key];
        if (!authority) throw new Error(`no seed authority for ${person.key}`);
        await tx.insert(accountAuthorities).values({
          accountId,
          personId: demoUuid(`person:${person.key}`),
          companyId,
          authorityLevel: AUTHORITY_OVERRIDES[`${person.key}/${account.key}`] ?? authority.level,
          independentSignee: authority.independent,
          mandatorySignee: authority.mandatory,
          limitType: authority.limitType,
          limitAmountMinor: authority.limit === null ? null : money(authority.limit, 'EUR'),
          limitCurrency: 'EUR',
          foreignCurrencyAuthorization: authority.foreign,
        });
      }
    }
    await seedAccountBooks(tx, ledgerAccounts, now);
    await seedDemoStatementDelivery(tx, now);
    await seedDemoCredentials(tx, now, passwordHash);
    await seedDemoPgpKey(tx, demoUuid('company:slavonska'), now);
    return true;
  });
}

interface TSeededLedgerAccount {
  seed: TSeedAccount;
  balances: NonNullable<TSeedAccount['balances']>;
  ledgerAccount: { id: string; companyId: string; currency: string };
}

/**
 * Everything in the balances comes from the ledger: an opening booking on the account's opening
 * day, then a quarter of history booked through the core bank (active accounts), ending at the
 * seeded booked balance, then one reservation per reserved amount.
 */
async function seedAccountBooks(
  tx: TTx,
  seeded: readonly TSeededLedgerAccount[],
  now: Date,
): Promise<void> {
  const today = getZagrebWallClock(now).date;
  const histories = [];
  for (const { seed, balances, ledgerAccount } of seeded) {
    const bookedMinor = money(balances.booked, seed.currency);
    const plan =
      seed.status === 'ACTIVE'
        ? planAccountHistory({ key: seed.key, currency: seed.currency, bookedMinor, today })
        : { openingMinor: bookedMinor, entries: [] };
    await bookOpeningBalance(tx, ledgerAccount, plan.openingMinor, {
      bookedAt: getZagrebInstant(seed.openingDate, 8 * 60),
      valueDate: seed.openingDate,
    });
    histories.push({ accountId: ledgerAccount.id, currency: seed.currency, entries: plan.entries });
  }
  await bookDemoHistory(tx, histories);
  for (const { seed, balances, ledgerAccount } of seeded) {
    const reserved: [TReservationKind, string][] = [
      ['PAYMENT', balances.byPayment],
      ['CARD_TRANSACTION', balances.byCard],
      ['ENFORCEMENT', balances.byEnforcement],
    ];
    for (const [kind, amount] of reserved) {
      await reserveOpeningAmount(tx, ledgerAccount, kind, money(amount, seed.currency), now);
    }
  }
}

async function hasNoCredentials(tx: TTx): Promise<boolean> {
  const rows = await tx
    .select({ id: certificateAuthorities.id })
    .from(certificateAuthorities)
    .limit(1);
  return rows.length === 0;
}

/** The CA, every demo person's password, token and mobile token (waiting for activation). */
async function seedDemoCredentials(tx: TTx, now: Date, passwordHash: string): Promise<void> {
  const ca = createDemoCertificateAuthority({ name: 'Jadranska poslovna banka Demo CA', now });
  await tx.insert(certificateAuthorities).values({
    id: 1,
    certificateDer: ca.certificateDer,
    privateKeyPkcs8Der: ca.privateKeyPkcs8Der,
    createdAt: now,
  });
  for (const person of SEED_PERSONS) {
    await tx
      .update(persons)
      .set({ passwordHash })
      .where(eq(persons.id, demoUuid(`person:${person.key}`)));
    const tokenSerial = demoTokenSerial(person.personId);
    await tx.insert(authDevices).values([
      {
        id: demoUuid(`device:token:${person.key}`),
        personId: demoUuid(`person:${person.key}`),
        kind: 'TOKEN',
        serial: tokenSerial,
        status: 'ACTIVE',
        canSignIn: true,
        canSign: true,
        otpSecret: deriveDemoTokenSecret(tokenSerial),
        createdAt: now,
        activatedAt: now,
      },
      {
        id: demoUuid(`device:mobile:${person.key}`),
        personId: demoUuid(`person:${person.key}`),
        kind: 'MOBILE_TOKEN',
        serial: demoMobileTokenSerial(person.personId),
        status: 'PENDING_ACTIVATION',
        canSignIn: true,
        canSign: true,
        createdAt: now,
      },
    ]);
    if (person.key === 'ana')
      await tx.insert(authDevices).values({
        id: demoUuid('device:token:ana-revoked'),
        personId: demoUuid('person:ana'),
        kind: 'TOKEN',
        serial: DEMO_REVOKED_TOKEN_SERIAL,
        status: 'REVOKED',
        canSignIn: false,
        canSign: false,
        otpSecret: deriveDemoTokenSecret(DEMO_REVOKED_TOKEN_SERIAL),
        createdAt: now,
      });
  }
}
