import type {
  TAuthorityChangeRequest,
  TAuthorityChangeRequestCreated,
  TAuthorityChangeRequests,
  TAuthoritySetting,
  TParsedAuthorityChangeRequestInput,
  TSigningProofInput,
} from '@poslovno/contract';
import {
  AUTHORITY_LIMIT_CURRENCY,
  formatMinorAsDecimal,
  type TAccountAuthoritySetting,
  type TAuthorityChangeStatus,
} from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import { decodeKeysetCursor, encodeKeysetCursor } from '../../platform/keyset-cursor';
import {
  authorizeOrder,
  createOrder,
  findOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import { presentRequestView, presentRequestViews } from '../../platform/orders/order-views';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { authorityChangeOrderType } from './authority-change-order-type';
import {
  selectAuthorityChangeRequestPage,
  type TAuthorityChangeValue,
} from './authority-changes.repository';

/** A setting as the wire shows it: the limit as a decimal in euro. */
export function presentSetting(setting: TAccountAuthoritySetting): TAuthoritySetting {
  return {
    authorityLevel: setting.level,
    limitType: setting.limitType,
    limitAmount:
      setting.limitMinor === null
        ? null
        : formatMinorAsDecimal(setting.limitMinor, AUTHORITY_LIMIT_CURRENCY),
  };
}

function presentOwn(order: TKernelOrder, value: TAuthorityChangeValue) {
  return {
    status: order.status as TAuthorityChangeStatus,
    customerId: value.customerId,
    personId: value.personId,
    personName: value.personName,
    actionType: value.actionType,
    lines: value.lines.map((line) => ({
      accountId: line.accountId,
      iban: line.iban,
      label: line.label,
      currency: line.currency,
      before: presentSetting(line.before),
      after: presentSetting(line.after),
    })),
    limitCurrency: AUTHORITY_LIMIT_CURRENCY,
  };
}

function presentRequest(
  tx: TTx,
  actor: TActor,
  result: TKernelResult<TAuthorityChangeValue>,
): Promise<TAuthorityChangeRequest> {
  return presentRequestView(tx, actor, authorityChangeOrderType, result, presentOwn);
}

/**
 * POST /authority-level-change-requests: the request stored, and the challenge for its author to
 * sign it, unless the author's login enters orders only.
 */
export async function createAuthorityChangeRequest(
  deps: TDeps,
  actor: TActor,
  request: { input: TParsedAuthorityChangeRequestInput; idempotencyKey: string },
): Promise<TAuthorityChangeRequestCreated> {
  const created = await createOrder(
    deps,
    actor,
    authorityChangeOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
  const preauthorization = created.actions.canAuthorize
    ? await preauthorizeRequest(deps, actor, authorityChangeOrderType, BigInt(created.requestId))
    : null;
  return { request: created, preauthorization };
}

export function authorizeAuthorityChangeRequest(
  deps: TDeps,
  actor: TActor,
  request: { requestId: bigint; proof: TSigningProofInput; idempotencyKey: string },
): Promise<TAuthorityChangeRequest> {
  return authorizeOrder(
    deps,
    actor,
    authorityChangeOrderType,
    { orderId: request.requestId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
}

/** GET /authority-level-change-requests/{id}: one request of the company, with its recapitulation. */
export function getAuthorityChangeRequest(
  deps: TDeps,
  actor: TActor,
  requestId: bigint,
): Promise<TAuthorityChangeRequest> {
  return withCompanyScope(deps.db, actor, async (tx) =>
    presentRequest(tx, actor, await findOrder(tx, actor, authorityChangeOrderType, requestId)),
  );
}

function decodeRequestCursor(cursor: string | undefined): bigint | undefined {
  return decodeKeysetCursor(cursor, (key) =>
    Array.isArray(key) && typeof key[0] === 'string' && /^\d{1,18}$/.test(key[0])
      ? BigInt(key[0])
      : undefined,
  );
}

/** GET /authority-level-change-requests: the company's requests, newest first, a keyset page. */
export function listAuthorityChangeRequests(
  deps: TDeps,
  actor: TActor,
  query: { status?: string; personId?: string; cursor?: string; pageSize: number },
): Promise<TAuthorityChangeRequests> {
  const afterId = decodeRequestCursor(query.cursor);
  return withCompanyScope(deps.db, actor, async (tx) => {
    const rows = await selectAuthorityChangeRequestPage(tx, actor, {
      ...(afterId === undefined ? {} : { afterId }),
      ...(query.status === undefined ? {} : { status: query.status }),
      ...(query.personId === undefined ? {} : { personId: query.personId }),
      limit: query.pageSize + 1,
    });
    const page = rows.slice(0, query.pageSize);
    const last = page.at(-1);
    return {
      requests: await presentRequestViews(tx, actor, authorityChangeOrderType, page, presentOwn),
      metadata: {
        nextCursor:
          rows.length > query.pageSize && last
            ? encodeKeysetCursor([last.order.id.toString()])
            : null,
      },
    };
  });
}
