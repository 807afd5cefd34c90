import type { TStatementDeliveryScope, TStatementType } from '@poslovno/contract';
import type { TTx } from '../../platform/db/database';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import {
  selectDeliveryAccountIds,
  selectDeliveryContract,
  selectGroupSetting,
  type TAuthorizedAccountRow,
  type TOwner,
  type TStatementVisibility,
} from './statements.repository';

export interface TStatementAccess {
  scope: TStatementDeliveryScope;
  /** The company has group statements and the person's contract covers them. */
  isGroupVisible: boolean;
  /** The accounts whose individual and intraday statements the person receives, in their order. */
  accounts: TAuthorizedAccountRow[];
  visibility: TStatementVisibility;
}

/** The statement types of an account: no intraday statements once it is closed (no bookings). */
export function listStatementTypesOf(account: TAuthorizedAccountRow): TStatementType[] {
  return account.status === 'CLOSED' ? ['INDIVIDUAL'] : ['INDIVIDUAL', 'INTRADAY'];
}

/** The accounts the person holds an authority on, in their order: the accounts list's own query. */
export async function readAuthorizedAccounts(
  tx: TTx,
  owner: TOwner,
): Promise<TAuthorizedAccountRow[]> {
  const rows = await selectPersonAccounts(tx, owner.companyId, owner.personUuid, {});
  return rows.map(({ account, personalizedNickname }) => ({
    id: account.id,
    iban: account.iban,
    currency: account.currency,
    name: account.name,
    status: account.status,
    nickname: account.nickname,
    personalizedNickname,
  }));
}

/**
 * What a person may see of the statements (000 §6): nothing without a contract or with NONE;
 * with LIMITED, the listed accounts among those they hold an authority on; with FULL, every such
 * account and, when the company has them, group statements made only of such accounts (a group
 * statement never shows an account the person may not see).
 */
export async function readStatementAccess(tx: TTx, owner: TOwner): Promise<TStatementAccess> {
  const contract = await selectDeliveryContract(tx, owner);
  const scope = (contract?.scope ?? 'NONE') as TStatementDeliveryScope;
  if (scope === 'NONE')
    return {
      scope,
      isGroupVisible: false,
      accounts: [],
      visibility: { accountIds: [], groupAccountIds: undefined },
    };
  const authorized = await readAuthorizedAccounts(tx, owner);
  const limitedTo = scope === 'LIMITED' ? new Set(await selectDeliveryAccountIds(tx, owner)) : null;
  const received = limitedTo
    ? authorized.filter((account) => limitedTo.has(account.id))
    : authorized;
  const isGroupVisible =
    scope === 'FULL' && (await selectGroupSetting(tx, owner.companyId))?.isEnabled === true;
  return {
    scope,
    isGroupVisible,
    accounts: received,
    visibility: {
      accountIds: received.map((account) => account.id),
      groupAccountIds: isGroupVisible ? authorized.map((account) => account.id) : undefined,
    },
  };
}
