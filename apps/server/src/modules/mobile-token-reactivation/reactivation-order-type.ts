import { createHash, randomInt } from 'node:crypto';
import {
  ACTIVATION_CODE_LIFETIME_HOURS,
  ACTIVATION_CODE_PART_DIGITS,
  REACTIVATION_VOCABULARY,
  normalizeMobilePhone,
  type TRuleViolation,
} from '@poslovno/domain';
import type { TReactivationInput } from '@poslovno/contract';
import { assertCoreAvailable } from '../../core-bank/core-availability';
import { recordSecurityEvent } from '../../platform/auth/security-events';
import type { TOrderTypePlugin } from '../../platform/orders/order-type';
import {
  findPersonMobileToken,
  insertReactivation,
  insertSms,
  issueActivationCode,
  selectReactivation,
  updateReactivationRequest,
  type TReactivationValue,
} from './reactivations.repository';

export const REACTIVATION_ORDER_TYPE = 'MOBILE_TOKEN_REACTIVATION';

function newCodePart(): string {
  return String(randomInt(0, 10 ** ACTIVATION_CODE_PART_DIGITS)).padStart(
    ACTIVATION_CODE_PART_DIGITS,
    '0',
  );
}

/** What the bank keeps of a code: a hash bound to the reactivation, never the code itself. */
export function hashActivationCode(orderId: bigint, first: string, second: string): Buffer {
  return createHash('sha256')
    .update(`poslovno-activation-v1|${orderId}|${first}${second}`)
    .digest();
}

/** The SMS with the code's second part, in both languages (the bank does not know the phone's). */
function buildSmsText(second: string): string {
  return (
    `Poslovno: drugi dio aktivacijskog koda mobilnog tokena je ${second}. ` +
    `Second part of your mobile token activation code: ${second}.`
  );
}

/**
 * Mobile token reactivation (001 §2, §3, §4) as an order type of the kernel: the person's own
 * request (the personal rule, one signature), signed with the token or the smartcard, never with
 * the mobile token being reactivated; the bank decides it in the signature's transaction, so the
 * answer carries the activation code's first part; the second goes to the phone by SMS.
 */
export const reactivationOrderType: TOrderTypePlugin<TReactivationInput, TReactivationValue> = {
  orderType: REACTIVATION_ORDER_TYPE,
  vocabulary: REACTIVATION_VOCABULARY,
  signingRule: 'PERSONAL',
  service: 'SESSIONS',
  refusalCodes: { noAuthority: 'NOT_AUTHORIZED', notEditable: 'VALIDATION_FAILED' },
  requiresMandatorySignee: false,
  signingMethods: ['TOKEN', 'SMARTCARD'],

  async validate({ tx, actor }, draft) {
    const violations: TRuleViolation[] = [];
    const phone = normalizeMobilePhone(draft.mobilePhone);
    if (!phone.ok) violations.push({ field: 'mobilePhone', code: phone.code });
    const device = await findPersonMobileToken(tx, actor.personUuid);
    if (!device || device.status === 'REVOKED')
      violations.push({ field: 'tokenSerial', code: 'DEVICE_NOT_ACTIVE' });
    if (!phone.ok || !device || violations.length > 0)
      return { ok: false, violations, warnings: [] };
    return {
      ok: true,
      value: {
        deviceId: device.id,
        tokenSerial: device.serial,
        mobilePhone: phone.value,
        reason: draft.reason,
        codeFirstPart: null,
        codeExpiresAt: null,
        activatedAt: null,
      },
      facts: {},
      warnings: [],
    };
  },
  isForeign: () => false,
  insertDetails: insertReactivation,
  updateDetails: updateReactivationRequest,
  readDetails: (tx, order) => selectReactivation(tx, order.id),

  buildDigestInput: (_order, value) => ({
    orderType: REACTIVATION_ORDER_TYPE,
    items: [],
    fields: [
      { name: 'tokenSerial', value: value.tokenSerial },
      { name: 'mobilePhone', value: value.mobilePhone },
      { name: 'reason', value: value.reason },
    ],
  }),
  checkSigningTime: () => undefined,
  summarize: (order) => ({ counterpartyName: '', path: `/mToken/reactivation?id=${order.id}` }),

  delivery: {
    kind: 'BACK_OFFICE',
    decidesAtOnce: true,
    rejectionReasons: ['DEVICE_NOT_ACTIVE', 'BACK_OFFICE_REJECTED'],
    rejectedStatus: 'AUTHORIZE_FAILED',
    async process(tx, deps, order, value) {
      await assertCoreAvailable(tx);
      const device = await findPersonMobileToken(tx, order.createdBy);
      if (device?.id !== value.deviceId || device.status === 'REVOKED')
        return { outcome: 'REJECTED', reason: 'DEVICE_NOT_ACTIVE' };
      const now = deps.clock.now();
      const first = newCodePart();
      const second = newCodePart();
      await issueActivationCode(tx, {
        orderId: order.id,
        deviceId: device.id,
        codeFirstPart: first,
        codeHash: hashActivationCode(order.id, first, second),
        codeExpiresAt: new Date(now.getTime() + ACTIVATION_CODE_LIFETIME_HOURS * 3_600_000),
      });
      await insertSms(tx, {
        personId: order.createdBy,
        phone: value.mobilePhone,
        text: buildSmsText(second),
        createdAt: now,
      });
      await recordSecurityEvent(tx, {
        kind: 'DEVICE_REACTIVATION_ISSUED',
        at: now,
        personUuid: order.createdBy,
        companyId: order.companyId,
        deviceId: device.id,
        details: { serial: device.serial, reason: value.reason, orderId: order.id.toString() },
      });
      return { outcome: 'EXECUTED', status: 'AUTHORIZED' };
    },
  },
};
