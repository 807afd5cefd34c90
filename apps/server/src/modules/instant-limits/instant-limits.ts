import type {
  TInstantLimitRequest,
  TInstantLimitRequestCreated,
  TInstantLimitRequests,
  TInstantPaymentLimits,
  TParsedInstantLimitRequestInput,
  TSigningProofInput,
} from '@poslovno/contract';
import {
  canEnterOrders,
  type TAccountStatus,
  type TAuthorityLevel,
  type TInstantLimit,
  type TInstantLimitRequest as TInstantLimitRequestValue,
  type TInstantLimitRequestStatus,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import {
  authorizeOrder,
  createOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import { presentRequestView, presentRequestViews } from '../../platform/orders/order-views';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import { formatLimitAmount, instantLimitOrderType } from './instant-limit-order-type';
import {
  selectAccountInstantLimits,
  selectInstantLimitRequestPage,
  selectUndecidedInstantLimitRequests,
  type TInstantLimitRequestRow,
} from './instant-limits.repository';

function presentOwn(order: TKernelOrder, request: TInstantLimitRequestValue) {
  if (order.debtorAccountId === null)
    throw new Error(`instant limit request ${order.id} without its account`);
  return {
    status: order.status as TInstantLimitRequestStatus,
    accountId: order.debtorAccountId,
    accountNumber: request.accountIban,
    limitType: request.limit.limitType,
    limitAmount: formatLimitAmount(request.limit),
    currency: 'EUR' as const,
    reference: request.reference,
  };
}

function presentRequests(
  tx: TTx,
  actor: TActor,
  rows: readonly TInstantLimitRequestRow[],
): Promise<TInstantLimitRequest[]> {
  return presentRequestViews(tx, actor, instantLimitOrderType, rows, presentOwn);
}

function presentRequest(
  tx: TTx,
  actor: TActor,
  result: TKernelResult<TInstantLimitRequestValue>,
): Promise<TInstantLimitRequest> {
  return presentRequestView(tx, actor, instantLimitOrderType, result, presentOwn);
}

/**
 * GET /account-management/instant-payments-limits: every account the person works with, its limit
 * as the bank holds it (the bank's default per transaction while it has none of its own), and its
 * newest request the bank has not decided yet.
 */
export function readInstantPaymentLimits(
  deps: TDeps,
  actor: TActor,
): Promise<TInstantPaymentLimits> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const listed = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, {});
    const own = new Map(
      (
        await selectAccountInstantLimits(
          tx,
          actor.companyId,
          listed.map((row) => row.account.id),
        )
      ).map((limit) => [limit.accountId, limit]),
    );
    const undecided = await selectUndecidedInstantLimitRequests(tx, actor);
    const newest = new Map<string, TInstantLimitRequestRow>();
    for (const row of undecided)
      if (row.order.debtorAccountId !== null && !newest.has(row.order.debtorAccountId))
        newest.set(row.order.debtorAccountId, row);
    const presented = new Map(
      (await presentRequests(tx, actor, [...newest.values()])).map((request) => [
        request.accountId,
        request,
      ]),
    );
    const bankDefault: TInstantLimit = {
      limitType: 'PER_TRANSACTION',
      limitMinor: deps.config.instantPaymentLimitMinor,
    };
    return {
      items: listed.map(({ account, authorityLevel }) => {
        const limit = own.get(account.id);
        const pending = presented.get(account.id);
        const inForce = limit?.limit ?? bankDefault;
        return {
          accountId: account.id,
          iban: account.iban,
          accountStatus: account.status as TAccountStatus,
          currency: 'EUR',
          limitType: inForce.limitType,
          limitAmount: formatLimitAmount(inForce),
          isBankDefault: limit === undefined,
          updatedAt: limit?.updatedAt.toISOString() ?? null,
          canRequest: canEnterOrders(actor.authorizationLevel, authorityLevel as TAuthorityLevel),
          ...(pending && {
            pendingRequest: {
              requestId: pending.requestId,
              status: pending.status,
              displayStatus: pending.displayStatus,
              limitType: pending.limitType,
              limitAmount: pending.limitAmount,
            },
          }),
        };
      }),
    };
  });
}

function decodeRequestCursor(cursor: string | undefined): bigint | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) && typeof key[0] === 'string' && /^\d{1,18}$/.test(key[0])
      ? BigInt(key[0])
      : undefined,
  );
}

/** GET /instant-limit-requests: the requests on the person's accounts, a keyset page, newest first. */
export function listInstantLimitRequests(
  deps: TDeps,
  actor: TActor,
  query: { cursor?: string; pageSize: number },
): Promise<TInstantLimitRequests> {
  const afterId = decodeRequestCursor(query.cursor);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const rows = await selectInstantLimitRequestPage(tx, actor, {
      ...(afterId === undefined ? {} : { afterId }),
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    return {
      requests: await presentRequests(tx, actor, page),
      metadata: {
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeKeysetCursor([last.order.id.toString()])
            : null,
      },
    };
  });
}

/**
 * POST /instant-limit-requests: the request stored, and the challenge for its author to sign it,
 * unless the author only enters orders on the account.
 */
export async function createInstantLimitRequest(
  deps: TDeps,
  actor: TActor,
  request: { input: TParsedInstantLimitRequestInput; idempotencyKey: string },
): Promise<TInstantLimitRequestCreated> {
  const created = await createOrder(
    deps,
    actor,
    instantLimitOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
  const preauthorization = created.actions.canAuthorize
    ? await preauthorizeRequest(deps, actor, instantLimitOrderType, BigInt(created.requestId))
    : null;
  return { request: created, preauthorization };
}

export function authorizeInstantLimitRequest(
  deps: TDeps,
  actor: TActor,
  request: { requestId: bigint; proof: TSigningProofInput; idempotencyKey: string },
): Promise<TInstantLimitRequest> {
  return authorizeOrder(
    deps,
    actor,
    instantLimitOrderType,
    { orderId: request.requestId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
}
