import { describe, expect, it } from 'vitest';
import { messages as appEn } from '../i18n/en/area-app';
import { messages as startEn } from '../i18n/en/area-start';
import { messages as appHr } from '../i18n/hr/area-app';
import { messages as paymentsHr } from '../i18n/hr/area-payments';
import { messages as startHr } from '../i18n/hr/area-start';
import { SIGNING_RESULTS } from './signing-outcome';
import type { TSigningTextPart } from './signing-target';
import { getGeneralSigningKey } from './signing-texts';

const PARTS: readonly TSigningTextPart[] = [
  'title',
  'submit',
  'mobile.instruction',
  'smartcard.instruction',
  'statusNow',
  'outcome.AUTHORIZED',
  'outcome.PARTIALLY_AUTHORIZED',
  'outcome.MANDATORY_SIGNEE_NEEDED',
  ...SIGNING_RESULTS.flatMap((result) => [
    `result.${result}.title` as const,
    `result.${result}.next` as const,
  ]),
];

describe('the signing texts', () => {
  it("are in the area every signed order type's page loads ('app'), in both languages", () => {
    for (const purpose of ['AUTHORIZE', 'REVOKE'] as const)
      for (const part of PARTS) {
        const key = getGeneralSigningKey(part, purpose);
        expect(Object.keys(appHr), key).toContain(key);
        expect(Object.keys(appEn), key).toContain(key);
      }
  });

  it('word a revocation its own way: title, button and outcome', () => {
    expect(getGeneralSigningKey('title', 'REVOKE')).toBe('signing.revoke.title');
    expect(getGeneralSigningKey('submit', 'REVOKE')).toBe('signing.revoke.submit');
    expect(getGeneralSigningKey('outcome.PARTIALLY_AUTHORIZED', 'REVOKE')).toBe(
      'signing.revoke.outcome',
    );
    expect(getGeneralSigningKey('result.REVOKED.title', 'REVOKE')).toBe(
      'signing.result.REVOKED.title',
    );
  });

  it("stay out of the sign-in page's first load and out of the payments' area", () => {
    for (const area of [startHr, startEn, paymentsHr])
      expect(Object.keys(area).filter((key) => /^(signing|orders)\./.test(key))).toEqual([]);
  });
});
