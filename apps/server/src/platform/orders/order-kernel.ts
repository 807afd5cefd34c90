import {
  DOMESTIC_CURRENCY,
  addDaysToIsoDate,
  canDeleteOrder,
  canEnterOrders,
  convertMinor,
  decideSignature,
  formatMinorAsDecimal,
  sumPerCurrency,
  getKernelState,
  getOrderPhase,
  isOrderTransitionAllowed,
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
import { findSignature } from '../auth/signing.repository';
import {
  preauthorizeOrder as issueSigningChallenge,
  recordMemberSignatures,
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
import type {
  TMember,
  TOrderContext,
  TOrderFacts,
  TOrderGroup,
  TOrderTypePlugin,
} from './order-type';
import {
  cancelOrderDelivery,
  findAuthority,
  findKernelOrder,
  findRepresentative,
  insertOrder,
  insertOrderMembers,
  isAuthorityToSign,
  lockKernelOrder,
  readAccountSigningRule,
  readKernelOrder,
  releaseOrderMembers,
  selectOrderMembers,
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
  // A group's orders are each entered already; who sees every one of them may group them.
  if (plugin.signingRule === 'PERSONAL' || plugin.signingRule === 'GROUP') return;
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

/**
 * Stores a new order (STORED) in the caller's company-scoped transaction, without an idempotency
 * key: for orders made together with something else that must commit or vanish with them (a bulk
 * file's groups and the file itself, with the upload that carries them). Refusals throw.
 */
export async function storeNewOrder<TDraft, TValue>(
  context: TOrderContext,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  draft: TDraft,
): Promise<TKernelResult<TValue>> {
  const { tx, actor, deps } = context;
  assertMayEnterAtAll(actor, asAnyPlugin(plugin));
  const members =
    plugin.group === undefined
      ? undefined
      : await joinableMembers(context, plugin.group, plugin.group.readMemberIds(draft));
  const validation = await validateOrThrow({ ...context, members }, plugin, draft);
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
    createdAt: deps.clock.now(),
  });
  await plugin.insertDetails(tx, order, validation.value);
  // A bulk file whose every group is on an account not of the company holds none.
  if (members !== undefined && members.length > 0)
    await insertOrderMembers(
      tx,
      order,
      members.map((member) => member.order),
    );
  await attachFiles(tx, actor, order, validation.attachmentIds);
  return { order, value: validation.value, warnings: validation.warnings };
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
    const { answer } = await runIdempotent(tx, call, async () =>
      present(context, await storeNewOrder(context, plugin, request.draft)),
    );
    return answer;
  });
}

/**
 * The orders a new group order asks to hold, locked in id order so two groups asking for the same
 * order take turns: each the person may see, of the member type, waiting for signatures, not
 * signed by this person, and held by no other group that still waits (the second of two baskets
 * made at once for one payment hears so).
 */
async function joinableMembers(
  context: TOrderContext,
  group: TOrderGroup<never>,
  memberIds: readonly bigint[],
): Promise<TMember[]> {
  const { tx, actor } = context;
  const { memberType, codes, memberField } = group;
  const positions = new Map<bigint, number>();
  const violations: TRuleViolation[] = [];
  memberIds.forEach((id, position) => {
    if (positions.has(id))
      violations.push({ field: `${memberField}[${position}]`, code: codes.listedTwice });
    else positions.set(id, position);
  });
  if (violations.length > 0) throw new AppError(codes.refused, { validations: violations });
  const locked = new Map<bigint, TKernelOrder>();
  for (const id of [...positions.keys()].sort(compareIds)) {
    const order = await lockKernelOrder(tx, actor, id, memberType.signingRule);
    if (!order || order.orderType !== memberType.orderType || order.phase === 'DELETED')
      throw new AppError('NOT_FOUND');
    locked.set(id, order);
  }
  const members: TMember[] = [];
  for (const [id, position] of positions) {
    const order = locked.get(id);
    if (order === undefined) throw new Error(`member ${id} was locked`);
    const field = `${memberField}[${position}]`;
    const isSignedByPerson =
      (await findSignature(
        tx,
        { orderType: memberType.orderType, orderId: getSigningReference(order) },
        actor.personUuid,
      )) !== undefined;
    if (!isAllowed(memberType, order, 'AUTHORIZE') || isSignedByPerson)
      violations.push({ field, code: codes.notJoinable });
    else if (order.parentOrderId !== null) violations.push({ field, code: codes.heldElsewhere });
    else members.push({ order, value: await memberType.readDetails(tx, order) });
  }
  const heldElsewhere = violations.find((violation) => violation.code === codes.heldElsewhere);
  if (heldElsewhere) throw new AppError(codes.heldElsewhere, { validations: violations });
  if (violations.length > 0) throw new AppError(codes.refused, { validations: violations });
  return members;
}

function compareIds(left: bigint, right: bigint): number {
  return left < right ? -1 : left > right ? 1 : 0;
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

/**
 * What the person signs in the same signature before this order (a basket's earlier payments),
 * towards their daily limit: the alone signatures of an independent signee, all of a joint one.
 */
interface TSignedAlongside {
  aloneMinor: bigint;
  allMinor: bigint;
}

const NOTHING_SIGNED_ALONGSIDE: TSignedAlongside = { aloneMinor: 0n, allMinor: 0n };

/** The signing policy (packages/domain signing-policy) for this person and this order, now. */
async function judgeSigner(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
  alongside: TSignedAlongside = NOTHING_SIGNED_ALONGSIDE,
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
    signedTodayMinor:
      (await sumSignedToday(
        tx,
        actor.personUuid,
        getZagrebDay(now),
        standing.signer.isIndependent,
      )) + (standing.signer.isIndependent ? alongside.aloneMinor : alongside.allMinor),
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

/** An order a group's signature signs, with the signing policy's verdict on it. */
interface TSignedMember extends TMember {
  verdict: TSigningVerdict;
}

/** What a signature of an order will sign and achieve, judged under the locks it takes. */
interface TPreparedOrderSignature {
  outcome: TSigningDecision['outcome'];
  signable: TSignableOrder;
  /** The policy's verdict on the order itself; none for a group, judged member by member. */
  verdict?: TSigningVerdict;
  members: readonly TSignedMember[];
}

async function prepareOrderSignature(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
): Promise<TPreparedOrderSignature> {
  if (plugin.group !== undefined)
    return prepareGroupSignature(context, plugin, plugin.group, order, value);
  const verdict = await judgeSigner(context, plugin, order, value);
  return {
    outcome: verdict.decision.outcome,
    signable: await readSignable(context.tx, context.actor, plugin, order, value),
    verdict,
    members: [],
  };
}

/** The policy's refusals that mean the signer lacks the authority over an order. */
function isAuthorityRefusal(plugin: TAnyPlugin, code: TErrorCode): boolean {
  return (
    code === plugin.refusalCodes.noAuthority ||
    code === 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION' ||
    code === 'NO_AUTHORITY_FOR_SPECIFIC_AMOUNT' ||
    code === 'NOT_AUTHORIZED'
  );
}

/**
 * A group's members as they stand now, locked in id order: any edited (a new version) or gone
 * since it joined refuses the signature before its proof is looked at (000 §8 "payment changed in
 * the meantime"), naming which.
 */
async function lockUnchangedMembers(
  context: TOrderContext,
  group: TOrderGroup<never>,
  parent: TKernelOrder,
): Promise<{ order: TKernelOrder; position: number }[]> {
  const { tx, actor } = context;
  const rows = await selectOrderMembers(tx, [parent.id]);
  const locked = new Map<bigint, TKernelOrder | undefined>();
  for (const row of [...rows].sort((a, b) => compareIds(a.memberOrderId, b.memberOrderId)))
    locked.set(
      row.memberOrderId,
      await lockKernelOrder(tx, actor, row.memberOrderId, group.memberType.signingRule),
    );
  const members = rows.map((row) => ({ row, order: locked.get(row.memberOrderId) }));
  const changed = members.filter(
    ({ row, order }) =>
      order === undefined ||
      order.orderType !== group.memberType.orderType ||
      order.version !== row.joinedVersion ||
      order.phase === 'DELETED' ||
      order.phase === 'CANCELED',
  );
  if (changed.length > 0)
    throw new AppError(group.codes.changed, {
      validations: changed.map(({ row }) => ({
        field: `${group.memberField}[${row.position}]`,
        code: group.codes.changed,
      })),
    });
  return members.map(({ row, order }) => {
    if (order === undefined) throw new Error(`member ${row.memberOrderId} was locked`);
    return { order, position: row.position };
  });
}

/**
 * A signature of a group signs every member still waiting that this person has not signed on its
 * own, each judged by the signing policy under the member type's rule with what the same
 * signature signs before it counting towards the daily limit; the authority lacking over any of
 * them refuses the whole (000 §5 "signing a basket needs authority over every payment in it").
 * What is signed is the group's own fields with every payee and amount it signs (PSD2 RTS Art.
 * 5(3)(b)), and each member's version.
 */
async function prepareGroupSignature(
  context: TOrderContext,
  plugin: TAnyPlugin,
  group: TOrderGroup<never>,
  parent: TKernelOrder,
  value: unknown,
): Promise<TPreparedOrderSignature> {
  const { tx, actor } = context;
  const { memberType } = group;
  const members = await lockUnchangedMembers(context, group, parent);
  const signed: TSignedMember[] = [];
  const refusals: TRuleViolation[] = [];
  let isAnyLeftWaiting = false;
  let alongside = NOTHING_SIGNED_ALONGSIDE;
  for (const { order, position } of members) {
    if (!isAllowed(memberType, order, 'AUTHORIZE')) continue;
    const reference = { orderType: memberType.orderType, orderId: getSigningReference(order) };
    if (await findSignature(tx, reference, actor.personUuid)) {
      isAnyLeftWaiting = true;
      continue;
    }
    const memberValue = await memberType.readDetails(tx, order);
    try {
      const verdict = await judgeSigner(context, memberType, order, memberValue, alongside);
      signed.push({ order, value: memberValue, verdict });
      alongside = {
        aloneMinor:
          alongside.aloneMinor +
          (verdict.decision.signature.isAlone ? verdict.domesticAmountMinor : 0n),
        allMinor: alongside.allMinor + verdict.domesticAmountMinor,
      };
    } catch (error) {
      if (!(error instanceof AppError) || !isAuthorityRefusal(memberType, error.code)) throw error;
      refusals.push({ field: `${group.memberField}[${position}]`, code: error.code });
    }
  }
  if (refusals.length > 0) throw new AppError(group.codes.noAuthority, { validations: refusals });
  // Nothing left for this person: they signed every member still waiting, or none waits.
  if (signed.length === 0)
    throw new AppError(isAnyLeftWaiting ? 'ALREADY_SIGNED_BY_THIS_PSU' : 'ALREADY_SIGNED');
  const outcomes = signed.map((member) => member.verdict.decision.outcome);
  const outcome =
    !isAnyLeftWaiting && outcomes.every((candidate) => candidate === 'AUTHORIZED')
      ? 'AUTHORIZED'
      : outcomes.includes('MANDATORY_SIGNEE_NEEDED')
        ? 'MANDATORY_SIGNEE_NEEDED'
        : 'PARTIALLY_AUTHORIZED';
  const base = plugin.buildDigestInput(parent, value);
  return {
    outcome,
    signable: {
      orderType: plugin.orderType,
      orderId: getSigningReference(parent),
      digestInput: {
        ...base,
        items: signed.flatMap((member) => [
          ...memberType.buildDigestInput(member.order, member.value).items,
        ]),
        fields: [
          ...(base.fields ?? []),
          { name: 'total', value: describeTotals(signed, memberType) },
          {
            name: 'members',
            value: signed.map((member) => getSigningReference(member.order)).join(', '),
          },
          // What each member binds besides its items (a bulk group's count, payees and largest
          // lines), named by its place: "1.numberOfPayees".
          ...signed.flatMap((member, index) =>
            (memberType.buildDigestInput(member.order, member.value).fields ?? []).map((field) => ({
              name: `${index + 1}.${field.name}`,
              value: field.value,
            })),
          ),
        ],
      },
    },
    members: signed,
  };
}

/** The total of what a group's signature signs, one sum per currency: "1.250,00 EUR, 80.00 USD". */
function describeTotals(members: readonly TSignedMember[], memberType: TAnyPlugin): string {
  const items = members.flatMap((member) => [
    ...memberType.buildDigestInput(member.order, member.value).items,
  ]);
  return sumPerCurrency(items)
    .map((total) => `${formatMinorAsDecimal(total.amountMinor, total.currency)} ${total.currency}`)
    .join(', ');
}

function toCounting(verdict: TSigningVerdict) {
  return {
    countsAlone: verdict.decision.signature.isAlone,
    isMandatory: verdict.decision.signature.isMandatory,
    domesticAmountMinor: verdict.domesticAmountMinor,
  };
}

interface TMovedOrder {
  order: TKernelOrder;
  /** Handed to the core now: its engine is woken once the transaction commits. */
  isHandedOff: boolean;
  /** Written to the back office's outbox now. */
  isDelivered: boolean;
}

/**
 * Where a signature leaves an order: signed in full, it is authorised and goes to the bank (000 §4);
 * otherwise it waits for the further signature the policy named.
 */
async function moveSignedOrder(
  context: TOrderContext,
  plugin: TAnyPlugin,
  order: TKernelOrder,
  value: unknown,
  outcome: TSigningDecision['outcome'],
): Promise<TMovedOrder> {
  const { tx, deps } = context;
  if (outcome !== 'AUTHORIZED') {
    const waiting = await updateOrder(tx, order.id, {
      ...getKernelState(plugin.vocabulary, 'PARTIALLY_SIGNED'),
      statusCodes: [outcome],
    });
    return { order: waiting, isHandedOff: false, isDelivered: false };
  }
  const authorized = await updateOrder(tx, order.id, {
    ...getKernelState(plugin.vocabulary, 'AUTHORIZED'),
    statusCodes: [],
    authorizedAt: deps.clock.now(),
  });
  const delivered = await deliverAuthorizedOrder(context, plugin, authorized, value);
  return {
    order: delivered,
    isHandedOff: plugin.delivery.kind === 'CORE' && delivered.phase !== 'AUTHORIZED',
    isDelivered: plugin.delivery.kind === 'BACK_OFFICE',
  };
}

/**
 * After a group's signature: each member it signed records its own signature (referring to the
 * group's) and moves on by itself, authorised and handed to the bank or waiting for a further
 * signature; the group is signed once none waits, and then holds its members no longer. A member
 * the bank could not take yet marks the group PROPAGATION_FAILED, as it marks the member.
 */
async function completeGroupSignature(
  context: TOrderContext,
  plugin: TAnyPlugin,
  group: TOrderGroup<never>,
  parent: TKernelOrder,
  signature: { id: string; signedAt: string },
  prepared: TPreparedOrderSignature,
): Promise<TMovedOrder> {
  const { tx, actor } = context;
  const { memberType } = group;
  await recordMemberSignatures(
    tx,
    actor,
    signature,
    prepared.members.map((member) => ({
      orderType: memberType.orderType,
      orderId: getSigningReference(member.order),
      counting: toCounting(member.verdict),
    })),
  );
  let isHandedOff = false;
  let isDelivered = false;
  let isPropagationFailed = false;
  for (const member of prepared.members) {
    const moved = await moveSignedOrder(
      context,
      memberType,
      member.order,
      member.value,
      member.verdict.decision.outcome,
    );
    isHandedOff ||= moved.isHandedOff;
    isDelivered ||= moved.isDelivered;
    isPropagationFailed ||= moved.order.statusCodes.includes('PROPAGATION_FAILED');
  }
  const propagation: TErrorCode[] = isPropagationFailed ? ['PROPAGATION_FAILED'] : [];
  if (prepared.outcome !== 'AUTHORIZED') {
    const waiting = await updateOrder(tx, parent.id, {
      ...getKernelState(plugin.vocabulary, 'PARTIALLY_SIGNED'),
      statusCodes: [prepared.outcome, ...propagation],
    });
    return { order: waiting, isHandedOff, isDelivered };
  }
  const signed = await updateOrder(tx, parent.id, {
    ...getKernelState(plugin.vocabulary, 'AUTHORIZED'),
    statusCodes: propagation,
    authorizedAt: context.deps.clock.now(),
  });
  await releaseOrderMembers(tx, parent.id);
  return { order: signed, isHandedOff, isDelivered };
}

export interface TPreauthorization<TValue> extends TKernelResult<TValue> {
  challenge: TSigningChallenge;
  /** Where the order will stand once this person signs. */
  outcome: TSigningDecision['outcome'];
  /** What the challenge binds: for a group, the members this signature signs. */
  signable?: TSignableOrder;
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
    const signature = await prepareOrderSignature({ deps, actor, tx }, anyPlugin, order, value);
    return { order, value, signature };
  });
  const challenge = await issueSigningChallenge(deps, actor, prepared.signature.signable);
  return {
    order: prepared.order,
    value: prepared.value,
    warnings: [],
    challenge,
    outcome: prepared.signature.outcome,
    signable: prepared.signature.signable,
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
  if (plugin.delivery.kind === 'MEMBERS') return order;
  if (plugin.delivery.decidesAtOnce !== true) {
    await enqueueOrderDelivery(tx, deps, order, plugin.delivery.dueAt?.(value));
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
        const { record, result } = await signOrderInTransaction(
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
            const prepared = await prepareOrderSignature(context, anyPlugin, order, value);
            return {
              order: prepared.signable,
              ...(prepared.verdict === undefined ? {} : { counting: toCounting(prepared.verdict) }),
              result: { order, value, prepared },
            };
          },
        );
        const moved =
          plugin.group === undefined
            ? await moveSignedOrder(
                context,
                anyPlugin,
                result.order,
                result.value,
                result.prepared.outcome,
              )
            : await completeGroupSignature(
                context,
                anyPlugin,
                plugin.group,
                result.order,
                record,
                result.prepared,
              );
        isHandedOff = moved.isHandedOff;
        isDelivered = moved.isDelivered;
        return present(context, { order: moved.order, value: result.value, warnings: [] });
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
  if (delivery.kind === 'MEMBERS') throw new AppError('REVOKE_FAILED');
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
  // Deleting a group only ungroups: its orders stay as they were; whoever sees them all may.
  if (plugin.signingRule === 'GROUP') return true;
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
        if (plugin.group !== undefined) await releaseOrderMembers(tx, order.id);
        return { orderId, status: 'DELETED' };
      }),
    );
  }
  return results;
}

/**
 * A type's own move of an order outside signing (a stored bulk file converted into single
 * payments): from the statuses the caller names to the new one, in the phase the type's vocabulary
 * gives it, under the order's lock, as the person. Refused with `refusal` from anywhere else.
 */
export async function moveOrderByType<TDraft, TValue>(
  context: TOrderContext,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  orderId: bigint,
  move: { from: readonly string[]; to: string; refusal: TErrorCode },
): Promise<TKernelOrder> {
  const { tx, actor, deps } = context;
  const order = await lockOrderOf(tx, actor, asAnyPlugin(plugin), orderId);
  if (!move.from.includes(order.status)) throw new AppError(move.refusal);
  return updateOrder(tx, order.id, {
    status: move.to,
    phase: getOrderPhase(plugin.vocabulary, move.to),
    modifiedBy: actor.personUuid,
    modifiedAt: deps.clock.now(),
  });
}

/** The end of a type's own move, as the bank's work finishes it: a transition of its vocabulary. */
export async function finishOrderMove<TDraft, TValue>(
  tx: TTx,
  plugin: TOrderTypePlugin<TDraft, TValue>,
  order: TKernelOrder,
  change: { to: string; now: Date },
): Promise<TKernelOrder> {
  if (!isOrderTransitionAllowed(plugin.vocabulary, order.status, change.to))
    throw new Error(`order ${order.id}: ${order.status} does not move to ${change.to}`);
  return updateOrder(tx, order.id, {
    status: change.to,
    phase: getOrderPhase(plugin.vocabulary, change.to),
    modifiedAt: change.now,
  });
}
