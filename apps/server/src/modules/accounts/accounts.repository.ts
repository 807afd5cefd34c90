import { and, eq, ne, sql } from 'drizzle-orm';
import type { TAccountType, TAuthorityLevel } from '@poslovno/domain';
import { executePrepared, type TPreparedStatement, type TTx } from '../../platform/db/database';
import { selectCoreAvailability } from '../../core-bank/ledger.repository';
import type { accountBalances, accounts } from '../../platform/db/schema';
import { accountAuthorities, accountPersonPreferences, persons } from '../../platform/db/schema';

export interface TAccountFilter {
  authorityLevels?: TAuthorityLevel[];
  currency?: string;
  notCurrency?: string;
  accountType?: TAccountType;
  accountId?: string;
}

export type TAccountRow = typeof accounts.$inferSelect;
export type TBalanceRow = typeof accountBalances.$inferSelect;

export interface TPersonAccountRow {
  account: TAccountRow;
  authorityLevel: string;
  personalizedNickname: string | null;
  sortOrder: number | null;
}

/** An account of the person with its balances (none while the core does not answer). */
export interface TPersonAccountWithBalances extends TPersonAccountRow {
  balances: TBalanceRow[];
}

interface TPersonAccountRaw extends Record<string, unknown> {
  id: string;
  company_id: string;
  iban: string;
  account_number: string;
  currency: string;
  status: string;
  type: string;
  name: string;
  nickname: string | null;
  opening_date: string;
  overdraft_limit_minor: string;
  overdraft_expiry_date: string | null;
  overdraft_interest_rate: string | null;
  number_of_signatures: number;
  default_order: number;
  authority_level: string;
  personalized_nickname: string | null;
  sort_order: number | null;
}

interface TPersonAccountWithBalancesRaw extends TPersonAccountRaw {
  is_core_available: boolean;
  /** [balance type, amount in minor units as digits] pairs, null without balances. */
  balances: [string, string][] | null;
}

/**
 * Accounts on which the person holds an authority level (any but NONE), in the person's order.
 * The filters are parameters, null when not asked for, so every call is one prepared statement:
 * the accounts list, the payment form and the statements run it on every request.
 */
const personAccountsSql = (extraColumns: string, extraJoins: string) => `
  SELECT a.id, a.company_id, a.iban, a.account_number, a.currency, a.status, a.type, a.name,
    a.nickname, a.opening_date, a.overdraft_limit_minor::text, a.overdraft_expiry_date,
    a.overdraft_interest_rate, a.number_of_signatures, a.default_order, aa.authority_level,
    p.personalized_nickname, p.sort_order${extraColumns}
  FROM accounts a
  JOIN account_authorities aa
    ON aa.account_id = a.id AND aa.person_id = $2 AND aa.company_id = $1
  LEFT JOIN account_person_preferences p ON p.account_id = a.id AND p.person_id = $2${extraJoins}
  WHERE a.company_id = $1 AND aa.authority_level <> 'NONE'
    AND ($3::text[] IS NULL OR aa.authority_level = ANY ($3::text[]))
    AND ($4::text IS NULL OR a.currency = $4::text)
    AND ($5::text IS NULL OR a.currency <> $5::text)
    AND ($6::text IS NULL OR a.type = $6::text)
    AND ($7::uuid IS NULL OR a.id = $7::uuid)
  ORDER BY coalesce(p.sort_order, a.default_order), a.default_order`;

const personAccounts: TPreparedStatement = {
  name: 'accounts_of_person',
  text: personAccountsSql('', ''),
};

/**
 * The same with each account's balances and whether the core answers, in one round trip (the
 * accounts list's whole read). Balances are read only while the core answers (000 §8). They come
 * as JSON, which the driver parses natively (its parser of PostgreSQL arrays allocated a tenth of
 * the memory of a GET /accounts).
 */
const personAccountsWithBalances: TPreparedStatement = {
  name: 'accounts_of_person_with_balances',
  text: personAccountsSql(
    ', core.is_core_available, balance.balances',
    `
  CROSS JOIN (SELECT coalesce((SELECT is_core_available FROM bank_profile LIMIT 1), false)
    AS is_core_available) core
  LEFT JOIN LATERAL (
    SELECT json_agg(json_build_array(b.balance_type, b.amount_minor::text)) AS balances
    FROM account_balances b
    WHERE core.is_core_available AND b.company_id = $1 AND b.account_id = a.id) balance ON true`,
  ),
};

function personAccountValues(companyId: string, personUuid: string, filter: TAccountFilter) {
  return [
    companyId,
    personUuid,
    filter.authorityLevels?.length ? filter.authorityLevels : null,
    filter.currency ? filter.currency : null,
    filter.notCurrency ? filter.notCurrency : null,
    filter.accountType ? filter.accountType : null,
    filter.accountId ? filter.accountId : null,
  ];
}

function toPersonAccountRow(raw: TPersonAccountRaw): TPersonAccountRow {
  return {
    account: {
      id: raw.id,
      companyId: raw.company_id,
      iban: raw.iban,
      accountNumber: raw.account_number,
      currency: raw.currency,
      status: raw.status,
      type: raw.type,
      name: raw.name,
      nickname: raw.nickname,
      openingDate: raw.opening_date,
      overdraftLimitMinor: BigInt(raw.overdraft_limit_minor),
      overdraftExpiryDate: raw.overdraft_expiry_date,
      overdraftInterestRate: raw.overdraft_interest_rate,
      numberOfSignatures: raw.number_of_signatures,
      defaultOrder: raw.default_order,
    },
    authorityLevel: raw.authority_level,
    personalizedNickname: raw.personalized_nickname,
    sortOrder: raw.sort_order,
  };
}

/** Accounts on which the person holds an authority level, in the person's order. */
export async function selectPersonAccounts(
  tx: TTx,
  companyId: string,
  personUuid: string,
  filter: TAccountFilter,
): Promise<TPersonAccountRow[]> {
  const rows = await executePrepared<TPersonAccountRaw>(
    tx,
    personAccounts,
    personAccountValues(companyId, personUuid, filter),
  );
  return rows.map(toPersonAccountRow);
}

/** The person's accounts with their balances, and whether the core answers. */
export async function selectPersonAccountsWithBalances(
  tx: TTx,
  companyId: string,
  personUuid: string,
  filter: TAccountFilter,
): Promise<{ rows: TPersonAccountWithBalances[]; isCoreAvailable: boolean }> {
  const raws = await executePrepared<TPersonAccountWithBalancesRaw>(
    tx,
    personAccountsWithBalances,
    personAccountValues(companyId, personUuid, filter),
  );
  const rows = raws.map((raw) => ({
    ...toPersonAccountRow(raw),
    balances: (raw.balances ?? []).map(([balanceType, amountMinor]) => ({
      accountId: raw.id,
      companyId: raw.company_id,
      balanceType,
      amountMinor: BigInt(amountMinor),
    })),
  }));
  // Without an account no row says whether the core answers.
  const [first] = raws;
  return {
    rows,
    isCoreAvailable: first ? first.is_core_available : await selectCoreAvailability(tx),
  };
}

const balancesOfAccounts: TPreparedStatement = {
  name: 'account_balances_of_accounts',
  text: `SELECT account_id AS "accountId", company_id AS "companyId",
      balance_type AS "balanceType", amount_minor::text AS "amountMinor"
    FROM account_balances WHERE company_id = $1 AND account_id = ANY ($2::uuid[])`,
};

export async function selectBalances(
  tx: TTx,
  companyId: string,
  accountIds: string[],
): Promise<TBalanceRow[]> {
  if (accountIds.length === 0) return [];
  const rows = await executePrepared<Omit<TBalanceRow, 'amountMinor'> & { amountMinor: string }>(
    tx,
    balancesOfAccounts,
    [companyId, accountIds],
  );
  return rows.map((row) => ({ ...row, amountMinor: BigInt(row.amountMinor) }));
}

export async function selectAuthorizedPersons(tx: TTx, companyId: string, accountId: string) {
  return tx
    .select({
      authority: accountAuthorities,
      firstName: persons.firstName,
      lastName: persons.lastName,
    })
    .from(accountAuthorities)
    .innerJoin(persons, eq(persons.id, accountAuthorities.personId))
    .where(
      and(
        eq(accountAuthorities.companyId, companyId),
        eq(accountAuthorities.accountId, accountId),
        ne(accountAuthorities.authorityLevel, 'NONE'),
      ),
    )
    .orderBy(
      sql`${persons.lastName} COLLATE "hr-HR-x-icu"`,
      sql`${persons.firstName} COLLATE "hr-HR-x-icu"`,
    );
}
export type TAuthorizedPersonRow = Awaited<ReturnType<typeof selectAuthorizedPersons>>[number];

export async function upsertPersonalizedNickname(
  tx: TTx,
  companyId: string,
  personUuid: string,
  accountId: string,
  nickname: string | null,
) {
  await tx
    .insert(accountPersonPreferences)
    .values({ accountId, personId: personUuid, companyId, personalizedNickname: nickname })
    .onConflictDoUpdate({
      target: [accountPersonPreferences.accountId, accountPersonPreferences.personId],
      set: { personalizedNickname: nickname },
    });
}

export async function upsertSortOrders(
  tx: TTx,
  companyId: string,
  personUuid: string,
  orderedAccountIds: readonly string[],
) {
  if (orderedAccountIds.length === 0) return;
  await tx
    .insert(accountPersonPreferences)
    .values(
      orderedAccountIds.map((accountId, index) => ({
        accountId,
        personId: personUuid,
        companyId,
        sortOrder: index + 1,
      })),
    )
    .onConflictDoUpdate({
      target: [accountPersonPreferences.accountId, accountPersonPreferences.personId],
      set: { sortOrder: sql`excluded.sort_order` },
    });
}
