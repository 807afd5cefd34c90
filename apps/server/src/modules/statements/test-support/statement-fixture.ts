import { randomUUID } from 'node:crypto';
import {
  SERVICE_CODES,
  buildCroatianIban,
  buildOib,
  deriveBalances,
  type TAuthorityLevel,
} from '@poslovno/domain';
import { bookOpeningBalance } from '../../../core-bank/book-opening-balance';
import { withSystemTransaction, type TDb, type TTx } from '../../../platform/db/database';
import {
  accountAuthorities,
  accountBalances,
  accounts,
  companies,
  companyPersons,
  persons,
} from '../../../platform/db/schema';
import {
  groupStatementSettings,
  statementDeliveryAccounts,
  statementDeliveryContracts,
} from '../statements.schema';

/** A company of the statement tests' own, so that the demo bank's history never moves their figures. */
export const FIXTURE_CUSTOMER_ID = 7_000_001;

export interface TFixtureAccount {
  key: string;
  id: string;
  iban: string;
  currency: string;
  nickname: string | null;
  openingMinor: bigint;
}

export interface TFixturePerson {
  key: string;
  id: string;
  personId: number;
  /** Authority per account key; NONE hides the account from the person. */
  authorities: Readonly<Record<string, TAuthorityLevel>>;
  delivery: { scope: 'FULL' | 'LIMITED' | 'NONE'; accountKeys?: readonly string[] };
}

export interface TStatementFixture {
  companyId: string;
  accounts: Record<string, TFixtureAccount>;
  persons: Record<string, TFixturePerson>;
}

const ACCOUNT_SPECS = [
  {
    key: 'main',
    base: '790000001',
    currency: 'EUR',
    nickname: 'Glavni test',
    openingMinor: 100_000n,
  },
  { key: 'second', base: '790000002', currency: 'EUR', nickname: null, openingMinor: 50_000n },
  {
    key: 'usd',
    base: '790000003',
    currency: 'USD',
    nickname: 'Devizni test',
    openingMinor: 10_000n,
  },
  {
    key: 'hidden',
    base: '790000004',
    currency: 'EUR',
    nickname: 'Skriveni račun',
    openingMinor: 5_000n,
  },
] as const;

const ALL: TAuthorityLevel = 'ENTER_AND_AUTHORIZE';

const PERSON_SPECS = [
  {
    key: 'lana',
    personId: 7_000_101,
    firstName: 'Lana',
    lastName: 'Horvat',
    hidden: 'NONE' as TAuthorityLevel,
    delivery: { scope: 'FULL' as const },
  },
  {
    key: 'mia',
    personId: 7_000_102,
    firstName: 'Mia',
    lastName: 'Perić',
    hidden: ALL,
    delivery: { scope: 'FULL' as const },
  },
  {
    key: 'ivo',
    personId: 7_000_103,
    firstName: 'Ivo',
    lastName: 'Babić',
    hidden: ALL,
    delivery: { scope: 'LIMITED' as const, accountKeys: ['main', 'usd'] },
  },
  {
    key: 'nikola',
    personId: 7_000_104,
    firstName: 'Nikola',
    lastName: 'Tomić',
    hidden: ALL,
    delivery: { scope: 'NONE' as const },
  },
];

async function insertAccounts(tx: TTx, companyId: string, now: Date) {
  const created: Record<string, TFixtureAccount> = {};
  for (const [index, spec] of ACCOUNT_SPECS.entries()) {
    const id = randomUUID();
    const iban = buildCroatianIban('299999', spec.base);
    await tx.insert(accounts).values({
      id,
      companyId,
      iban,
      accountNumber: `${iban.slice(4, 11)}-${iban.slice(11)}`,
      currency: spec.currency,
      status: 'ACTIVE',
      type: spec.currency === 'EUR' ? 'CURRENT' : 'FOREIGN_CURRENCY',
      name: 'Poslovni račun',
      nickname: spec.nickname,
      openingDate: '2020-01-02',
      overdraftLimitMinor: 0n,
      numberOfSignatures: 1,
      defaultOrder: index + 1,
    });
    const zero = { bookedMinor: 0n, byPaymentMinor: 0n, byCardMinor: 0n, byEnforcementMinor: 0n };
    await tx.insert(accountBalances).values(
      Object.entries(deriveBalances(zero)).map(([balanceType, amountMinor]) => ({
        accountId: id,
        companyId,
        balanceType,
        amountMinor,
      })),
    );
    await bookOpeningBalance(tx, { id, companyId, currency: spec.currency }, spec.openingMinor, {
      bookedAt: now,
      valueDate: '2020-01-02',
    });
    created[spec.key] = {
      key: spec.key,
      id,
      iban,
      currency: spec.currency,
      nickname: spec.nickname,
      openingMinor: spec.openingMinor,
    };
  }
  return created;
}

async function insertPersons(
  tx: TTx,
  companyId: string,
  created: Record<string, TFixtureAccount>,
  now: Date,
) {
  const result: Record<string, TFixturePerson> = {};
  for (const spec of PERSON_SPECS) {
    const id = randomUUID();
    await tx.insert(persons).values({
      id,
      personId: spec.personId,
      firstName: spec.firstName,
      lastName: spec.lastName,
      email: `${spec.key}@izvodi-test.example`,
      demoRole: 'INDEPENDENT_SIGNEE',
      createdAt: now,
    });
    await tx.insert(companyPersons).values({
      companyId,
      personId: id,
      authorizationLevel: 3,
      allowedServices: [...SERVICE_CODES],
    });
    const authorities: Record<string, TAuthorityLevel> = {};
    for (const account of Object.values(created)) {
      const level = account.key === 'hidden' ? spec.hidden : ALL;
      authorities[account.key] = level;
      await tx.insert(accountAuthorities).values({
        accountId: account.id,
        personId: id,
        companyId,
        authorityLevel: level,
        independentSignee: true,
        mandatorySignee: false,
        limitType: 'NO_LIMIT',
        limitCurrency: 'EUR',
        foreignCurrencyAuthorization: 'BOTH',
      });
    }
    await tx
      .insert(statementDeliveryContracts)
      .values({ companyId, personId: id, scope: spec.delivery.scope, contractedAt: now });
    for (const accountKey of spec.delivery.accountKeys ?? [])
      await tx.insert(statementDeliveryAccounts).values({
        companyId,
        personId: id,
        accountId: created[accountKey]?.id ?? '',
      });
    result[spec.key] = {
      key: spec.key,
      id,
      personId: spec.personId,
      authorities,
      delivery: spec.delivery,
    };
  }
  return result;
}

/**
 * A company with four accounts (the fourth hidden from Lana by a NONE authority), opening balances
 * booked on 2 January 2020, group statements from 2026, and four persons: Lana and Mia with FULL
 * delivery, Ivo LIMITED to the main and the USD account, Nikola with none.
 */
export async function createStatementFixture(db: TDb, now: Date): Promise<TStatementFixture> {
  return withSystemTransaction(db, async (tx) => {
    const companyId = randomUUID();
    await tx.insert(companies).values({
      id: companyId,
      customerId: FIXTURE_CUSTOMER_ID,
      name: 'Izvodi Test d.o.o.',
      oib: buildOib('7000000010'),
      street: 'Ilica 1',
      postalCode: '10000',
      city: 'Zagreb',
      country: 'HR',
      createdAt: now,
    });
    const created = await insertAccounts(tx, companyId, now);
    const people = await insertPersons(tx, companyId, created, now);
    await tx
      .insert(groupStatementSettings)
      .values({ companyId, isEnabled: true, enabledFrom: '2026-01-01', updatedAt: now });
    return { companyId, accounts: created, persons: people };
  });
}
