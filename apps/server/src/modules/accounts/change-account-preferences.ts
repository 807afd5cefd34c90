import {
  PERSONALIZED_NICKNAME_MAX_LENGTH,
  validateAccountOrder,
  validateFreeText,
} from '@poslovno/domain';
import type { TAccount, TAccountDetail } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TDb } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import { upsertPersonalizedNickname, upsertSortOrders } from './accounts.repository';
import { readAccountDetail, readAccounts } from './list-accounts';

/** PATCH /accounts/{id}: the person's own name for an account; an empty name restores the default. */
export async function renameAccount(
  deps: { db: TDb },
  actor: TActor,
  input: { accountId: string; customerId: number; name: string },
): Promise<TAccountDetail> {
  if (input.customerId !== actor.customerId) throw new AppError('CUSTOMER_MISMATCH');
  const violations = validateFreeText('name', input.name, PERSONALIZED_NICKNAME_MAX_LENGTH);
  if (violations.length > 0) throw new AppError('VALIDATION_FAILED', { validations: violations });
  const nickname = input.name.trim() || null;
  return withCompanyScope(deps.db, actor, async (tx) => {
    await readAccountDetail(tx, actor, input.accountId);
    await upsertPersonalizedNickname(
      tx,
      actor.companyId,
      actor.personUuid,
      input.accountId,
      nickname,
    );
    return readAccountDetail(tx, actor, input.accountId);
  });
}

/** PATCH /accounts: the person's order; it must name every account the person sees, once. */
export async function reorderAccounts(
  deps: { db: TDb },
  actor: TActor,
  order: readonly string[],
): Promise<TAccount[]> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const listed = await readAccounts(tx, actor, {});
    if (
      !validateAccountOrder(
        order,
        listed.map((account) => account.id),
      )
    ) {
      throw new AppError('VALIDATION_FAILED', {
        validations: [{ field: 'order', code: 'FIELD_INVALID' }],
      });
    }
    await upsertSortOrders(tx, actor.companyId, actor.personUuid, order);
    return readAccounts(tx, actor, {});
  });
}
