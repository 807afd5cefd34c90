import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { TAccountType, TAuthorityLevel } from '@poslovno/domain';
import type { TTx } from '../../platform/db/database';
import {
  accountAuthorities,
  accountBalances,
  accountPersonPreferences,
  accounts,
  persons,
} from '../../platform/db/schema';

export interface TAccountFilter {
  authorityLevels?: TAuthorityLevel[];
  currency?: string;
  notCurrency?: string;
  accountType?: TAccountType;
  accountId?: string;
}

/** Accounts on which the person holds an authority level, in the person's order. */
export async function selectPersonAccounts(
  tx: TTx,
  companyId: string,
  personUuid: string,
  filter: TAccountFilter,
) {
  const conditions: SQL[] = [
    eq(accounts.companyId, companyId),
    ne(accountAuthorities.authorityLevel, 'NONE'),
  ];
  if (filter.authorityLevels?.length)
    conditions.push(inArray(accountAuthorities.authorityLevel, filter.authorityLevels));
  if (filter.currency) conditions.push(eq(accounts.currency, filter.currency));
  if (filter.notCurrency) conditions.push(ne(accounts.currency, filter.notCurrency));
  if (filter.accountType) conditions.push(eq(accounts.type, filter.accountType));
  if (filter.accountId) conditions.push(eq(accounts.id, filter.accountId));
  return tx
    .select({
      account: accounts,
      authorityLevel: accountAuthorities.authorityLevel,
      personalizedNickname: accountPersonPreferences.personalizedNickname,
      sortOrder: accountPersonPreferences.sortOrder,
    })
    .from(accounts)
    .innerJoin(
      accountAuthorities,
      and(
        eq(accountAuthorities.accountId, accounts.id),
        eq(accountAuthorities.personId, personUuid),
        eq(accountAuthorities.companyId, companyId),
      ),
    )
    .leftJoin(
      accountPersonPreferences,
      and(
        eq(accountPersonPreferences.accountId, accounts.id),
        eq(accountPersonPreferences.personId, personUuid),
      ),
    )
    .where(and(...conditions))
    .orderBy(
      sql`coalesce(${accountPersonPreferences.sortOrder}, ${accounts.defaultOrder})`,
      asc(accounts.defaultOrder),
    );
}
export type TPersonAccountRow = Awaited<ReturnType<typeof selectPersonAccounts>>[number];

export async function selectBalances(tx: TTx, companyId: string, accountIds: string[]) {
  if (accountIds.length === 0) return [];
  return tx
    .select()
    .from(accountBalances)
    .where(
      and(eq(accountBalances.companyId, companyId), inArray(accountBalances.accountId, accountIds)),
    );
}
export type TBalanceRow = Awaited<ReturnType<typeof selectBalances>>[number];

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
