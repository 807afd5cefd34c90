import {
  getZagrebWallClock,
  parseDecimalToMinor,
  sumPerCurrency,
  formatMinorAsDecimal,
  isOrderActionAllowed,
  PAYMENT_VOCABULARY,
  type TBasketStatus,
  type TLocale,
  type TValidatedPayment,
} from '@poslovno/domain';
import type {
  TActiveBaskets,
  TBasket,
  TBasketInput,
  TBasketPayment,
  TOrderChallengeAnswer,
  TPayment,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TSigningProof } from '../../platform/auth/signing-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';
import {
  authorizeOrder,
  createOrder,
  deleteOrders,
  findOrder,
  type TKernelResult,
} from '../../platform/orders/order-kernel';
import { preauthorizeRequest } from '../../platform/orders/order-requests';
import { readOrderViewFacts } from '../../platform/orders/order-views';
import {
  findKernelOrder,
  selectOrderMembers,
  type TKernelOrder,
} from '../../platform/orders/orders.repository';
import { presentPayments } from '../payments/payment-views';
import { selectPayment } from '../payments/payments.repository';
import { basketOrderType } from './basket-order-type';
import { selectActiveBaskets, selectBasket, type TBasketRow } from './baskets.repository';

/** A payment as its basket shows it: what it is, where it stands, and whether it changed. */
function toBasketPayment(
  payment: TPayment,
  order: TKernelOrder,
  joinedVersion: number,
): TBasketPayment {
  return {
    paymentId: payment.paymentId,
    status: payment.status,
    displayStatus: payment.displayStatus,
    debtorIban: payment.debtorAccount.iban,
    creditorName: payment.creditorName,
    creditorIban: payment.creditorAccount.iban,
    amount: payment.instructedAmount.amount,
    currency: payment.instructedAmount.currency,
    requestedExecutionDate: payment.requestedExecutionDate,
    description: payment.remittanceInformationUnstructured,
    isChanged:
      order.version !== joinedVersion || order.phase === 'DELETED' || order.phase === 'CANCELED',
    isAuthorized:
      !isOrderActionAllowed(PAYMENT_VOCABULARY, payment.status, 'AUTHORIZE') &&
      order.phase !== 'DELETED' &&
      order.phase !== 'CANCELED',
  };
}

/** The baskets as this person sees them, each with its payments as the payments overview shows them. */
async function presentBaskets(
  tx: TTx,
  actor: TActor,
  locale: TLocale,
  baskets: readonly TKernelResult<TBasketRow>[],
): Promise<TBasket[]> {
  const members = await selectOrderMembers(
    tx,
    baskets.map((basket) => basket.order.id),
  );
  const payments = new Map<bigint, { order: TKernelOrder; view: TPayment }>();
  const results: TKernelResult<TValidatedPayment>[] = [];
  for (const memberId of new Set(members.map((member) => member.memberOrderId))) {
    const order = await findKernelOrder(tx, actor, memberId);
    if (order === undefined) throw new Error(`basket member ${memberId} is seen with its basket`);
    results.push({ order, value: await selectPayment(tx, order.id), warnings: [] });
  }
  const views = await presentPayments(tx, actor, locale, results);
  results.forEach((result, index) => {
    const view = views[index];
    if (view) payments.set(result.order.id, { order: result.order, view });
  });
  const facts = await readOrderViewFacts(
    tx,
    actor,
    basketOrderType,
    baskets.map((basket) => basket.order),
  );
  return baskets.map(({ order, value }) => {
    const own = members
      .filter((member) => member.parentOrderId === order.id)
      .flatMap((member) => {
        const payment = payments.get(member.memberOrderId);
        return payment ? [toBasketPayment(payment.view, payment.order, member.joinedVersion)] : [];
      });
    const view = facts.get(order.id);
    if (view === undefined) throw new Error(`basket ${order.id} has its view`);
    // A payment deleted or cancelled since it joined is no longer money the basket moves.
    const totals = sumPerCurrency(
      own
        .filter((payment) => payment.status !== 'DELETED' && payment.status !== 'CANCELED')
        .map((payment) => ({
          currency: payment.currency,
          amountMinor: parseDecimalToMinor(payment.amount, payment.currency) ?? 0n,
        })),
    );
    return {
      id: order.id.toString(),
      basketId: value.basketUuid,
      referenceNumber: value.referenceNumber,
      status: order.status as TBasketStatus,
      creationDate: order.createdAt.toISOString(),
      expirationDate: order.executionDate ?? getZagrebWallClock(order.createdAt).date,
      totals: totals.map((total) => ({
        amount: formatMinorAsDecimal(total.amountMinor, total.currency),
        currency: total.currency,
      })),
      paymentCount: own.length,
      payments: own,
      createdBy: view.createdBy,
      signatures: view.signatures,
      statusCodes: order.statusCodes,
      actions: view.actions,
    };
  });
}

function presenter(locale: TLocale) {
  return async (
    context: { tx: TTx; actor: TActor },
    result: TKernelResult<TBasketRow>,
  ): Promise<TBasket> => {
    // Read again: the reference number is made from the order's number as it is stored.
    const stored = { ...result, value: await selectBasket(context.tx, result.order.id) };
    const [basket] = await presentBaskets(context.tx, context.actor, locale, [stored]);
    if (!basket) throw new Error(`basket ${result.order.id} was presented`);
    return basket;
  };
}

/** 000 §7 POST /signing-baskets: the payments joined in one basket, INITIATED. */
export function createBasket(
  deps: TDeps,
  actor: TActor,
  request: { input: TBasketInput; idempotencyKey: string },
  locale: TLocale,
): Promise<TBasket> {
  return createOrder(
    deps,
    actor,
    basketOrderType,
    { draft: request.input, idempotencyKey: request.idempotencyKey },
    presenter(locale),
  );
}

/** The active baskets the person sees: waiting for signatures and not past their date. */
async function readActiveBaskets(tx: TTx, deps: TDeps, actor: TActor) {
  const today = getZagrebWallClock(deps.clock.now()).date;
  const orders = await selectActiveBaskets(tx, actor, today);
  return Promise.all(
    orders.map(async (order) => ({
      order,
      value: await basketOrderType.readDetails(tx, order),
      warnings: [],
    })),
  );
}

export function listActiveBaskets(
  deps: TDeps,
  actor: TActor,
  locale: TLocale,
): Promise<TActiveBaskets> {
  return withCompanyScope(deps.db, actor, async (tx) => ({
    baskets: await presentBaskets(tx, actor, locale, await readActiveBaskets(tx, deps, actor)),
  }));
}

export function countActiveBaskets(deps: TDeps, actor: TActor): Promise<{ count: number }> {
  const today = getZagrebWallClock(deps.clock.now()).date;
  return withCompanyScope(deps.db, actor, async (tx) => ({
    count: (await selectActiveBaskets(tx, actor, today)).length,
  }));
}

export function getBasket(
  deps: TDeps,
  actor: TActor,
  basketId: bigint,
  locale: TLocale,
): Promise<TBasket> {
  return withCompanyScope(deps.db, actor, async (tx) =>
    presenter(locale)({ tx, actor }, await findOrder(tx, actor, basketOrderType, basketId)),
  );
}

/** The active baskets, or one basket, with their payments, for a document. */
export function readBasketsForDocument(
  deps: TDeps,
  actor: TActor,
  basketId: bigint | undefined,
  locale: TLocale,
): Promise<TBasket[]> {
  return withCompanyScope(deps.db, actor, async (tx) =>
    presentBaskets(
      tx,
      actor,
      locale,
      basketId === undefined
        ? await readActiveBaskets(tx, deps, actor)
        : [await findOrder(tx, actor, basketOrderType, basketId)],
    ),
  );
}

/**
 * 000 §4 deleting a basket clears it and leaves its payments as they were; one that cannot go
 * (signed in full, expired) answers "Basket delete error" (000 §8).
 */
export async function deleteBasket(deps: TDeps, actor: TActor, basketId: bigint): Promise<void> {
  const [result] = await deleteOrders(deps, actor, basketOrderType, [basketId]);
  if (result?.status === 'DELETED') return;
  throw new AppError(result?.errorCode === 'NOT_FOUND' ? 'NOT_FOUND' : 'BASKET_DELETE_ERROR');
}

export function preauthorizeBasket(
  deps: TDeps,
  actor: TActor,
  basketId: bigint,
): Promise<TOrderChallengeAnswer> {
  return preauthorizeRequest(deps, actor, basketOrderType, basketId);
}

/** Signs the basket: every payment it holds is signed with this one signature. */
export function authorizeBasket(
  deps: TDeps,
  actor: TActor,
  request: { basketId: bigint; proof: TSigningProof; idempotencyKey: string },
  locale: TLocale,
): Promise<TBasket> {
  return authorizeOrder(
    deps,
    actor,
    basketOrderType,
    { orderId: request.basketId, proof: request.proof, idempotencyKey: request.idempotencyKey },
    presenter(locale),
  );
}
