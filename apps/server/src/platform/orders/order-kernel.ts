import {
  DOMESTIC_CURRENCY,
  addDaysToIsoDate,
  canDeleteOrder,
  canEnterOrders,
  convertMinor,
  decideSignature,
  getKernelState,
  getZagrebInstant,
  getZagrebWallClock,
  isOrderActionAllowed,
  type TAuthorityLevel,
  type TErrorCode,
  type TForeignCurrencyAuthorization,
  type TLimitType,
  type TOrderAction,
  type TRuleViolation,
  type TSignerAuthority,
  type TSigningCase,
  type TSigningDecision,
} from '@poslovno/domain';
import { readExchangeRates } from '../../core-bank/ledger.repository';
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
import { linkFilesToOwner, listFilesOfOwner } from '../files/stored-files';
import { decideInTransaction, enqueueOrderDelivery, wakeOrderDelivery } from './order-delivery';
import { lockPersonAuthority } from './authority-lock';
import type { TOrderContext, TOrderFacts, TOrderTypePlugin } from './order-type';
import {
  cancelOrderDelivery,
  findAuthority,
  findKernelOrder,
  findRepresentative,
  insertOrder,
  isAuthorityToSign,
  lockKernelOrder,
  readAccountSigningRule,
  readKernelOrder,
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

/**
 * Whether the session may enter orders at all: an authorise-only login (level 2) enters nothing
 * for the company; a personal request is the person's own, whatever their login level.
 */
function assertMayEnterAtAll(actor: TActor, plugin: TAnyPlugin): void {
  if (plugin.signingRule !== 'PERSONAL' && actor.authorizationLevel === 2)
    throw new AppError(plugin.refusalCodes.noAuthority);
}

/**
 * Who may enter an order of the type (000 §5, §6): on its account, those with the authority to
 * enter; a company-level request, the company's representatives; a personal one, its author.
 */
async function assertMayEnter(
  tx: TTx,
  actor: TActor,
  plugin: TAnyPlugin,
  facts: Pick<TOrderFacts, 'debtorAccountId'>,
): Promise<void> {
  if (plugin.signingRule === 'PERSONAL') return;
  if (plugin.signingRule === 'COMPANY') {
    if (!(await findRepresentative(tx, actor.companyId, actor.personUuid)))
      throw new AppError(plugin.refusalCodes.noAuthority);
    return;
  }
  const accountId = facts.debtorAccountId ?? undefined;
  if (accountId === undefined)
    throw new Error(`${plugin.orderType}: an account order without its account`);
  const authority = await findAuthority(tx, actor.companyId, accountId, actor.personUuid);
  const level = (authority?.level ?? 'NONE') as TAuthorityLevel;
  if (!canEnterOrders(actor.authorizationLevel, level))
    throw new AppError(plugin.refusalCodes.noAuthority);
}

async function validateOrThrow<TDraft, TValue>(
  context: TOrderContext,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  draft: TDraft,
) {
  const validation = await plugin.validate(context, draft);
  if (!validation.ok)
    throw new AppError('VALIDATION_FAILED', { validations: validation.violations });
  await assertMayEnter(context.tx, context.actor, asAnyPlugin(plugin), validation.facts);
  return validation;
}

function asAnyPlugin<TDraft, TValue>(plugin: TOrderTypePlugin<TDraft, TValue>): TAnyPlugin {
  return plugin;
}

function toFileOwner(order: Pick<TKernelOrder, 'id'>) {
  return { kind: 'order', id: order.id.toString(), purpose: 'attachment' };
}

/** Links the person's own unlinked uploads to the order (NOT_FOUND for anybody else's). */
async function attachFiles(
  tx: TTx,
  actor: TActor,
  order: TKernelOrder,
  fileIds: readonly string[] | undefined,
): Promise<void> {
  if (fileIds === undefined || fileIds.length === 0) return;
  await linkFilesToOwner(tx, actor, fileIds, toFileOwner(order));
}

/**
 * What a signature of the order covers: the type's digest and, for a type that takes
 * attachments, each file it carries by name and SHA-256, so a file swapped after the challenge
 * no longer matches it.
 */
async function readSignable(
  tx: TTx,
  actor: TActor,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TSignableOrder> {
  const signable = buildSignable(plugin, order, value);
  if (plugin.takesAttachments !== true) return signable;
  const files = await listFilesOfOwner(tx, actor, toFileOwner(order));
  return {
    ...signable,
    digestInput: {
      ...signable.digestInput,
      fields: [
        ...(signable.digestInput.fields ?? []),
        ...files.map((file, index) => ({
          name: `attachment${index + 1}`,
          value: `${file.fileName} sha256:${file.sha256}`,
        })),
      ],
    },
  };
}

function isAllowed(plugin: TAnyPlugin, order: TKernelOrder, action: TOrderAction): boolean {
  return isOrderActionAllowed(plugin.vocabulary, order.status, action);
}

/** The columns of an order's facts, each null when the type has none. */
function toFactColumns(facts: TOrderFacts) {
  return {
    debtorAccountId: facts.debtorAccountId ?? null,
    amountMinor: facts.amountMinor ?? null,
    currency: facts.currency ?? null,
    executionDate: facts.executionDate ?? null,
  };
}

/** Stores a new order (STORED) once per idempotency key. */
export async function createOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { draft: TDraft; idempotencyKey: string },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  assertMayEnterAtAll(actor, asAnyPlugin(plugin));
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
        ...getKernelState(plugin.vocabulary, 'STORED'),
        signingRule: plugin.signingRule,
        ...toFactColumns(validation.facts),
        ...(validation.facts.parentOrderId === undefined
          ? {}
          : { parentOrderId: validation.facts.parentOrderId }),
        createdBy: actor.personUuid,
        createdAt: now,
      });
      await plugin.insertDetails(tx, order, validation.value);
      await attachFiles(tx, actor, order, validation.attachmentIds);
      return present(context, { order, value: validation.value, warnings: validation.warnings });
    });
    return answer;
  });
}

async function lockOrderOf(tx: TTx, actor: TActor, plugin: TAnyPlugin, orderId: bigint) {
  const order = await lockKernelOrder(tx, actor, orderId, plugin.signingRule);
  if (!order || order.orderType !== plugin.orderType || order.phase === 'DELETED')
    throw new AppError('NOT_FOUND');
  return order;
}

async function findOrderOf(tx: TTx, actor: TActor, plugin: TAnyPlugin, orderId: bigint) {
  const order = await findKernelOrder(tx, actor, orderId, plugin.signingRule);
  if (!order || order.orderType !== plugin.orderType || order.phase === 'DELETED')
    throw new AppError('NOT_FOUND');
  return order;
}

/** One order of the type the person may see, with its details; NOT_FOUND otherwise. */
export async function findOrder<TDraft, TValue>(
  tx: TTx,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orderId: bigint,
): Promise<TKernelResult<TValue>> {
  const order = await findOrderOf(tx, actor, asAnyPlugin(plugin), orderId);
  return { order, value: await plugin.readDetails(tx, order), warnings: [] };
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
  const anyPlugin = asAnyPlugin(plugin);
  assertMayEnterAtAll(actor, anyPlugin);
  const now = deps.clock.now();
  return withCompanyScope(deps.db, actor, async (tx) => {
    const context: TOrderContext = { deps, actor, tx, editedOrderId: request.orderId };
    const current = await lockOrderOf(tx, actor, anyPlugin, request.orderId);
    if (!isAllowed(anyPlugin, current, 'EDIT')) throw new AppError(plugin.refusalCodes.notEditable);
    await assertMayEnter(tx, actor, anyPlugin, {
      debtorAccountId: current.debtorAccountId ?? undefined,
    });
    const validation = await validateOrThrow(context, plugin, request.draft);
    const order = await updateOrder(tx, current.id, {
      ...toFactColumns(validation.facts),
      ...getKernelState(plugin.vocabulary, 'STORED'),
      statusCodes: [],
      version: current.version + 1,
      modifiedBy: actor.personUuid,
      modifiedAt: now,
    });
    await plugin.updateDetails(tx, order, validation.value);
    await attachFiles(tx, actor, order, validation.attachmentIds);
    return present(context, { order, value: validation.value, warnings: validation.warnings });
  });
}

/** The order's amount in the domestic currency at today's middle rate, for the signing limits. */
async function readDomesticAmount(tx: TTx, order: TKernelOrder, now: Date): Promise<bigint> {
  if (order.amountMinor === null || order.currency === null) return 0n;
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

type TSignerStanding = Pick<
  TSignerAuthority,
  'accountAuthority' | 'isIndependent' | 'isMandatory' | 'limitType' | 'limitMinor'
> &
  Partial<Pick<TSignerAuthority, 'foreignCurrencyAuthorization' | 'loginLevel'>>;

/**
 * The signer and the signing rule as the type's rule makes them (docs/decisions.md "Who signs an
 * order"): the account authorities; a representative of the company, alone or with a second
 * one; the author of a personal request, alone.
 */
async function readSigningStanding(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
): Promise<{ signer: TSignerStanding; account: TSigningCase['account'] }> {
  const standing = await readRuleStanding(context, plugin, order);
  return plugin.requiresTwoSignatures === true
    ? { ...standing, account: { ...standing.account, numberOfSignatures: 2 } }
    : standing;
}

async function readRuleStanding(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
): Promise<{ signer: TSignerStanding; account: TSigningCase['account'] }> {
  const { tx, actor } = context;
  if (plugin.signingRule === 'PERSONAL') {
    if (order.createdBy !== actor.personUuid) throw new AppError('NOT_FOUND');
    return {
      signer: { ...REPRESENTATIVE_STANDING, isIndependent: true, loginLevel: 3 },
      account: { numberOfSignatures: 1, hasMandatorySignee: false },
    };
  }
  if (plugin.signingRule === 'COMPANY') {
    const representative = await findRepresentative(tx, actor.companyId, actor.personUuid);
    return {
      signer: {
        ...REPRESENTATIVE_STANDING,
        accountAuthority: representative ? 'AUTHORIZE' : 'NONE',
        isIndependent: representative?.signsAlone ?? false,
      },
      account: { numberOfSignatures: 1, hasMandatorySignee: false },
    };
  }
  const accountId = order.debtorAccountId;
  if (accountId === null)
    throw new Error(`order ${order.id}: an account order without its account`);
  const authority = await findAuthority(tx, actor.companyId, accountId, actor.personUuid);
  const account = await readAccountSigningRule(tx, actor.companyId, accountId);
  if (!account) throw new AppError('NOT_FOUND');
  return {
    signer: {
      accountAuthority: (authority?.level ?? 'NONE') as TAuthorityLevel,
      isIndependent: authority?.isIndependent ?? false,
      isMandatory: authority?.isMandatory ?? false,
      limitType: (authority?.limitType ?? 'NO_LIMIT') as TLimitType,
      limitMinor: authority?.limitMinor ?? null,
      foreignCurrencyAuthorization: (authority?.foreignCurrencyAuthorization ??
        'DOMESTIC') as TForeignCurrencyAuthorization,
    },
    account,
  };
}

/** A representative's or an author's standing: no amount limit, any currency. */
const REPRESENTATIVE_STANDING = {
  accountAuthority: 'AUTHORIZE',
  isIndependent: false,
  isMandatory: false,
  limitType: 'NO_LIMIT',
  limitMinor: null,
  foreignCurrencyAuthorization: 'BOTH',
} as const satisfies TSignerStanding;

/** The policy's refusal as the type names it (not a payment's code on a consent). */
function nameRefusal(plugin: TAnyPlugin, code: TErrorCode): TErrorCode {
  return code === 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION'
    ? plugin.refusalCodes.noAuthority
    : code;
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
  const standing = await readSigningStanding(context, plugin, order);
  const signatures = await selectSignatures(tx, {
    orderType: plugin.orderType,
    orderIds: [getSigningReference(order)],
  });
  const domesticAmountMinor = await readDomesticAmount(tx, order, now);
  const decision = decideSignature({
    signer: {
      personId: actor.personUuid,
      loginLevel: actor.authorizationLevel,
      foreignCurrencyAuthorization: 'DOMESTIC',
      ...standing.signer,
    },
    order: {
      domesticAmountMinor,
      isForeign: plugin.isForeign(value),
      requiresMandatorySignee: plugin.requiresMandatorySignee,
    },
    account: standing.account,
    signatures: signatures.map((signature) => ({
      personId: signature.personId,
      isAlone: signature.countsAlone === true,
      isMandatory: signature.isMandatory === true,
    })),
    signedTodayMinor: await sumSignedToday(
      tx,
      actor.personUuid,
      getZagrebDay(now),
      standing.signer.isIndependent,
    ),
  });
  if (!decision.ok) throw new AppError(nameRefusal(plugin, decision.code));
  return { decision: decision.value, domesticAmountMinor };
}

/** An order that can take a signature: waiting for one, and not authorised already. */
function assertSignable(plugin: TAnyPlugin, order: TKernelOrder): void {
  if (isAllowed(plugin, order, 'AUTHORIZE')) return;
  throw new AppError(order.phase === 'CANCELED' ? 'NOT_FOUND' : 'ALREADY_SIGNED');
}

function buildSignable(plugin: TAnyPlugin, order: TKernelOrder, value: unknown): TSignableOrder {
  return {
    orderType: plugin.orderType,
    orderId: getSigningReference(order),
    digestInput: plugin.buildDigestInput(order, value),
    ...(plugin.signingMethods === undefined ? {} : { signingMethods: plugin.signingMethods }),
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
  const anyPlugin = asAnyPlugin(plugin);
  const prepared = await withCompanyScope(deps.db, actor, async (tx) => {
    const order = await findOrderOf(tx, actor, anyPlugin, orderId);
    assertSignable(anyPlugin, order);
    const value = await plugin.readDetails(tx, order);
    const verdict = await judgeSigner({ deps, actor, tx }, anyPlugin, order, value);
    return {
      order,
      value,
      verdict,
      signable: await readSignable(tx, actor, anyPlugin, order, value),
    };
  });
  const challenge = await issueSigningChallenge(deps, actor, prepared.signable);
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
  const { delivery } = plugin;
  if (delivery.kind !== 'CORE') throw new Error(`${plugin.orderType} is not handed to the core`);
  try {
    const handOff = await tx.transaction((savepoint) =>
      withBankRole(savepoint, () => delivery.handOff(savepoint, deps, order, value)),
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
function readLiveOrder(deps: TDeps, actor: TActor, plugin: TAnyPlugin, orderId: bigint) {
  return withCompanyScope(deps.db, actor, (tx) => findOrderOf(tx, actor, plugin, orderId));
}

/**
 * The order signed in full goes to the bank: a payment to the core at once (its funds reserved in
 * this transaction), any other type into the back office's outbox, due after the bank's delay.
 */
async function deliverAuthorizedOrder(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TKernelOrder> {
  const { tx, deps } = context;
  if (plugin.delivery.kind === 'CORE') return handOffOrder(tx, deps, plugin, order, value);
  if (plugin.delivery.decidesAtOnce !== true) {
    await enqueueOrderDelivery(tx, deps, order);
    return order;
  }
  const decided = await decideInTransaction(tx, deps, plugin, order, value);
  if (decided) return decided;
  await enqueueOrderDelivery(tx, deps, order);
  return updateOrder(tx, order.id, { statusCodes: ['PROPAGATION_FAILED'] });
}

export async function authorizeOrder<TDraft, TValue, TAnswer>(
  deps: TDeps,
  actor: TActor,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  request: { orderId: bigint; proof: TSigningProof; idempotencyKey: string },
  present: TPresenter<TValue, TAnswer>,
): Promise<TAnswer> {
  const anyPlugin = asAnyPlugin(plugin);
  const now = deps.clock.now();
  const current = await readLiveOrder(deps, actor, anyPlugin, request.orderId);
  const target = { orderType: plugin.orderType, orderId: getSigningReference(current) };
  let isHandedOff = false;
  let isDelivered = false;
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
            const order = await lockOrderOf(tx, actor, anyPlugin, request.orderId);
            assertSignable(anyPlugin, order);
            const value = await plugin.readDetails(tx, order);
            // Held until the signature commits: the bank's change of the signer's authority waits
            // for it, or it waits for the change and reads the new authority (authority-lock.ts).
            await lockPersonAuthority(tx, actor.companyId, actor.personUuid, 'SHARED');
            const verdict = await judgeSigner(context, anyPlugin, order, value);
            return {
              order: await readSignable(tx, actor, anyPlugin, order, value),
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
            ...getKernelState(plugin.vocabulary, 'AUTHORIZED'),
            statusCodes: [],
            authorizedAt: now,
          });
          order = await deliverAuthorizedOrder(context, anyPlugin, authorized, result.value);
          isHandedOff = order.phase !== 'AUTHORIZED';
          isDelivered = plugin.delivery.kind === 'BACK_OFFICE';
        } else {
          order = await updateOrder(tx, result.order.id, {
            ...getKernelState(plugin.vocabulary, 'PARTIALLY_SIGNED'),
            statusCodes: [outcome],
          });
        }
        return present(context, { order, value: result.value, warnings: [] });
      });
      return idempotent.answer;
    });
    if (isHandedOff) wakeOrderEngine(deps.jobs);
    if (isDelivered) wakeOrderDelivery(deps);
    return answer;
  } catch (error) {
    throw await recordSigningFailure(deps, actor, target, error);
  }
}

/**
 * Whether the person may recall the order: by the type's rule, who may sign it (the authority to
 * sign on the account in a session that signs; a representative; the author).
 */
async function assertMayRevoke(
  tx: TTx,
  actor: TActor,
  plugin: TAnyPlugin,
  order: TKernelOrder,
): Promise<void> {
  if (plugin.signingRule === 'PERSONAL') return;
  if (actor.authorizationLevel === 1) throw new AppError('NOT_AUTHORIZED');
  const mayRevoke =
    plugin.signingRule === 'COMPANY' || order.debtorAccountId === null
      ? (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined
      : isAuthorityToSign(
          (await findAuthority(tx, actor.companyId, order.debtorAccountId, actor.personUuid))
            ?.level,
        );
  if (!mayRevoke) throw new AppError('NOT_AUTHORIZED');
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
  const anyPlugin = asAnyPlugin(plugin);
  const prepared = await withCompanyScope(deps.db, actor, async (tx) => {
    const order = await findOrderOf(tx, actor, anyPlugin, orderId);
    if (!isAllowed(anyPlugin, order, 'REVOKE')) throw new AppError('REVOKE_FAILED');
    await assertMayRevoke(tx, actor, anyPlugin, order);
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
  const anyPlugin = asAnyPlugin(plugin);
  const now = deps.clock.now();
  await readLiveOrder(deps, actor, anyPlugin, request.orderId);
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
            const order = await lockOrderOf(tx, actor, anyPlugin, request.orderId);
            if (!isAllowed(anyPlugin, order, 'REVOKE')) throw new AppError('REVOKE_FAILED');
            await assertMayRevoke(tx, actor, anyPlugin, order);
            const value = await plugin.readDetails(tx, order);
            return {
              order: buildRevocationSignable(anyPlugin, order, value),
              result: { order, value },
            };
          },
        );
        const order = await revokeKernelOrder(tx, deps, anyPlugin, result.order);
        return present(context, { order, value: result.value, warnings: [] });
      });
      return answer;
    });
  } catch (error) {
    throw await recordSigningFailure(deps, actor, target, error);
  }
}

/**
 * Recalls an authorised order: the core gives a payment's reservation back (REVOKE_FAILED once it
 * ran); an order still waiting in the back office's outbox leaves it undecided.
 */
async function revokeKernelOrder(
  tx: TTx,
  deps: TDeps,
  plugin: TAnyPlugin,
  order: TKernelOrder,
): Promise<TKernelOrder> {
  const revoked = getKernelState(plugin.vocabulary, 'REVOKED');
  const { delivery } = plugin;
  if (delivery.kind === 'BACK_OFFICE') {
    if (!(await withBankRole(tx, () => cancelOrderDelivery(tx, order.id))))
      throw new AppError('REVOKE_FAILED');
    return updateOrder(tx, order.id, { ...revoked, statusCodes: [] });
  }
  if (order.coreOrderId === null) return updateOrder(tx, order.id, { ...revoked, statusCodes: [] });
  if (!(await withBankRole(tx, () => delivery.revoke(tx, deps, order))))
    throw new AppError('REVOKE_FAILED');
  const afterwards = await readKernelOrder(tx, order.id);
  if (afterwards?.phase !== 'REVOKED')
    throw new Error(`order ${order.id}: the core's announcement of its revocation did not arrive`);
  return afterwards;
}

export interface TDeletion {
  orderId: bigint;
  status: 'DELETED' | 'DELETE_FAILED';
  errorCode?: TErrorCode;
}

/** Whether the person may delete the order (docs/decisions.md "Deleting is an entry right"). */
async function mayDelete(tx: TTx, actor: TActor, plugin: TAnyPlugin, order: TKernelOrder) {
  const isOwnOrder = order.createdBy === actor.personUuid;
  if (plugin.signingRule === 'PERSONAL') return isOwnOrder;
  if (plugin.signingRule === 'COMPANY' || order.debtorAccountId === null)
    return (
      isOwnOrder || (await findRepresentative(tx, actor.companyId, actor.personUuid)) !== undefined
    );
  const authority = await findAuthority(
    tx,
    actor.companyId,
    order.debtorAccountId,
    actor.personUuid,
  );
  const level = (authority?.level ?? 'NONE') as TAuthorityLevel;
  return canDeleteOrder(actor.authorizationLevel, level, isOwnOrder);
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
  const anyPlugin = asAnyPlugin(plugin);
  const now = deps.clock.now();
  const results: TDeletion[] = [];
  for (const orderId of orderIds) {
    results.push(
      await withCompanyScope(deps.db, actor, async (tx): Promise<TDeletion> => {
        const order = await lockKernelOrder(tx, actor, orderId, plugin.signingRule);
        if (!order || order.orderType !== plugin.orderType || order.phase === 'DELETED')
          return { orderId, status: 'DELETE_FAILED', errorCode: 'NOT_FOUND' };
        if (!isAllowed(anyPlugin, order, 'DELETE'))
          return { orderId, status: 'DELETE_FAILED', errorCode: 'DELETE_FAILED' };
        if (!(await mayDelete(tx, actor, anyPlugin, order)))
          return { orderId, status: 'DELETE_FAILED', errorCode: plugin.refusalCodes.noAuthority };
        await updateOrder(tx, order.id, {
          ...getKernelState(plugin.vocabulary, 'DELETED'),
          modifiedBy: actor.personUuid,
          modifiedAt: now,
        });
        return { orderId, status: 'DELETED' };
      }),
    );
  }
  return results;
}
