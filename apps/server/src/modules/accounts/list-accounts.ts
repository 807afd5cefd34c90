import type { TAccount, TAccountDetail } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
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
  const balances = await selectBalances(
    tx,
    actor.companyId,
    rows.map((row) => row.account.id),
  );
  return rows.map((row) =>
    toAccount(
      row,
      balances.filter((balance) => balance.accountId === row.account.id),
      actor.personName,
    ),
  );
}

export async function listAccounts(
  deps: { db: TDb },
  actor: TActor,
  filter: TAccountFilter,
): Promise<TAccount[]> {
  return withCompanyScope(deps.db, actor, (tx) => readAccounts(tx, actor, filter));
}

/** An account the person may see; another company's account, or one without authority, is NOT_FOUND. */
export async function readAccountDetail(
  tx: TTx,
  actor: TActor,
  accountId: string,
): Promise<TAccountDetail> {
  const [row] = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, { accountId });
  if (!row) throw new AppError('NOT_FOUND');
  const balances = await selectBalances(tx, actor.companyId, [accountId]);
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
