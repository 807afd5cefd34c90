import type { TAccount, TAccountDetail } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { isCoreAvailable } from '../../core-bank/core-availability';
import type { TErrorCode } from '@poslovno/domain';
import { toAccount, toAccountDetail } from './accounts.mapper';
import {
  selectAuthorizedPersons,
  selectBalances,
  selectPersonAccounts,
  type TAccountFilter,
} from './accounts.repository';

export async function readAccounts(
  tx: TTx,
  actor: TActor,
  filter: TAccountFilter,
): Promise<TAccount[]> {
  const rows = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, filter);
  // Without the core the accounts are still listed, their balances shown as unavailable.
  const balances = (await isCoreAvailable(tx))
    ? await selectBalances(
        tx,
        actor.companyId,
        rows.map((row) => row.account.id),
      )
    : [];
  return rows.map((row) =>
    toAccount(
      row,
      balances.filter((balance) => balance.accountId === row.account.id),
      actor.personName,
    ),
  );
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
  return withCompanyScope(deps.db, actor, async (tx) => ({
    accounts: await readAccounts(tx, actor, filter),
    notices: (await isCoreAvailable(tx)) ? [] : ['LOXON_UNAVAILABLE'],
  }));
}

/** An account the person may see; another company's account, or one without authority, is NOT_FOUND. */
export async function readAccountDetail(
  tx: TTx,
  actor: TActor,
  accountId: string,
): Promise<TAccountDetail> {
  const [row] = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, { accountId });
  if (!row) throw new AppError('NOT_FOUND');
  const balances = (await isCoreAvailable(tx))
    ? await selectBalances(tx, actor.companyId, [accountId])
    : [];
  const persons = await selectAuthorizedPersons(tx, actor.companyId, accountId);
  return toAccountDetail(row, balances, actor.personName, persons);
}

export async function getAccount(
  deps: { db: TDb },
  actor: TActor,
  accountId: string,
): Promise<TAccountDetail> {
  return withCompanyScope(deps.db, actor, (tx) => readAccountDetail(tx, actor, accountId));
}
