import type {
  TPaymentConfirmationRequest,
  TPaymentConfirmationRequestCreated,
  TPaymentConfirmationRequestInput,
  TPaymentConfirmationRequests,
  TSigningProofInput,
} from '@poslovno/contract';
import { formatMinorAsDecimal, type TPaymentConfirmationStatus } from '@poslovno/domain';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  createOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import { presentRequestView, presentRequestViews } from '../../platform/orders/order-views';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import {
  PAYMENT_CONFIRMATION_ORDER_TYPE,
  paymentConfirmationOrderType,
  sumConfirmationFees,
} from './payment-confirmation-order-type';
import {
  selectConfirmationRequests,
  selectLatestConfirmationRequests,
  type TConfirmationRequest,
} from './payment-confirmations.repository';

/** How many of the latest requests the list answers. */
const REQUESTS_SHOWN = 20;

function toMoney(amountMinor: bigint, currency: string) {
  return { amount: formatMinorAsDecimal(amountMinor, currency), currency };
}

/** The request's own fields: its items, each with its fee, and what it costs in total. */
function presentConfirmationRequest(order: TKernelOrder, value: TConfirmationRequest) {
  const fees = sumConfirmationFees(value);
  return {
    status: order.status as TPaymentConfirmationStatus,
    items: value.lines.map((line) => ({
      paymentId: line.paymentId.toString(),
      creditorName: line.creditorName,
      creditorAccount: line.creditorAccount,
      amount: formatMinorAsDecimal(line.amountMinor, line.currency),
      currency: line.currency,
      executionDate: line.executionDate,
      fee: toMoney(line.feeMinor, line.feeCurrency),
      confirmationNumber: line.confirmationNumber,
      confirmedAt: line.confirmedAt?.toISOString() ?? null,
    })),
    feeTotal: toMoney(fees.totalMinor, fees.currency),
    feeAccount: {
      accountId: value.feeAccount.id,
      iban: value.feeAccount.iban,
      currency: value.feeAccount.currency,
    },
  };
}

function presentRequest(
  tx: TTx,
  actor: TActor,
  result: TKernelResult<TConfirmationRequest>,
): Promise<TPaymentConfirmationRequest> {
  return presentRequestView(
    tx,
    actor,
    paymentConfirmationOrderType,
    result,
    presentConfirmationRequest,
  );
}

/** GET /documents/payment-confirmation-requests: the latest the person may see, newest first. */
export function listPaymentConfirmationRequests(
  deps: TDeps,
  actor: TActor,
  query: { paymentId?: string | undefined },
): Promise<TPaymentConfirmationRequests> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const orders = await selectLatestConfirmationRequests(tx, actor, {
      orderType: PAYMENT_CONFIRMATION_ORDER_TYPE,
      limit: REQUESTS_SHOWN,
      ...(query.paymentId === undefined ? {} : { paymentId: BigInt(query.paymentId) }),
    });
    const details = await selectConfirmationRequests(tx, orders);
    const items = orders.map((order) => {
      const value = details.get(order.id);
      if (!value) throw new Error(`payment confirmation request ${order.id} has no lines`);
      return { order, value };
    });
    return {
      requests: await presentRequestViews(
        tx,
        actor,
        paymentConfirmationOrderType,
        items,
        presentConfirmationRequest,
      ),
    };
  });
}

/**
 * POST /documents/payment-confirmation-requests: the request stored with its fee, and the
 * challenge for its author to sign it (the preauthorisation, 001 §7), unless the author may not
 * sign on the fee account (an enter-only person leaves the signature to others).
 */
export async function createPaymentConfirmationRequest(
  deps: TDeps,
  actor: TActor,
  request: { input: TPaymentConfirmationRequestInput; idempotencyKey: string },
): Promise<TPaymentConfirmationRequestCreated> {
  const created = await createOrder(
    deps,
    actor,
    paymentConfirmationOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
  const preauthorization = created.actions.canAuthorize
    ? await preauthorizeRequest(
        deps,
        actor,
        paymentConfirmationOrderType,
        BigInt(created.requestId),
      )
    : null;
  return { request: created, preauthorization };
}

export function authorizePaymentConfirmationRequest(
  deps: TDeps,
  actor: TActor,
  request: { requestId: bigint; proof: TSigningProofInput; idempotencyKey: string },
): Promise<TPaymentConfirmationRequest> {
  return authorizeOrder(
    deps,
    actor,
    paymentConfirmationOrderType,
    { orderId: request.requestId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    ({ tx }, result) => presentRequest(tx, actor, result),
  );
}
