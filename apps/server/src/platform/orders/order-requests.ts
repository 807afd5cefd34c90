import type { TOrderChallengeAnswer } from '@poslovno/contract';
import type { TActor } from '../auth/session-service';
import { AppError } from '../errors';
import type { TDeps } from '../http';
import { deleteOrders, preauthorizeOrder } from './order-kernel';
import type { TOrderTypePlugin } from './order-type';
import { toOrderChallengeAnswer } from './order-views';

/**
 * The calls a request of any type (001 §7: a consent, a confirmation, a limit change) answers the
 * same way on the wire, whatever it holds: its challenge and its deletion.
 */

/** PATCH …/{id}/preauthorize: the generic challenge, with what its signature covers. */
export async function preauthorizeRequest<TDraft, TValue>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  requestId: bigint,
): Promise<TOrderChallengeAnswer> {
  return toOrderChallengeAnswer(plugin, await preauthorizeOrder(deps, actor, plugin, requestId));
}

/** DELETE …/{id}: DELETED, or the reason it cannot be as the error. */
export async function deleteRequest<TDraft, TValue>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  requestId: bigint,
): Promise<void> {
  const [result] = await deleteOrders(deps, actor, plugin, [requestId]);
  if (result?.status !== 'DELETED') throw new AppError(result?.errorCode ?? 'DELETE_FAILED');
}
