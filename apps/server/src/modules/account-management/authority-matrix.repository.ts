import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import {
  capitalizePersonName,
  type TAccountAuthoritySetting,
  type TAuthorityLevel,
  type TForeignCurrencyAuthorization,
  type TLimitType,
  type TLoginAuthorizationLevel,
  type TMatrixAccount,
  type TMatrixAuthority,
  type TMatrixPerson,
} from '@poslovno/domain';
import type { TExecutor, TTx } from '../../platform/db/database';
import { AUTHORITY_REVOKED_END_REASON } from '../../platform/auth/sessions.repository';
import { lockCompanyAuthorityMatrix } from '../../platform/orders/authority-lock';
import {
  accountAuthorities,
  accounts,
  companies,
  companyPersons,
  persons,
  sessions,
} from '../../platform/db/schema';
import { authorityChangeRequestLines } from './authority-changes.schema';

/**
 * The bank's authority matrix of a company (account_authorities): what each person may do on each
 * account. Clients read it; only the bank's back office writes it, when it carries out an
 * authority change request, and the bank operator when a branch restores a revoked person.
 */

export interface TMatrixAccountRow {
  accountId: string;
  iban: string;
  nickname: string | null;
  currency: string;
  status: string;
  numberOfSignatures: 1 | 2;
}

/** The company's accounts that are not closed, in the bank's order. */
export async function selectManagedAccounts(
  executor: TExecutor,
  companyId: string,
): Promise<TMatrixAccountRow[]> {
  const rows = await executor
    .select({
      accountId: accounts.id,
      iban: accounts.iban,
      nickname: accounts.nickname,
      currency: accounts.currency,
      status: accounts.status,
      numberOfSignatures: accounts.numberOfSignatures,
    })
    .from(accounts)
    .where(and(eq(accounts.companyId, companyId), ne(accounts.status, 'CLOSED')))
    .orderBy(asc(accounts.defaultOrder), asc(accounts.iban));
  return rows.map((row) => ({ ...row, numberOfSignatures: row.numberOfSignatures === 2 ? 2 : 1 }));
}

export interface TCompanyPersonRow extends TMatrixPerson {
  firstName: string;
  lastName: string;
}

/** The company's persons who have not lost it, by name. */
export async function selectCompanyPersons(
  executor: TExecutor,
  companyId: string,
): Promise<TCompanyPersonRow[]> {
  const rows = await executor
    .select({
      personId: persons.id,
      firstName: persons.firstName,
      lastName: persons.lastName,
      loginLevel: companyPersons.authorizationLevel,
    })
    .from(companyPersons)
    .innerJoin(persons, eq(persons.id, companyPersons.personId))
    .where(and(eq(companyPersons.companyId, companyId), isNull(companyPersons.accessRevokedAt)))
    .orderBy(asc(persons.lastName), asc(persons.firstName));
  return rows.map((row) => ({
    ...row,
    loginLevel: row.loginLevel as TLoginAuthorizationLevel,
    isRevoked: false,
  }));
}

/** Every authority line of the company's accounts that are not closed. */
export async function selectCompanyAuthorities(
  executor: TExecutor,
  companyId: string,
): Promise<TMatrixAuthority[]> {
  const rows = await executor
    .select({
      personId: accountAuthorities.personId,
      accountId: accountAuthorities.accountId,
      level: accountAuthorities.authorityLevel,
      limitType: accountAuthorities.limitType,
      limitMinor: accountAuthorities.limitAmountMinor,
      isIndependent: accountAuthorities.independentSignee,
      isMandatory: accountAuthorities.mandatorySignee,
      foreignCurrencyAuthorization: accountAuthorities.foreignCurrencyAuthorization,
    })
    .from(accountAuthorities)
    .innerJoin(accounts, eq(accounts.id, accountAuthorities.accountId))
    .where(and(eq(accountAuthorities.companyId, companyId), ne(accounts.status, 'CLOSED')));
  return rows.map((row) => ({
    ...row,
    level: row.level as TAuthorityLevel,
    limitType: row.limitType as TLimitType,
    foreignCurrencyAuthorization: row.foreignCurrencyAuthorization as TForeignCurrencyAuthorization,
  }));
}

export interface TAuthorityMatrix {
  accounts: TMatrixAccountRow[];
  persons: TCompanyPersonRow[];
  authorities: TMatrixAuthority[];
}

export async function selectAuthorityMatrix(
  executor: TExecutor,
  companyId: string,
): Promise<TAuthorityMatrix> {
  return {
    accounts: await selectManagedAccounts(executor, companyId),
    persons: await selectCompanyPersons(executor, companyId),
    authorities: await selectCompanyAuthorities(executor, companyId),
  };
}

/** The matrix as the domain's rule judges it (authority-change.ts judgeAuthorityChange). */
export function toJudgedMatrix(matrix: TAuthorityMatrix): {
  accounts: TMatrixAccount[];
  people: Map<string, TMatrixPerson>;
} {
  return {
    accounts: matrix.accounts.map((account) => ({
      accountId: account.accountId,
      numberOfSignatures: account.numberOfSignatures,
      authorities: matrix.authorities.filter(
        (authority) => authority.accountId === account.accountId,
      ),
    })),
    people: new Map(matrix.persons.map((person) => [person.personId, person])),
  };
}

/** A person's setting on an account: NONE where the matrix has no line. */
export function findSetting(
  matrix: Pick<TAuthorityMatrix, 'authorities'>,
  personId: string,
  accountId: string,
): TAccountAuthoritySetting {
  const line = matrix.authorities.find(
    (authority) => authority.personId === personId && authority.accountId === accountId,
  );
  return line
    ? { level: line.level, limitType: line.limitType, limitMinor: line.limitMinor }
    : { level: 'NONE', limitType: 'NO_LIMIT', limitMinor: null };
}

/**
 * As the bank: the person's level and limit on each account set; a line the matrix lacks starts as
 * a joint, non-mandatory, domestic signee (docs/decisions.md "Account management").
 */
export async function writeAuthoritySettings(
  tx: TTx,
  companyId: string,
  personId: string,
  lines: readonly ({ accountId: string } & TAccountAuthoritySetting)[],
): Promise<void> {
  for (const line of lines) {
    await tx
      .insert(accountAuthorities)
      .values({
        accountId: line.accountId,
        personId,
        companyId,
        authorityLevel: line.level,
        independentSignee: false,
        mandatorySignee: false,
        limitType: line.limitType,
        limitAmountMinor: line.limitMinor,
        limitCurrency: 'EUR',
        foreignCurrencyAuthorization: 'DOMESTIC',
      })
      .onConflictDoUpdate({
        target: [accountAuthorities.accountId, accountAuthorities.personId],
        set: {
          authorityLevel: line.level,
          limitType: line.limitType,
          limitAmountMinor: line.limitMinor,
        },
      });
  }
}

/**
 * As the bank: the person loses the company (every authority at NONE, the membership marked
 * revoked) and their open sessions in it end at once.
 */
export async function revokePersonAccess(
  tx: TTx,
  input: { companyId: string; personId: string; orderId: bigint | null; at: Date },
): Promise<number> {
  await tx
    .update(accountAuthorities)
    .set({ authorityLevel: 'NONE', limitType: 'NO_LIMIT', limitAmountMinor: null })
    .where(
      and(
        eq(accountAuthorities.companyId, input.companyId),
        eq(accountAuthorities.personId, input.personId),
      ),
    );
  await tx
    .update(companyPersons)
    .set({ accessRevokedAt: input.at, accessRevokedByOrderId: input.orderId })
    .where(
      and(
        eq(companyPersons.companyId, input.companyId),
        eq(companyPersons.personId, input.personId),
      ),
    );
  const ended = await tx
    .update(sessions)
    .set({ endedAt: input.at, endReason: AUTHORITY_REVOKED_END_REASON })
    .where(
      and(
        eq(sessions.companyId, input.companyId),
        eq(sessions.personId, input.personId),
        isNull(sessions.endedAt),
      ),
    )
    .returning({ id: sessions.id });
  return ended.length;
}

/** Whether the person is of the company and has not lost it. */
export async function isActiveCompanyPerson(
  executor: TExecutor,
  companyId: string,
  personId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ one: sql<number>`1` })
    .from(companyPersons)
    .where(
      and(
        eq(companyPersons.companyId, companyId),
        eq(companyPersons.personId, personId),
        isNull(companyPersons.accessRevokedAt),
      ),
    );
  return row !== undefined;
}

export type TRestoreOutcome =
  | { kind: 'restored'; personName: string; companyName: string; accounts: number }
  | { kind: 'unknown' }
  | { kind: 'not-revoked'; personName: string; companyName: string };

/**
 * The bank operator's restore after a branch visit (npm run bank -- authority restore): the person
 * gets the company back, with the authority each account had before the revocation (the revoking
 * request's recapitulation), as the bank and outside any company's scope.
 */
export async function restorePersonAccess(
  tx: TTx,
  input: { customerId: number; personNumber: number },
): Promise<TRestoreOutcome> {
  const [membership] = await tx
    .select({
      companyId: companyPersons.companyId,
      personId: companyPersons.personId,
      revokedAt: companyPersons.accessRevokedAt,
      orderId: companyPersons.accessRevokedByOrderId,
      firstName: persons.firstName,
      lastName: persons.lastName,
      companyName: companies.name,
    })
    .from(companyPersons)
    .innerJoin(persons, eq(persons.id, companyPersons.personId))
    .innerJoin(companies, eq(companies.id, companyPersons.companyId))
    .where(
      and(eq(companies.customerId, input.customerId), eq(persons.personId, input.personNumber)),
    );
  if (!membership) return { kind: 'unknown' };
  const names = {
    personName: capitalizePersonName(`${membership.firstName} ${membership.lastName}`),
    companyName: membership.companyName,
  };
  if (membership.revokedAt === null) return { kind: 'not-revoked', ...names };
  const lines =
    membership.orderId === null
      ? []
      : await tx
          .select({
            accountId: authorityChangeRequestLines.accountId,
            level: authorityChangeRequestLines.beforeLevel,
            limitType: authorityChangeRequestLines.beforeLimitType,
            limitMinor: authorityChangeRequestLines.beforeLimitMinor,
          })
          .from(authorityChangeRequestLines)
          .where(eq(authorityChangeRequestLines.orderId, membership.orderId));
  await lockCompanyAuthorityMatrix(tx, membership.companyId);
  await writeAuthoritySettings(
    tx,
    membership.companyId,
    membership.personId,
    lines.map((line) => ({
      accountId: line.accountId,
      level: line.level as TAuthorityLevel,
      limitType: line.limitType as TLimitType,
      limitMinor: line.limitMinor,
    })),
  );
  await tx
    .update(companyPersons)
    .set({ accessRevokedAt: null, accessRevokedByOrderId: null })
    .where(
      and(
        eq(companyPersons.companyId, membership.companyId),
        eq(companyPersons.personId, membership.personId),
      ),
    );
  return { kind: 'restored', ...names, accounts: lines.length };
}
