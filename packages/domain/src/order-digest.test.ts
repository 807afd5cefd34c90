import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildCanonicalOrderText,
  deriveSigningChallenge,
  parseCanonicalOrderText,
  type TOrderDigestInput,
} from './order-digest';

const ORDER: TOrderDigestInput = {
  orderType: 'PAYMENT_DOMESTIC',
  reference: '1000001@1',
  debtorAccount: 'hr12 1001 0051 8630 0016 0',
  executionDate: '2026-11-23',
  items: [
    {
      amountMinor: 125000n,
      currency: 'EUR',
      creditorAccount: 'HR1723600001101234565',
      creditorName: 'Dalmacija Čelik d.d.',
    },
  ],
};

describe('canonical order digest', () => {
  it('is one unambiguous text of what is signed', () => {
    expect(buildCanonicalOrderText(ORDER)).toBe(
      '["poslovno-order-v2","PAYMENT_DOMESTIC","1000001@1","HR1210010051863000160","2026-11-23",' +
        '[["EUR","1250.00"]],[["1250.00","EUR","HR1723600001101234565","Dalmacija Čelik d.d."]]]',
    );
  });

  it('sums a batch per currency and keeps its payees in order', () => {
    const batch: TOrderDigestInput = {
      ...ORDER,
      orderType: 'PAYMENT_SEPA_BATCH',
      items: [
        { ...ORDER.items[0]!, amountMinor: 1n, currency: 'USD' },
        { ...ORDER.items[0]!, amountMinor: 250n },
        { ...ORDER.items[0]!, amountMinor: 5n },
      ],
    };
    expect(buildCanonicalOrderText(batch)).toContain('[["EUR","2.55"],["USD","0.01"]]');
  });

  it('changes with every signed field', () => {
    const base = buildCanonicalOrderText(ORDER);
    const item = ORDER.items[0]!;
    const variants: TOrderDigestInput[] = [
      { ...ORDER, orderType: 'PAYMENT_URGENT' },
      { ...ORDER, reference: '1000002@1' },
      { ...ORDER, reference: '1000001@2' },
      { ...ORDER, debtorAccount: 'HR1210010051863000161' },
      { ...ORDER, executionDate: '2026-11-24' },
      { ...ORDER, items: [{ ...item, amountMinor: 125001n }] },
      { ...ORDER, items: [{ ...item, currency: 'USD' }] },
      { ...ORDER, items: [{ ...item, creditorAccount: 'HR1723600001101234566' }] },
      { ...ORDER, items: [{ ...item, creditorName: 'Dalmacija Celik d.d.' }] },
    ];
    for (const variant of variants) expect(buildCanonicalOrderText(variant)).not.toBe(base);
  });

  it('derives an 8-digit challenge from the digest', () => {
    expect(deriveSigningChallenge('0'.repeat(64))).toBe('00000000');
    expect(deriveSigningChallenge('f'.repeat(64))).toMatch(/^\d{8}$/);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-f]{64}$/), (digest) => {
        expect(deriveSigningChallenge(digest)).toMatch(/^\d{8}$/);
      }),
    );
  });

  it('cannot be confused by separators inside names', () => {
    const tricky = { ...ORDER, items: [{ ...ORDER.items[0]!, creditorName: 'A","EUR' }] };
    const parsed = JSON.parse(buildCanonicalOrderText(tricky)) as [
      string,
      string,
      string,
      string,
      string,
      unknown,
      string[][],
    ];
    expect(parsed[6][0]?.[3]).toBe('A","EUR');
  });

  it('binds the canonical fields of an order without an amount, and reads them back', () => {
    const consent: TOrderDigestInput = {
      orderType: 'GDPR_CONSENT',
      reference: '1000002@1',
      items: [],
      fields: [
        { name: 'communicationAllowed', value: 'false' },
        { name: 'profilingAllowed', value: 'true' },
      ],
    };
    const text = buildCanonicalOrderText(consent);
    expect(text).toBe(
      '["poslovno-order-v3","GDPR_CONSENT","1000002@1","","",[],[],' +
        '[["communicationAllowed","false"],["profilingAllowed","true"]]]',
    );
    expect(parseCanonicalOrderText(text)).toEqual({
      orderType: 'GDPR_CONSENT',
      reference: '1000002@1',
      debtorAccount: '',
      executionDate: '',
      items: [],
      fields: consent.fields,
    });
    const flipped = { ...consent, fields: [{ name: 'communicationAllowed', value: 'true' }] };
    expect(buildCanonicalOrderText(flipped)).not.toBe(text);
  });

  it('keeps a payment read back with no fields', () => {
    expect(parseCanonicalOrderText(buildCanonicalOrderText(ORDER)).fields).toEqual([]);
  });

  it('refuses an order that binds nothing', () => {
    expect(() => buildCanonicalOrderText({ ...ORDER, items: [], fields: [] })).toThrow();
  });
});
