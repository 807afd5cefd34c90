import {
  and,
  arrayContained,
  asc,
  desc,
  eq,
  gt,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  lte,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { TIsoDate } from '@poslovno/domain';
import type { TTx } from '../../platform/db/database';
import {
  accountPersonPreferences,
  accounts,
  bankProfile,
  companies,
  persons,
  postings,
} from '../../platform/db/schema';
import {
  groupStatementSettings,
  statementDeliveryAccounts,
  statementDeliveryContracts,
  statements,
} from './statements.schema';

export interface TOwner {
  companyId: string;
  personUuid: string;
}

export async function selectDeliveryContract(tx: TTx, owner: TOwner) {
  const [row] = await tx
    .select({ scope: statementDeliveryContracts.scope })
    .from(statementDeliveryContracts)
    .where(
      and(
        eq(statementDeliveryContracts.companyId, owner.companyId),
        eq(statementDeliveryContracts.personId, owner.personUuid),
      ),
    );
  return row;
}

export async function selectDeliveryAccountIds(tx: TTx, owner: TOwner): Promise<string[]> {
  const rows = await tx
    .select({ accountId: statementDeliveryAccounts.accountId })
    .from(statementDeliveryAccounts)
    .where(
      and(
        eq(statementDeliveryAccounts.companyId, owner.companyId),
        eq(statementDeliveryAccounts.personId, owner.personUuid),
      ),
    );
  return rows.map((row) => row.accountId);
}

export async function selectGroupSetting(tx: TTx, companyId: string) {
  const [row] = await tx
    .select({ isEnabled: groupStatementSettings.isEnabled })
    .from(groupStatementSettings)
    .where(eq(groupStatementSettings.companyId, companyId));
  return row;
}

/** The accounts the person holds an authority level on (000 §3), in the person's order. */
/** An account the person holds an authority on, as statements name and list it. */
export interface TAuthorizedAccountRow {
  id: string;
  iban: string;
  currency: string;
  name: string;
  status: string;
  nickname: string | null;
  personalizedNickname: string | null;
}

/** Which statements a person may see: built by the access rules from the delivery contract. */
export interface TStatementVisibility {
  /** Individual and intraday statements of these accounts. */
  accountIds: readonly string[];
  /** Group statements whose accounts are all among these; none when undefined. */
  groupAccountIds: readonly string[] | undefined;
}

function visibleCondition(visibility: TStatementVisibility): SQL {
  const conditions: SQL[] = [];
  if (visibility.accountIds.length > 0) {
    const forAccounts = and(
      inArray(statements.type, ['INDIVIDUAL', 'INTRADAY']),
      inArray(statements.accountId, [...visibility.accountIds]),
    );
    if (forAccounts) conditions.push(forAccounts);
  }
  if (visibility.groupAccountIds !== undefined && visibility.groupAccountIds.length > 0) {
    const forGroups = and(
      eq(statements.type, 'GROUP'),
      arrayContained(statements.groupAccountIds, [...visibility.groupAccountIds]),
    );
    if (forGroups) conditions.push(forGroups);
  }
  return conditions.length === 0 ? sql`false` : (or(...conditions) ?? sql`false`);
}

const statementColumns = {
  statement: statements,
  account: {
    iban: accounts.iban,
    nickname: accounts.nickname,
    personalizedNickname: accountPersonPreferences.personalizedNickname,
  },
  downloadedByFirstName: persons.firstName,
  downloadedByLastName: persons.lastName,
};

function selectStatementRows(tx: TTx, owner: TOwner) {
  return tx
    .select(statementColumns)
    .from(statements)
    .leftJoin(accounts, eq(accounts.id, statements.accountId))
    .leftJoin(
      accountPersonPreferences,
      and(
        eq(accountPersonPreferences.accountId, statements.accountId),
        eq(accountPersonPreferences.personId, owner.personUuid),
      ),
    )
    .leftJoin(persons, eq(persons.id, statements.downloadedBy));
}
export type TStatementRow = Awaited<ReturnType<typeof selectStatementRows>>[number];

export interface TStatementFilter {
  type: 'INDIVIDUAL' | 'INTRADAY' | 'GROUP' | undefined;
  from: TIsoDate | null;
  to: TIsoDate | null;
  downloadState: 'ALL' | 'DOWNLOADED' | 'NOT_DOWNLOADED';
  accountId: string | undefined;
}

export interface TStatementCursor {
  statementDate: TIsoDate;
  createdAt: Date;
  id: string;
}

function filterConditions(filter: TStatementFilter): (SQL | undefined)[] {
  return [
    filter.type === undefined ? undefined : eq(statements.type, filter.type),
    filter.from === null ? undefined : gte(statements.statementDate, filter.from),
    filter.to === null ? undefined : lte(statements.statementDate, filter.to),
    filter.downloadState === 'DOWNLOADED' ? isNotNull(statements.downloadedAt) : undefined,
    filter.downloadState === 'NOT_DOWNLOADED' ? isNull(statements.downloadedAt) : undefined,
    filter.accountId === undefined
      ? undefined
      : or(
          eq(statements.accountId, filter.accountId),
          sql`${filter.accountId}::uuid = ANY(${statements.groupAccountIds})`,
        ),
  ];
}

function afterCursor(cursor: TStatementCursor | undefined): SQL | undefined {
  if (!cursor) return undefined;
  return or(
    lt(statements.statementDate, cursor.statementDate),
    and(
      eq(statements.statementDate, cursor.statementDate),
      lt(statements.createdAt, cursor.createdAt),
    ),
    and(
      eq(statements.statementDate, cursor.statementDate),
      eq(statements.createdAt, cursor.createdAt),
      lt(statements.id, cursor.id),
    ),
  );
}

/** A page of the person's statements, newest first (statement day, creation, id). */
export async function selectStatementPage(
  tx: TTx,
  owner: TOwner,
  page: {
    visibility: TStatementVisibility;
    filter: TStatementFilter;
    after: TStatementCursor | undefined;
    limit: number;
  },
): Promise<TStatementRow[]> {
  return selectStatementRows(tx, owner)
    .where(
      and(
        eq(statements.companyId, owner.companyId),
        visibleCondition(page.visibility),
        ...filterConditions(page.filter),
        afterCursor(page.after),
      ),
    )
    .orderBy(desc(statements.statementDate), desc(statements.createdAt), desc(statements.id))
    .limit(page.limit);
}

/** The visible statements among `ids`; another company's or an uncontracted one is simply absent. */
export async function selectStatementsByIds(
  tx: TTx,
  owner: TOwner,
  visibility: TStatementVisibility,
  ids: readonly string[],
): Promise<TStatementRow[]> {
  if (ids.length === 0) return [];
  return selectStatementRows(tx, owner)
    .where(
      and(
        eq(statements.companyId, owner.companyId),
        visibleCondition(visibility),
        inArray(statements.id, [...ids]),
      ),
    )
    .orderBy(desc(statements.statementDate), desc(statements.createdAt), desc(statements.id));
}

/** Not yet downloaded: individual and group statements from `sinceDate`, intraday of `today`. */
export async function selectUndownloadedStatements(
  tx: TTx,
  owner: TOwner,
  query: { visibility: TStatementVisibility; sinceDate: TIsoDate; today: TIsoDate; limit: number },
): Promise<TStatementRow[]> {
  const byType = (type: 'INDIVIDUAL' | 'GROUP' | 'INTRADAY', fromDate: TIsoDate) =>
    selectStatementRows(tx, owner)
      .where(
        and(
          eq(statements.companyId, owner.companyId),
          visibleCondition(query.visibility),
          eq(statements.type, type),
          gte(statements.statementDate, fromDate),
          isNull(statements.downloadedAt),
        ),
      )
      .orderBy(desc(statements.statementDate), desc(statements.createdAt), desc(statements.id))
      .limit(query.limit);
  // One after the other: a transaction's client runs one query at a time (pg deprecates queueing).
  const individual = await byType('INDIVIDUAL', query.sinceDate);
  const group = await byType('GROUP', query.sinceDate);
  const intraday = await byType('INTRADAY', query.today);
  return [...individual, ...group, ...intraday];
}

/**
 * Records the download: the first download's time and person stay, a repeated download changes
 * nothing (the row policy only lets the person record their own download).
 */
export async function markStatementsDownloaded(
  tx: TTx,
  owner: TOwner,
  ids: readonly string[],
  downloadedAt: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(statements)
    .set({ downloadedAt, downloadedBy: owner.personUuid })
    .where(
      and(
        eq(statements.companyId, owner.companyId),
        inArray(statements.id, [...ids]),
        isNull(statements.downloadedAt),
      ),
    );
}

export async function selectAccountIbans(
  tx: TTx,
  companyId: string,
  accountIds: readonly string[],
) {
  if (accountIds.length === 0) return new Map<string, string>();
  const rows = await tx
    .select({ id: accounts.id, iban: accounts.iban })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), inArray(accounts.id, [...accountIds])));
  return new Map(rows.map((row) => [row.id, row.iban]));
}

/** What a statement document says of its accounts: name, IBAN and currency. */
export async function selectStatementAccounts(
  tx: TTx,
  owner: TOwner,
  accountIds: readonly string[],
) {
  if (accountIds.length === 0) return [];
  return tx
    .select({
      id: accounts.id,
      iban: accounts.iban,
      currency: accounts.currency,
      name: accounts.name,
      nickname: accounts.nickname,
      personalizedNickname: accountPersonPreferences.personalizedNickname,
    })
    .from(accounts)
    .leftJoin(
      accountPersonPreferences,
      and(
        eq(accountPersonPreferences.accountId, accounts.id),
        eq(accountPersonPreferences.personId, owner.personUuid),
      ),
    )
    .where(and(eq(accounts.companyId, owner.companyId), inArray(accounts.id, [...accountIds])));
}
export type TStatementAccountRow = Awaited<ReturnType<typeof selectStatementAccounts>>[number];

/** The individual statements of a day for the accounts of a group statement. */
export async function selectIndividualStatementsOfDay(
  tx: TTx,
  companyId: string,
  accountIds: readonly string[],
  statementDate: TIsoDate,
) {
  if (accountIds.length === 0) return [];
  return tx
    .select()
    .from(statements)
    .where(
      and(
        eq(statements.companyId, companyId),
        eq(statements.type, 'INDIVIDUAL'),
        eq(statements.statementDate, statementDate),
        inArray(statements.accountId, [...accountIds]),
      ),
    );
}

export async function selectBank(tx: TTx) {
  const [row] = await tx.select().from(bankProfile).limit(1);
  return row;
}

export async function selectCompany(tx: TTx, companyId: string) {
  const [row] = await tx.select().from(companies).where(eq(companies.id, companyId));
  return row;
}

export interface TEntryCursor {
  valueDate: TIsoDate;
  id: bigint;
}

/**
 * One batch of the postings a statement lists: the account's value dates of the period (an
 * intraday statement: booked up to its cut-off), in value-date order, after the cursor.
 */
export async function selectStatementEntries(
  tx: TTx,
  query: {
    companyId: string;
    accountId: string;
    periodFrom: TIsoDate;
    periodTo: TIsoDate;
    cutOffAt: Date | null;
    after: TEntryCursor | undefined;
    limit: number;
  },
) {
  return tx
    .select({
      id: postings.id,
      bookingId: postings.bookingId,
      amountMinor: postings.amountMinor,
      valueDate: postings.valueDate,
      bookedAt: postings.bookedAt,
      bookingKind: postings.bookingKind,
      description: postings.description,
      counterpartyName: postings.counterpartyName,
      counterpartyIban: postings.counterpartyIban,
      reference: postings.reference,
      endToEndId: postings.endToEndId,
    })
    .from(postings)
    .where(
      and(
        eq(postings.companyId, query.companyId),
        eq(postings.accountId, query.accountId),
        gte(postings.valueDate, query.periodFrom),
        lte(postings.valueDate, query.periodTo),
        query.cutOffAt === null ? undefined : lte(postings.bookedAt, query.cutOffAt),
        query.after
          ? or(
              gt(postings.valueDate, query.after.valueDate),
              and(eq(postings.valueDate, query.after.valueDate), gt(postings.id, query.after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(postings.valueDate), asc(postings.id))
    .limit(query.limit);
}
export type TEntryRow = Awaited<ReturnType<typeof selectStatementEntries>>[number];
