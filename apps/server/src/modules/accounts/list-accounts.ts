import type { TAccount, TAccountDetail } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TErrorCode } from '@poslovno/domain';
import { toAccount, toAccountDetail } from './accounts.mapper';
import {
  selectAuthorizedPersons,
  selectPersonAccountsWithBalances,
  type TAccountFilter,
} from './accounts.repository';

/** The accounts with their balances, and whether the core answers, in one statement. */
async function readAccountList(
  tx: TTx,
  actor: TActor,
  filter: TAccountFilter,
): Promise<{ accounts: TAccount[]; isCoreAvailable: boolean }> {
  const { rows, isCoreAvailable } = await selectPersonAccountsWithBalances(
    tx,
    actor.companyId,
    actor.personUuid,
    filter,
  );
  // Without the core the accounts are still listed, their balances shown as unavailable.
  return {
    accounts: rows.map((row) => toAccount(row, row.balances, actor.personName)),
    isCoreAvailable,
  };
}

export async function readAccounts(
  tx: TTx,
  actor: TActor,
  filter: TAccountFilter,
): Promise<TAccount[]> {
  return (await readAccountList(tx, actor, filter)).accounts;
}

/**
 * The accounts with their balances; when the core bank does not answer, the accounts without
 * balances and the notice LOXON_UNAVAILABLE (000 §8), so the screen can say why.
 */
export async function listAccounts(
  deps: { db: TDb },
  actor: TActor,
  filter: TAccountFilter,
): Promise<{ accounts: TAccount[]; notices: TErrorCode[] }> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const { accounts, isCoreAvailable } = await readAccountList(tx, actor, filter);
    return { accounts, notices: isCoreAvailable ? [] : ['LOXON_UNAVAILABLE'] };
  });
}

/** An account the person may see; another company's account, or one without authority, is NOT_FOUND. */
export async function readAccountDetail(
  tx: TTx,
  actor: TActor,
  accountId: string,
): Promise<TAccountDetail> {
  const {
    rows: [row],
  } = await selectPersonAccountsWithBalances(tx, actor.companyId, actor.personUuid, { accountId });
  if (!row) throw new AppError('NOT_FOUND');
  const persons = await selectAuthorizedPersons(tx, actor.companyId, accountId);
  return toAccountDetail(row, row.balances, actor.personName, persons);
}

export async function getAccount(
  deps: { db: TDb },
  actor: TActor,
  accountId: string,
): Promise<TAccountDetail> {
  return withCompanyScope(deps.db, actor, (tx) => readAccountDetail(tx, actor, accountId));
}
