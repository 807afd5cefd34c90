import {
  DOMESTIC_CURRENCY,
  addDaysToIsoDate,
  canDeleteOrder,
  canEnterOrders,
  convertMinor,
  decideSignature,
  getZagrebInstant,
  getZagrebWallClock,
  isActionAllowed,
  type TAuthorityLevel,
  type TForeignCurrencyAuthorization,
  type TLimitType,
  type TRuleViolation,
  type TSigningDecision,
} from '@poslovno/domain';
import { readExchangeRates } from '../../core-bank/ledger.repository';
import { revokeOrderInTransaction } from '../../core-bank/execution/revoke-order';
import { wakeOrderEngine } from '../../core-bank/execution/submit-order';
import type { TActor } from '../auth/session-service';
import {
  preauthorizeOrder as issueSigningChallenge,
  recordSigningFailure,
  signOrderInTransaction,
  type TSignableOrder,
  type TSigningChallenge,
  type TSigningProof,
} from '../auth/signing-service';
import { withBankRole, withCompanyScope, type TTx } from '../db/database';
import { AppError } from '../errors';
import type { TDeps } from '../http';
import { hashRequest, runIdempotent } from '../idempotency';
import type { TOrderContext, TOrderTypePlugin } from './order-type';
import {
  findAuthority,
  findKernelOrder,
  readKernelOrder,
  insertOrder,
  isAuthorityToSign,
  lockKernelOrder,
  readAccountSigningRule,
  selectSignatures,
  sumSignedToday,
  updateOrder,
  type TKernelOrder,
} from './orders.repository';

/**
 * The order kernel (DESIGN.md §4): create -> store -> preauthorize -> authorize, with partial
 * authorisation, edit, delete and revoke, the same for every order type. Each call runs in the
 * person's company-scoped transaction; the calls that move money (create, authorize, revoke) are
 * idempotent by the client's key. A signature, the order's new status and its hand-off to the
 * core commit together or not at all.
 */

// The `any` of a plugin's own draft and value types: the kernel never looks inside them.
type TAnyPlugin = TOrderTypePlugin<never, unknown>;

export interface TKernelResult<TValue> {
  order: TKernelOrder;
  value: TValue;
  warnings: TRuleViolation[];
}

export type TPresenter<TValue, TAnswer> = (
  context: TOrderContext,
  result: TKernelResult<TValue>,
) => Promise<TAnswer>;

/** What a signature of an order binds to: the order and its version (an edit makes a new one). */
export function getSigningReference(order: Pick<TKernelOrder, 'id' | 'version'>): string {
  return `${order.id}@${order.version}`;
}

/** The order type a revocation is signed under: its own, so that a signer may also revoke. */
export function getRevocationType(orderType: string): string {
  return `${orderType}_REVOKE`;
}

/** The reference an order is handed to the core under, read back by the core's announcements. */
export function getCoreSourceReference(order: Pick<TKernelOrder, 'id'>): string {
  return `ORDER:${order.id}`;
}

export function readCoreSourceReference(reference: string): bigint | undefined {
  const match = /^ORDER:(\d{1,18})$/.exec(reference);
  return match?.[1] === undefined ? undefined : BigInt(match[1]);
}

function assertMayEnterAtAll(actor: TActor): void {
  if (actor.authorizationLevel === 2) throw new AppError('NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION');
}

/** 000 §5, §6: only accounts with the authority to enter (or enter and authorise) take orders. */
async function assertMayEnter(tx: TTx, actor: TActor, accountId: string): Promise<void> {
  const authority = await findAuthority(tx, actor.companyId, accountId, actor.personUuid);
  const level = (authority?.level ?? 'NONE') as TAuthorityLevel;
  if (!canEnterOrders(actor.authorizationLevel, level))
    throw new AppError('NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION');
}

async function validateOrThrow<TDraft, TValue>(
  context: TOrderContext,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  draft: TDraft,
) {
  const validation = await plugin.validate(context, draft);
  if (!validation.ok)
    throw new AppError('VALIDATION_FAILED', { validations: validation.violations });
  await assertMayEnter(context.tx, context.actor, validation.facts.debtorAccountId);
  return validation;
}

/** Stores a new order (STORED) once per idempotency key. */
export async function createOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { draft: TDraft; idempotencyKey: string },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  assertMayEnterAtAll(actor);
  const now = deps.clock.now();
  return withCompanyScope(deps.db, actor, async (tx) => {
    const context: TOrderContext = { deps, actor, tx };
    const call = {
      companyId: actor.companyId,
      personUuid: actor.personUuid,
      key: request.idempotencyKey,
      requestHash: hashRequest(['create', plugin.orderType, request.draft]),
      now,
    };
    const { answer } = await runIdempotent(tx, call, async () => {
      const validation = await validateOrThrow(context, plugin, request.draft);
      const order = await insertOrder(tx, {
        companyId: actor.companyId,
        orderType: plugin.orderType,
        ...validation.facts,
        createdBy: actor.personUuid,
        createdAt: now,
      });
      await plugin.insertDetails(tx, order, validation.value);
      return present(context, { order, value: validation.value, warnings: validation.warnings });
    });
    return answer;
  });
}

async function lockOrderOf(tx: TTx, actor: TActor, orderType: string, orderId: bigint) {
  const order = await lockKernelOrder(tx, actor, orderId);
  if (!order || order.orderType !== orderType || order.status === 'DELETED')
    throw new AppError('NOT_FOUND');
  return order;
}

/**
 * Edits an order that is not authorised yet: a new version, STORED again, so every signature
 * given to the old content stops counting (000 §4: the digest changed).
 */
export async function editOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { orderId: bigint; draft: TDraft },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  assertMayEnterAtAll(actor);
  const now = deps.clock.now();
  return withCompanyScope(deps.db, actor, async (tx) => {
    const context: TOrderContext = { deps, actor, tx, editedOrderId: request.orderId };
    const current = await lockOrderOf(tx, actor, plugin.orderType, request.orderId);
    if (!isActionAllowed(current.status, 'EDIT')) throw new AppError('PAYMENT_NOT_EDITABLE');
    await assertMayEnter(tx, actor, current.debtorAccountId);
    const validation = await validateOrThrow(context, plugin, request.draft);
    const order = await updateOrder(tx, current.id, {
      ...validation.facts,
      status: 'STORED',
      statusCodes: [],
      version: current.version + 1,
      modifiedBy: actor.personUuid,
      modifiedAt: now,
    });
    await plugin.updateDetails(tx, order, validation.value);
    return present(context, { order, value: validation.value, warnings: validation.warnings });
  });
}

/** The order's amount in the domestic currency at today's middle rate, for the signing limits. */
async function readDomesticAmount(tx: TTx, order: TKernelOrder, now: Date): Promise<bigint> {
  if (order.currency === DOMESTIC_CURRENCY) return order.amountMinor;
  const conversion = convertMinor({
    amountMinor: order.amountMinor,
    from: order.currency,
    to: DOMESTIC_CURRENCY,
    rates: await readExchangeRates(tx, getZagrebWallClock(now).date),
    side: 'MIDDLE',
  });
  if (!conversion.ok) throw new AppError(conversion.code);
  return conversion.value.amountMinor;
}

function getZagrebDay(now: Date): { from: Date; to: Date } {
  const today = getZagrebWallClock(now).date;
  return { from: getZagrebInstant(today, 0), to: getZagrebInstant(addDaysToIsoDate(today, 1), 0) };
}

interface TSigningVerdict {
  decision: TSigningDecision;
  domesticAmountMinor: bigint;
}

/** The signing policy (packages/domain signing-policy) for this person and this order, now. */
async function judgeSigner(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TSigningVerdict> {
  const { tx, actor, deps } = context;
  const now = deps.clock.now();
  const timeCode = plugin.checkSigningTime(order, value, now);
  if (timeCode !== undefined) throw new AppError(timeCode);
  const authority = await findAuthority(
    tx,
    actor.companyId,
    order.debtorAccountId,
    actor.personUuid,
  );
  const rule = await readAccountSigningRule(tx, actor.companyId, order.debtorAccountId);
  const signatures = await selectSignatures(tx, {
    orderType: plugin.orderType,
    orderIds: [getSigningReference(order)],
  });
  if (!rule) throw new AppError('NOT_FOUND');
  const domesticAmountMinor = await readDomesticAmount(tx, order, now);
  const isIndependent = authority?.isIndependent ?? false;
  const decision = decideSignature({
    signer: {
      personId: actor.personUuid,
      loginLevel: actor.authorizationLevel,
      accountAuthority: (authority?.level ?? 'NONE') as TAuthorityLevel,
      isIndependent,
      isMandatory: authority?.isMandatory ?? false,
      limitType: (authority?.limitType ?? 'NO_LIMIT') as TLimitType,
      limitMinor: authority?.limitMinor ?? null,
      foreignCurrencyAuthorization: (authority?.foreignCurrencyAuthorization ??
        'DOMESTIC') as TForeignCurrencyAuthorization,
    },
    order: {
      domesticAmountMinor,
      isForeign: plugin.isForeign(value),
      requiresMandatorySignee: plugin.requiresMandatorySignee,
    },
    account: rule,
    signatures: signatures.map((signature) => ({
      personId: signature.personId,
      isAlone: signature.countsAlone === true,
      isMandatory: signature.isMandatory === true,
    })),
    signedTodayMinor: await sumSignedToday(tx, actor.personUuid, getZagrebDay(now), isIndependent),
  });
  if (!decision.ok) throw new AppError(decision.code);
  return { decision: decision.value, domesticAmountMinor };
}

/** An order that can take a signature: waiting for one, and not authorised already. */
function assertSignable(order: TKernelOrder): void {
  if (isActionAllowed(order.status, 'AUTHORIZE')) return;
  throw new AppError(order.status === 'CANCELED' ? 'NOT_FOUND' : 'ALREADY_SIGNED');
}

function buildSignable(plugin: TAnyPlugin, order: TKernelOrder, value: unknown): TSignableOrder {
  return {
    orderType: plugin.orderType,
    orderId: getSigningReference(order),
    digestInput: plugin.buildDigestInput(order, value),
  };
}

export interface TPreauthorization<TValue> extends TKernelResult<TValue> {
  challenge: TSigningChallenge;
  /** Where the order will stand once this person signs. */
  outcome: TSigningDecision['outcome'];
}

/**
 * 000 §4 preauthorize: the signing policy first (so a person without the authority hears it
 * before typing a code), then a challenge bound to the order's digest for the person's devices.
 */
export async function preauthorizeOrder<TDraft, TValue>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orderId: bigint,
): Promise<TPreauthorization<TValue>> {
  const anyPlugin = plugin as unknown as TAnyPlugin;
  const prepared = await withCompanyScope(deps.db, actor, async (tx) => {
    const order = await findKernelOrder(tx, actor, orderId);
    if (!order || order.orderType !== plugin.orderType || order.status === 'DELETED')
      throw new AppError('NOT_FOUND');
    assertSignable(order);
    const value = await plugin.readDetails(tx, order);
    const verdict = await judgeSigner({ deps, actor, tx }, anyPlugin, order, value);
    return { order, value, verdict };
  });
  const challenge = await issueSigningChallenge(
    deps,
    actor,
    buildSignable(anyPlugin, prepared.order, prepared.value),
  );
  return {
    order: prepared.order,
    value: prepared.value,
    warnings: [],
    challenge,
    outcome: prepared.verdict.decision.outcome,
  };
}

/**
 * Hands an authorised order to the core as the bank, in a savepoint: the core being down leaves
 * the order authorised with PROPAGATION_FAILED for the retry sweep (the signature stands); any
 * refusal of the core (not enough money, a closed account) is the signature's refusal too.
 */
export async function handOffOrder(
  tx: TTx,
  deps: TDeps,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TKernelOrder> {
  try {
    const handOff = await tx.transaction((savepoint) =>
      withBankRole(savepoint, () => plugin.handOff(savepoint, deps, order, value)),
    );
    const handed = await updateOrder(tx, order.id, {
      debitAmountMinor: handOff.debitAmountMinor ?? null,
      exchangeRate: handOff.exchangeRate ?? null,
      crossCurrencyFeeMinor: handOff.crossCurrencyFeeMinor ?? null,
    });
    if (handed.coreOrderId !== handOff.coreOrder.id)
      throw new Error(`order ${order.id}: the core's announcement of its hand-off did not arrive`);
    return handed;
  } catch (error) {
    if (error instanceof AppError && error.code === 'BANKING_UNAVAILABLE')
      return updateOrder(tx, order.id, { statusCodes: ['PROPAGATION_FAILED'] });
    throw error;
  }
}

/**
 * 000 §4 authorize: verifies the proof against the challenge and the order as it is now, applies
 * the signing policy, records the signature, and moves the order on: FOR-AUTHORIZATION while it
 * needs another signature, else authorised and handed to the core (which reserves the funds).
 */
/**
 * The order as the person's company sees it, NOT_FOUND before any proof is judged: the answer
 * must not tell another company's order apart from one that does not exist.
 */
async function readLiveOrder(deps: TDeps, actor: TActor, orderType: string, orderId: bigint) {
  const current = await withCompanyScope(deps.db, actor, (tx) =>
    findKernelOrder(tx, actor, orderId),
  );
  if (!current || current.orderType !== orderType || current.status === 'DELETED')
    throw new AppError('NOT_FOUND');
  return current;
}

export async function authorizeOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { orderId: bigint; proof: TSigningProof; idempotencyKey: string },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  const anyPlugin = plugin as unknown as TAnyPlugin;
  const now = deps.clock.now();
  const current = await readLiveOrder(deps, actor, plugin.orderType, request.orderId);
  const target = { orderType: plugin.orderType, orderId: getSigningReference(current) };
  let isHandedOff = false;
  try {
    const answer = await withCompanyScope(deps.db, actor, async (tx) => {
      const context: TOrderContext = { deps, actor, tx };
      const call = {
        companyId: actor.companyId,
        personUuid: actor.personUuid,
        key: request.idempotencyKey,
        requestHash: hashRequest(['authorize', plugin.orderType, request]),
        now,
      };
      const idempotent = await runIdempotent(tx, call, async () => {
        const { result } = await signOrderInTransaction(
          deps,
          tx,
          actor,
          target,
          request.proof,
          async () => {
            const order = await lockOrderOf(tx, actor, plugin.orderType, request.orderId);
            assertSignable(order);
            const value = await plugin.readDetails(tx, order);
            const verdict = await judgeSigner(context, anyPlugin, order, value);
            return {
              order: buildSignable(anyPlugin, order, value),
              counting: {
                countsAlone: verdict.decision.signature.isAlone,
                isMandatory: verdict.decision.signature.isMandatory,
                domesticAmountMinor: verdict.domesticAmountMinor,
              },
              result: { order, value, verdict },
            };
          },
        );
        const { outcome } = result.verdict.decision;
        let order: TKernelOrder;
        if (outcome === 'AUTHORIZED') {
          const authorized = await updateOrder(tx, result.order.id, {
            status: 'ORDER-PENDING',
            statusCodes: [],
            authorizedAt: now,
          });
          order = await handOffOrder(tx, deps, anyPlugin, authorized, result.value);
          isHandedOff = order.status !== 'ORDER-PENDING';
        } else {
          order = await updateOrder(tx, result.order.id, {
            status: 'FOR-AUTHORIZATION',
            statusCodes: [outcome],
          });
        }
        return present(context, { order, value: result.value, warnings: [] });
      });
      return idempotent.answer;
    });
    if (isHandedOff) wakeOrderEngine(deps.jobs);
    return answer;
  } catch (error) {
    throw await recordSigningFailure(deps, actor, target, error);
  }
}

/** Whether the person may revoke: the authority to sign on the account, in a session that signs. */
async function assertMayRevoke(tx: TTx, actor: TActor, order: TKernelOrder): Promise<void> {
  const authority = await findAuthority(
    tx,
    actor.companyId,
    order.debtorAccountId,
    actor.personUuid,
  );
  if (actor.authorizationLevel === 1 || !isAuthorityToSign(authority?.level))
    throw new AppError('NOT_AUTHORIZED');
}

function buildRevocationSignable(
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): TSignableOrder {
  const orderType = getRevocationType(plugin.orderType);
  return {
    orderType,
    orderId: String(order.id),
    digestInput: { ...plugin.buildDigestInput(order, value), orderType },
  };
}

/** 000 §7 "initialize revoke": a challenge for the revocation, itself a signed order. */
export async function preauthorizeRevocation<TDraft, TValue>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orderId: bigint,
): Promise<TPreauthorization<TValue>> {
  const anyPlugin = plugin as unknown as TAnyPlugin;
  const prepared = await withCompanyScope(deps.db, actor, async (tx) => {
    const order = await findKernelOrder(tx, actor, orderId);
    if (!order || order.orderType !== plugin.orderType || order.status === 'DELETED')
      throw new AppError('NOT_FOUND');
    if (!isActionAllowed(order.status, 'REVOKE')) throw new AppError('REVOKE_FAILED');
    await assertMayRevoke(tx, actor, order);
    return { order, value: await plugin.readDetails(tx, order) };
  });
  const challenge = await issueSigningChallenge(
    deps,
    actor,
    buildRevocationSignable(anyPlugin, prepared.order, prepared.value),
  );
  return { ...prepared, warnings: [], challenge, outcome: 'AUTHORIZED' };
}

/**
 * 000 §7 revoke: with the signed revocation, an order the core has not executed goes back (its
 * reservation released); one already on its way or done answers REVOKE_FAILED and nothing changes.
 */
export async function revokeOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { orderId: bigint; proof: TSigningProof; idempotencyKey: string },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  const anyPlugin = plugin as unknown as TAnyPlugin;
  const now = deps.clock.now();
  await readLiveOrder(deps, actor, plugin.orderType, request.orderId);
  const target = {
    orderType: getRevocationType(plugin.orderType),
    orderId: String(request.orderId),
  };
  try {
    return await withCompanyScope(deps.db, actor, async (tx) => {
      const context: TOrderContext = { deps, actor, tx };
      const call = {
        companyId: actor.companyId,
        personUuid: actor.personUuid,
        key: request.idempotencyKey,
        requestHash: hashRequest(['revoke', plugin.orderType, request]),
        now,
      };
      const { answer } = await runIdempotent(tx, call, async () => {
        const { result } = await signOrderInTransaction(
          deps,
          tx,
          actor,
          target,
          request.proof,
          async () => {
            const order = await lockOrderOf(tx, actor, plugin.orderType, request.orderId);
            if (!isActionAllowed(order.status, 'REVOKE')) throw new AppError('REVOKE_FAILED');
            await assertMayRevoke(tx, actor, order);
            const value = await plugin.readDetails(tx, order);
            return {
              order: buildRevocationSignable(anyPlugin, order, value),
              result: { order, value },
            };
          },
        );
        const order = await revokeKernelOrder(tx, deps, result.order);
        return present(context, { order, value: result.value, warnings: [] });
      });
      return answer;
    });
  } catch (error) {
    throw await recordSigningFailure(deps, actor, target, error);
  }
}

async function revokeKernelOrder(tx: TTx, deps: TDeps, order: TKernelOrder) {
  const coreOrderId = order.coreOrderId;
  if (coreOrderId === null)
    return updateOrder(tx, order.id, { status: 'REVOKED', statusCodes: [] });
  const { isRevoked } = await withBankRole(tx, () =>
    revokeOrderInTransaction(tx, deps.clock, { companyId: order.companyId, orderId: coreOrderId }),
  );
  if (!isRevoked) throw new AppError('REVOKE_FAILED');
  const revoked = await readKernelOrder(tx, order.id);
  if (revoked?.status !== 'REVOKED')
    throw new Error(`order ${order.id}: the core's announcement of its revocation did not arrive`);
  return revoked;
}

export interface TDeletion {
  orderId: bigint;
  status: 'DELETED' | 'DELETE_FAILED';
  errorCode?: 'NOT_FOUND' | 'DELETE_FAILED' | 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION';
}

/**
 * 000 §7 DELETE cancellations: each order on its own (one that cannot go does not stop the
 * others): an order not authorised yet, on an account the person enters orders on, is DELETED.
 */
export async function deleteOrders<TDraft, TValue>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orderIds: readonly bigint[],
): Promise<TDeletion[]> {
  const now = deps.clock.now();
  const results: TDeletion[] = [];
  for (const orderId of orderIds) {
    results.push(
      await withCompanyScope(deps.db, actor, async (tx): Promise<TDeletion> => {
        const order = await lockKernelOrder(tx, actor, orderId);
        if (!order || order.orderType !== plugin.orderType || order.status === 'DELETED')
          return { orderId, status: 'DELETE_FAILED', errorCode: 'NOT_FOUND' };
        if (!isActionAllowed(order.status, 'DELETE'))
          return { orderId, status: 'DELETE_FAILED', errorCode: 'DELETE_FAILED' };
        const authority = await findAuthority(
          tx,
          actor.companyId,
          order.debtorAccountId,
          actor.personUuid,
        );
        const level = (authority?.level ?? 'NONE') as TAuthorityLevel;
        const isOwnOrder = order.createdBy === actor.personUuid;
        if (!canDeleteOrder(actor.authorizationLevel, level, isOwnOrder))
          return {
            orderId,
            status: 'DELETE_FAILED',
            errorCode: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
          };
        await updateOrder(tx, order.id, {
          status: 'DELETED',
          modifiedBy: actor.personUuid,
          modifiedAt: now,
        });
        return { orderId, status: 'DELETED' };
      }),
    );
  }
  return results;
}
