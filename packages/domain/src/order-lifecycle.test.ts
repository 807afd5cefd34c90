import { describe, expect, it } from 'vitest';
import {
  defineOrderVocabulary,
  getKernelState,
  isOrderActionAllowed,
  isOrderTransitionAllowed,
} from './order-lifecycle';
import {
  ORDER_STATUSES,
  PAYMENT_VOCABULARY,
  isActionAllowed,
  isFinalOrderStatus,
  isTransitionAllowed,
  type TOrderStatus,
} from './order-status';

/** The payment's machine as it stood before the kernel carried other types (000 §4). */
const PAYMENT_TRANSITIONS: Record<TOrderStatus, TOrderStatus[]> = {
  STORED: ['STORED', 'FOR-AUTHORIZATION', 'ORDER-PENDING', 'DELETED', 'CANCELED'],
  'FOR-AUTHORIZATION': ['STORED', 'FOR-AUTHORIZATION', 'ORDER-PENDING', 'DELETED', 'CANCELED'],
  'ORDER-PENDING': ['ORDERED', 'REJECTED', 'REVOKED', 'EXECUTED', 'SENT_TO_RECIPIENT_BANK'],
  ORDERED: ['ORDERED', 'SENT_TO_RECIPIENT_BANK', 'EXECUTED', 'REJECTED', 'REVOKED'],
  SENT_TO_RECIPIENT_BANK: ['EXECUTED', 'REJECTED'],
  EXECUTED: [],
  REJECTED: [],
  REVOKED: [],
  CANCELED: [],
  DELETED: [],
};

describe('the payment vocabulary', () => {
  it('allows exactly the moves payments always made', () => {
    for (const from of ORDER_STATUSES)
      for (const to of ORDER_STATUSES)
        expect(isTransitionAllowed(from, to), `${from} -> ${to}`).toBe(
          PAYMENT_TRANSITIONS[from].includes(to),
        );
  });

  it('keeps the actions of each status', () => {
    const waiting: readonly string[] = ['STORED', 'FOR-AUTHORIZATION'];
    for (const status of ORDER_STATUSES) {
      for (const action of ['EDIT', 'DELETE', 'AUTHORIZE'] as const)
        expect(isActionAllowed(status, action)).toBe(waiting.includes(status));
      expect(isActionAllowed(status, 'REVOKE')).toBe(
        status === 'ORDER-PENDING' || status === 'ORDERED',
      );
      expect(isActionAllowed(status, 'COPY')).toBe(status !== 'DELETED');
      expect(isFinalOrderStatus(status)).toBe(PAYMENT_TRANSITIONS[status].length === 0);
    }
  });

  it('names the kernel its statuses', () => {
    expect(getKernelState(PAYMENT_VOCABULARY, 'PARTIALLY_SIGNED')).toEqual({
      status: 'FOR-AUTHORIZATION',
      phase: 'PARTIALLY_SIGNED',
    });
  });
});

describe('a type of its own', () => {
  // 001 §4 GDPR consent request: no execution date (no expiry), no recall.
  const consent = defineOrderVocabulary({
    phases: {
      CREATED: 'STORED',
      PARTIALLY_AUTHORIZED: 'PARTIALLY_SIGNED',
      AUTHORIZED: 'AUTHORIZED',
      EXECUTED: 'DONE',
      REJECTED: 'FAILED',
      DELETED: 'DELETED',
    },
    kernelStatuses: {
      STORED: 'CREATED',
      PARTIALLY_SIGNED: 'PARTIALLY_AUTHORIZED',
      AUTHORIZED: 'AUTHORIZED',
      DELETED: 'DELETED',
    },
    bankTransitions: { AUTHORIZED: ['EXECUTED', 'REJECTED'] },
    revocable: [],
  });

  it('moves by its own names', () => {
    expect(isOrderTransitionAllowed(consent, 'CREATED', 'AUTHORIZED')).toBe(true);
    expect(isOrderTransitionAllowed(consent, 'AUTHORIZED', 'EXECUTED')).toBe(true);
    expect(isOrderTransitionAllowed(consent, 'CREATED', 'EXECUTED')).toBe(false);
    expect(isOrderTransitionAllowed(consent, 'EXECUTED', 'REJECTED')).toBe(false);
    expect(isOrderActionAllowed(consent, 'AUTHORIZED', 'REVOKE')).toBe(false);
    expect(isOrderActionAllowed(consent, 'PARTIALLY_AUTHORIZED', 'AUTHORIZE')).toBe(true);
  });

  it('refuses a vocabulary whose kernel status stands in another phase', () => {
    expect(() =>
      defineOrderVocabulary({
        phases: { NEW: 'STORED', SIGNED: 'DONE', GONE: 'DELETED' },
        kernelStatuses: {
          STORED: 'NEW',
          PARTIALLY_SIGNED: 'NEW',
          AUTHORIZED: 'SIGNED',
          DELETED: 'GONE',
        },
        bankTransitions: {},
        revocable: [],
      }),
    ).toThrow();
  });

  it('refuses a recall without a REVOKED status', () => {
    expect(() =>
      defineOrderVocabulary({
        phases: { NEW: 'STORED', PART: 'PARTIALLY_SIGNED', SIGNED: 'AUTHORIZED', GONE: 'DELETED' },
        kernelStatuses: {
          STORED: 'NEW',
          PARTIALLY_SIGNED: 'PART',
          AUTHORIZED: 'SIGNED',
          DELETED: 'GONE',
        },
        bankTransitions: {},
        revocable: ['SIGNED'],
      }),
    ).toThrow();
  });
});
