import { createHash, randomUUID } from 'node:crypto';
import {
  SIGNING_CHALLENGE_LIFETIME_SECONDS,
  SIGNING_MAX_FAILED_ATTEMPTS,
  SIGNING_OCRA_SUITE,
  TOKEN_MAX_CONSECUTIVE_FAILURES,
  buildCanonicalOrderText,
  buildSmartcardSignedText,
  deriveSigningChallenge,
  type TOrderDigestInput,
  type TSigningMethod,
} from '@poslovno/domain';
import { withCompanyScope, type TTx } from '../db/database';
import { AppError } from '../errors';
import { verifyP1363Signature, verifyPersonCertificate } from './certificates/demo-ca';
import {
  clearTokenFailures,
  readCertificateAuthority,
  recordTokenFailure,
  selectPersonDevices,
  type TAuthDeviceRow,
} from './devices.repository';
import { isSigningCodeValid } from './one-time-codes';
import { recordSecurityEvent } from './security-events';
import type { TActor, TAuthDeps } from './session-service';
import {
  findSignature,
  findSignatureById,
  insertOrderSignature,
  insertSigningChallenge,
  lockOrder,
  lockSigningChallenge,
  countSigningChallengeFailure,
  markSigningChallengeUsed,
  tryLockOrderForPerson,
} from './signing.repository';

/**
 * Signing for every order type (DESIGN.md §4, §5): `preauthorizeOrder` binds a challenge to the
 * order's canonical digest; `authorizeOrder` verifies a proof against that challenge and the
 * order as it is now, and records the signature. Order types plug in their own digest input.
 */
export interface TSignableOrder {
  orderType: string;
  orderId: string;
  /** What is signed; the order's id goes in as its reference. */
  digestInput: Omit<TOrderDigestInput, 'reference'>;
  /**
   * The devices that may sign it, when not every one (a mobile token's reactivation is proven
   * with another device than the one being reactivated).
   */
  signingMethods?: readonly TSigningMethod[];
}

function isAcceptedBy(order: TSignableOrder, kind: string): boolean {
  return (
    order.signingMethods === undefined || order.signingMethods.includes(kind as TSigningMethod)
  );
}

export interface TSigningChallenge {
  challengeId: string;
  challenge: string;
  digest: string;
  expiresAt: string;
  devices: { id: string; kind: TSigningMethod; serial: string }[];
}

export type TSigningProof =
  | { method: 'TOKEN'; challengeId: string; serial: string; code: string }
  | { method: 'MOBILE_TOKEN'; challengeId: string }
  | { method: 'SMARTCARD'; challengeId: string; certificate?: string; signature?: string };

export interface TSignatureRecord {
  id: string;
  method: TSigningMethod;
  deviceId: string;
  personId: number;
  digest: string;
  signedAt: string;
}

function digestOf(order: TSignableOrder) {
  const canonicalText = buildCanonicalOrderText({ ...order.digestInput, reference: order.orderId });
  const digest = createHash('sha256').update(canonicalText, 'utf8').digest();
  return { canonicalText, digest };
}

function isSigningDevice(device: TAuthDeviceRow): boolean {
  return device.status === 'ACTIVE' && device.canSign;
}

export async function preauthorizeOrder(
  deps: TAuthDeps,
  actor: TActor,
  order: TSignableOrder,
): Promise<TSigningChallenge> {
  const now = deps.clock.now();
  const { canonicalText, digest } = digestOf(order);
  const challenge = deriveSigningChallenge(digest.toString('hex'));
  const id = randomUUID();
  const expiresAt = new Date(now.getTime() + SIGNING_CHALLENGE_LIFETIME_SECONDS * 1000);
  const devices = await withCompanyScope(deps.db, actor, async (tx) => {
    if (await findSignature(tx, order, actor.personUuid))
      throw new AppError('ALREADY_SIGNED_BY_THIS_PSU');
    await insertSigningChallenge(tx, {
      id,
      companyId: actor.companyId,
      personId: actor.personUuid,
      orderType: order.orderType,
      orderId: order.orderId,
      canonicalText,
      digest,
      challenge,
      createdAt: now,
      expiresAt,
    });
    return (await selectPersonDevices(tx, actor.personUuid)).filter(
      (device) => isSigningDevice(device) && isAcceptedBy(order, device.kind),
    );
  });
  return {
    challengeId: id,
    challenge,
    digest: digest.toString('hex'),
    expiresAt: expiresAt.toISOString(),
    devices: devices.map((device) => ({
      id: device.id,
      kind: device.kind as TSigningMethod,
      serial: device.serial,
    })),
  };
}

/** What the signature record keeps as evidence: the code, or the device's signature. */
function describeProof(proof: TSigningProof, approvalSignature: string | null): string {
  if (proof.method === 'TOKEN') return `${SIGNING_OCRA_SUITE}:${proof.code}`;
  if (proof.method === 'MOBILE_TOKEN') return approvalSignature ?? '';
  return proof.signature ?? '';
}

/** The device that made the proof, or the error the proof earns. */
/**
 * A token code that does not sign the challenge. Its transaction rolls back, so the attempt is
 * counted afterwards (recordSigningFailure), against the challenge and the token.
 */
class WrongSigningCode extends AppError {
  constructor(
    readonly challengeId: string,
    readonly deviceId: string | undefined,
  ) {
    super('SIGNING_CODE_INVALID');
  }
}

async function verifyProof(
  deps: TAuthDeps,
  tx: TTx,
  actor: TActor,
  challenge: { id: string; challenge: string; digest: Buffer; approvedDeviceId: string | null },
  proof: TSigningProof,
): Promise<TAuthDeviceRow> {
  const now = deps.clock.now();
  const devices = (await selectPersonDevices(tx, actor.personUuid)).filter(isSigningDevice);
  if (proof.method === 'TOKEN') {
    const device = devices.find((d) => d.kind === 'TOKEN' && d.serial === proof.serial);
    const key = device?.otpSecret;
    if (
      !device ||
      !key ||
      !isSigningCodeValid(key, SIGNING_OCRA_SUITE, challenge.challenge, proof.code, now)
    )
      throw new WrongSigningCode(challenge.id, device?.id);
    await clearTokenFailures(tx, device.id);
    return device;
  }
  if (proof.method === 'MOBILE_TOKEN') {
    const device = devices.find(
      (d) => d.kind === 'MOBILE_TOKEN' && d.id === challenge.approvedDeviceId,
    );
    if (!device) throw new AppError('SIGNING_NOT_APPROVED');
    return device;
  }
  if (!proof.certificate) throw new AppError('CERTIFICATE_REQUIRED');
  const ca = await readCertificateAuthority(tx);
  const certificateDer = Buffer.from(proof.certificate, 'base64');
  const verified = ca
    ? verifyPersonCertificate({ caCertificateDer: ca.certificateDer, certificateDer, now })
    : undefined;
  const device = verified?.ok
    ? devices.find(
        (d) =>
          d.kind === 'SMARTCARD' &&
          d.serial === verified.serialNumber &&
          !!d.certificateDer?.equals(certificateDer),
      )
    : undefined;
  const text = buildSmartcardSignedText({
    purpose: 'SIGN',
    challengeId: challenge.id,
    digestHex: challenge.digest.toString('hex'),
  });
  if (
    !verified?.ok ||
    !device ||
    !proof.signature ||
    !verifyP1363Signature({ publicKey: verified.publicKey, text, signatureBase64: proof.signature })
  )
    throw new AppError('INVALID_SIGNATURE');
  return device;
}

/** How the signing policy counted a signature (stored with it; see packages/domain signing-policy). */
export interface TSignatureCounting {
  countsAlone: boolean;
  isMandatory: boolean;
  domesticAmountMinor: bigint;
}

/**
 * What an order type has checked once the order's locks are held: the order as it is now (whose
 * digest the signature must match) and how the signature counts, plus anything it wants back.
 */
export interface TPreparedSignature<T> {
  order: TSignableOrder;
  counting?: TSignatureCounting;
  result: T;
}

/**
 * Verifies the proof and records the signature inside the caller's transaction, so that what the
 * signature completes (an order's status, its hand-off to the core) commits with it or not at
 * all. The same person (or the same challenge) authorising twice at once: one wins, the other gets
 * CONCURRENT_SIGNATURE_ATTEMPT. Different signers of one order wait for each other and are both
 * recorded. `prepare` runs once those locks are held: it reads the order as it is now and applies
 * the order type's rules; an order changed since its challenge no longer matches the digest
 * (INVALID_SIGNATURE).
 */
export async function signOrderInTransaction<T>(
  deps: TAuthDeps,
  tx: TTx,
  actor: TActor,
  target: { orderType: string; orderId: string },
  proof: TSigningProof,
  prepare: () => Promise<TPreparedSignature<T>>,
): Promise<{ record: TSignatureRecord; result: T }> {
  const now = deps.clock.now();
  if (!(await tryLockOrderForPerson(tx, target, actor.personUuid)))
    throw new AppError('CONCURRENT_SIGNATURE_ATTEMPT');
  const locked = await lockSigningChallenge(tx, proof.challengeId);
  if (locked.isBusy) throw new AppError('CONCURRENT_SIGNATURE_ATTEMPT');
  const challenge = locked.row;
  if (!challenge || challenge.personId !== actor.personUuid)
    throw new AppError('INVALID_AUTHORIZATION');
  await lockOrder(tx, target);
  if (await findSignature(tx, target, actor.personUuid))
    throw new AppError('ALREADY_SIGNED_BY_THIS_PSU');
  if (challenge.usedAt) throw new AppError('CONCURRENT_SIGNATURE_ATTEMPT');
  if (challenge.expiresAt.getTime() <= now.getTime())
    throw new AppError('SIGNING_CHALLENGE_EXPIRED');
  if (challenge.failedAttempts >= SIGNING_MAX_FAILED_ATTEMPTS) throw attemptsExhausted();
  const prepared = await prepare();
  const { order } = prepared;
  const { digest } = digestOf(order);
  const isSameOrder =
    order.orderType === target.orderType &&
    order.orderId === target.orderId &&
    challenge.orderType === order.orderType &&
    challenge.orderId === order.orderId &&
    challenge.digest.equals(digest);
  if (!isSameOrder) throw new AppError('INVALID_SIGNATURE');
  const device = await verifyProof(deps, tx, actor, challenge, proof);
  if (!isAcceptedBy(order, device.kind)) throw new AppError('INVALID_SIGNATURE');
  const id = randomUUID();
  await markSigningChallengeUsed(tx, challenge.id, now);
  await insertOrderSignature(tx, {
    id,
    companyId: actor.companyId,
    personId: actor.personUuid,
    orderType: order.orderType,
    orderId: order.orderId,
    challengeId: challenge.id,
    deviceId: device.id,
    method: proof.method,
    digest,
    proof: describeProof(proof, challenge.approvalSignature),
    signedAt: now,
    ...(prepared.counting ?? {}),
  });
  await recordSecurityEvent(tx, {
    kind: 'ORDER_SIGNED',
    at: now,
    personUuid: actor.personUuid,
    companyId: actor.companyId,
    deviceId: device.id,
    sessionId: actor.sessionId,
    details: { orderType: order.orderType, orderId: order.orderId, method: proof.method },
  });
  const record: TSignatureRecord = {
    id,
    method: proof.method,
    deviceId: device.id,
    personId: actor.personId,
    digest: digest.toString('hex'),
    signedAt: now.toISOString(),
  };
  return { record, result: prepared.result };
}

/**
 * The signatures of the orders a parent holds (a basket's payments), given with the parent's
 * signature: each records the same device, method, digest and proof, refers to the parent's
 * signature (which holds the challenge), and says how the signing policy counted it there.
 */
export async function recordMemberSignatures(
  tx: TTx,
  actor: TActor,
  parent: { id: string; signedAt: string },
  members: readonly { orderType: string; orderId: string; counting: TSignatureCounting }[],
): Promise<void> {
  if (members.length === 0) return;
  const signature = await findSignatureById(tx, parent.id);
  if (!signature) throw new Error(`signature ${parent.id} was recorded`);
  for (const member of members)
    await insertOrderSignature(tx, {
      id: randomUUID(),
      companyId: actor.companyId,
      personId: actor.personUuid,
      orderType: member.orderType,
      orderId: member.orderId,
      challengeId: null,
      parentSignatureId: signature.id,
      deviceId: signature.deviceId,
      method: signature.method,
      digest: signature.digest,
      proof: signature.proof,
      signedAt: signature.signedAt,
      ...member.counting,
    });
}

/** Refusals that are no failure of the person's: a concurrent attempt, an approval still awaited. */
const UNLOGGED_SIGNING_CODES: ReadonlySet<string> = new Set([
  'CONCURRENT_SIGNATURE_ATTEMPT',
  'SIGNING_NOT_APPROVED',
]);

function attemptsExhausted(): AppError {
  return new AppError('SIGNING_ATTEMPTS_EXHAUSTED', {
    values: { maxAttempts: SIGNING_MAX_FAILED_ATTEMPTS },
  });
}

/**
 * A wrong token code counts against its challenge (five, then the signing starts again) and its
 * token (ten in a row lock it, AUTH_02, as at sign-in); the answer says how many are left.
 */
async function countWrongCode(
  deps: TAuthDeps,
  actor: TActor,
  error: WrongSigningCode,
): Promise<AppError> {
  const failures = await withCompanyScope(deps.db, actor, (tx) =>
    countSigningChallengeFailure(tx, error.challengeId, actor.personUuid),
  );
  if (error.deviceId !== undefined)
    await recordTokenFailure(
      deps.db,
      error.deviceId,
      TOKEN_MAX_CONSECUTIVE_FAILURES,
      deps.clock.now(),
    );
  const attemptsLeft = SIGNING_MAX_FAILED_ATTEMPTS - failures;
  if (attemptsLeft <= 0) return attemptsExhausted();
  return new AppError('SIGNING_CODE_INVALID', { values: { attemptsLeft } });
}

/**
 * A refused signature leaves its trace in the security log, written apart from the refused
 * transaction (which rolled back), and a wrong code is counted; answers the error to give the
 * person. A concurrent attempt, or a mobile token's approval the web app is still polling for, is
 * no failure of the person's.
 */
export async function recordSigningFailure(
  deps: TAuthDeps,
  actor: TActor,
  target: { orderType: string; orderId: string },
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof AppError) || UNLOGGED_SIGNING_CODES.has(error.code)) return error;
  const answer =
    error instanceof WrongSigningCode ? await countWrongCode(deps, actor, error) : error;
  await recordSecurityEvent(deps.db, {
    kind: 'SIGNING_FAILED',
    at: deps.clock.now(),
    personUuid: actor.personUuid,
    companyId: actor.companyId,
    sessionId: actor.sessionId,
    details: { orderType: target.orderType, orderId: target.orderId, code: answer.code },
  });
  return answer;
}

/** Signs an order whose content the caller already holds, in a transaction of its own. */
export async function authorizeOrder(
  deps: TAuthDeps,
  actor: TActor,
  order: TSignableOrder,
  proof: TSigningProof,
): Promise<TSignatureRecord> {
  try {
    const { record } = await withCompanyScope(deps.db, actor, (tx) =>
      signOrderInTransaction(deps, tx, actor, order, proof, () =>
        Promise.resolve({ order, result: undefined }),
      ),
    );
    return record;
  } catch (error) {
    throw await recordSigningFailure(deps, actor, order, error);
  }
}
