import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { TReactivationReason } from '@poslovno/domain';
import type { TExecutor, TTx } from '../../platform/db/database';
import { authDevices } from '../../platform/db/schema';
import { orders } from '../../platform/orders/orders.schema';
import { toKernelOrder, type TKernelOrder } from '../../platform/orders/orders.repository';
import { mobileTokenReactivations, smsOutbox } from './reactivations.schema';

/** A reactivation as its order type keeps it: the request and, once issued, the code's state. */
export interface TReactivationValue {
  deviceId: string;
  tokenSerial: string;
  mobilePhone: string;
  reason: TReactivationReason;
  codeFirstPart: string | null;
  codeExpiresAt: Date | null;
  activatedAt: Date | null;
}

/** The person's mobile token (whatever its state), the device a reactivation concerns. */
export async function findPersonMobileToken(executor: TExecutor, personUuid: string) {
  const [row] = await executor
    .select({
      id: authDevices.id,
      serial: authDevices.serial,
      status: authDevices.status,
      requiresActivationCode: authDevices.requiresActivationCode,
    })
    .from(authDevices)
    .where(and(eq(authDevices.personId, personUuid), eq(authDevices.kind, 'MOBILE_TOKEN')));
  return row;
}

export async function insertReactivation(tx: TTx, order: TKernelOrder, value: TReactivationValue) {
  await tx.insert(mobileTokenReactivations).values({
    orderId: order.id,
    companyId: order.companyId,
    personId: order.createdBy,
    deviceId: value.deviceId,
    mobilePhone: value.mobilePhone,
    reason: value.reason,
    failedAttempts: 0,
  });
}

export async function updateReactivationRequest(
  tx: TTx,
  order: TKernelOrder,
  value: TReactivationValue,
) {
  await tx
    .update(mobileTokenReactivations)
    .set({ mobilePhone: value.mobilePhone, reason: value.reason })
    .where(eq(mobileTokenReactivations.orderId, order.id));
}

const VALUE_COLUMNS = {
  deviceId: mobileTokenReactivations.deviceId,
  tokenSerial: authDevices.serial,
  mobilePhone: mobileTokenReactivations.mobilePhone,
  reason: mobileTokenReactivations.reason,
  codeFirstPart: mobileTokenReactivations.codeFirstPart,
  codeExpiresAt: mobileTokenReactivations.codeExpiresAt,
  activatedAt: mobileTokenReactivations.activatedAt,
};

function toValue(row: Record<keyof typeof VALUE_COLUMNS, unknown>): TReactivationValue {
  return row as unknown as TReactivationValue;
}

export async function selectReactivation(
  executor: TExecutor,
  orderId: bigint,
): Promise<TReactivationValue> {
  const [row] = await executor
    .select(VALUE_COLUMNS)
    .from(mobileTokenReactivations)
    .innerJoin(authDevices, eq(authDevices.id, mobileTokenReactivations.deviceId))
    .where(eq(mobileTokenReactivations.orderId, orderId));
  if (!row) throw new Error(`reactivation ${orderId} has no details`);
  return toValue(row);
}

/** The person's latest reactivations in the company, newest first, deleted ones left out. */
export async function selectLatestReactivations(
  tx: TTx,
  scope: { companyId: string; personUuid: string },
  limit: number,
) {
  const rows = await tx
    .select({ order: orders, ...VALUE_COLUMNS })
    .from(mobileTokenReactivations)
    .innerJoin(orders, eq(orders.id, mobileTokenReactivations.orderId))
    .innerJoin(authDevices, eq(authDevices.id, mobileTokenReactivations.deviceId))
    .where(
      and(
        eq(mobileTokenReactivations.companyId, scope.companyId),
        eq(mobileTokenReactivations.personId, scope.personUuid),
        eq(orders.signingRule, 'PERSONAL'),
      ),
    )
    .orderBy(desc(mobileTokenReactivations.orderId))
    .limit(limit);
  return rows
    .filter((row) => row.order.status !== 'DELETED')
    .map(({ order, ...value }) => ({ order: toKernelOrder(order), value: toValue(value) }));
}

/** The bank issues the code: its first part, its hash, its expiry; the device waits for it. */
export async function issueActivationCode(
  tx: TTx,
  issue: {
    orderId: bigint;
    deviceId: string;
    codeFirstPart: string;
    codeHash: Buffer;
    codeExpiresAt: Date;
  },
) {
  await tx
    .update(mobileTokenReactivations)
    .set({
      codeFirstPart: issue.codeFirstPart,
      codeHash: issue.codeHash,
      codeExpiresAt: issue.codeExpiresAt,
    })
    .where(eq(mobileTokenReactivations.orderId, issue.orderId));
  await tx
    .update(authDevices)
    .set({ status: 'PENDING_ACTIVATION', requiresActivationCode: true })
    .where(eq(authDevices.id, issue.deviceId));
}

export async function insertSms(
  tx: TTx,
  sms: { personId: string; phone: string; text: string; createdAt: Date },
) {
  await tx.insert(smsOutbox).values(sms);
}

export async function selectSmsOfPerson(executor: TExecutor, personUuid: string, limit: number) {
  return executor
    .select({ phone: smsOutbox.phone, text: smsOutbox.text, sentAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(eq(smsOutbox.personId, personUuid))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}

/** The person's latest issued, unused code (the one the demo phone activates with), locked. */
export async function lockOpenActivationCode(tx: TTx, personUuid: string) {
  const [row] = await tx
    .select({
      orderId: mobileTokenReactivations.orderId,
      deviceId: mobileTokenReactivations.deviceId,
      codeHash: mobileTokenReactivations.codeHash,
      codeExpiresAt: mobileTokenReactivations.codeExpiresAt,
      failedAttempts: mobileTokenReactivations.failedAttempts,
    })
    .from(mobileTokenReactivations)
    .where(
      and(
        eq(mobileTokenReactivations.personId, personUuid),
        isNull(mobileTokenReactivations.activatedAt),
      ),
    )
    .orderBy(desc(mobileTokenReactivations.orderId))
    .limit(1)
    .for('update');
  return row?.codeHash ? row : undefined;
}

/** One more wrong try of a code, counted in one statement (two at once both count). */
export async function countFailedActivation(executor: TExecutor, orderId: bigint) {
  await executor
    .update(mobileTokenReactivations)
    .set({ failedAttempts: sql`${mobileTokenReactivations.failedAttempts} + 1` })
    .where(eq(mobileTokenReactivations.orderId, orderId));
}

/** The new key replaces the old: the device is active again and the code is spent. */
export async function completeActivation(
  tx: TTx,
  activation: { orderId: bigint; deviceId: string; publicKeySpkiDer: Buffer; at: Date },
) {
  await tx
    .update(mobileTokenReactivations)
    .set({ activatedAt: activation.at })
    .where(eq(mobileTokenReactivations.orderId, activation.orderId));
  const [device] = await tx
    .update(authDevices)
    .set({
      publicKeySpkiDer: activation.publicKeySpkiDer,
      status: 'ACTIVE',
      activatedAt: activation.at,
      requiresActivationCode: false,
    })
    .where(eq(authDevices.id, activation.deviceId))
    .returning({ serial: authDevices.serial });
  return device;
}
