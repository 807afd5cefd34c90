import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashIdempotentRequest } from './idempotency';

const request = {
  kind: 'TRANSFER',
  debit: { accountId: 'a1' },
  credit: {
    bankAccount: 'CLEARING',
    party: { name: 'Pero d.o.o.', iban: 'HR1210010051863000160' },
  },
  amountMinor: 12345n,
  currency: 'EUR',
  valueDate: '2026-11-26',
  description: 'Račun 7/2026',
  idempotencyKey: 'k-1',
};

/** The fingerprint as first defined: the request without its key, bigints as their digits. */
function firstDefinition(value: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...content } = value;
  const text = JSON.stringify(content, (_name, inner: unknown) =>
    typeof inner === 'bigint' ? inner.toString() : inner,
  );
  return createHash('sha256').update(text).digest('hex');
}

describe('the fingerprint of an idempotent request', () => {
  it('stays what it was, so that a retry across an upgrade still matches its stored booking', () => {
    expect(hashIdempotentRequest(request)).toBe(
      'c1fae7c99f96d68533b9dba995ba2fbbe6cd5c7a7120b2192df0f1c0ee7a4a94',
    );
    expect(hashIdempotentRequest(request)).toBe(firstDefinition(request));
  });

  it('writes a bigint deeper in the request as its digits too', () => {
    const nested = { ...request, fee: { amountMinor: 150n, currency: 'EUR' } };
    expect(hashIdempotentRequest(nested)).toBe(firstDefinition(nested));
  });

  it('leaves the key out and tells different requests apart', () => {
    expect(hashIdempotentRequest({ ...request, idempotencyKey: 'k-2' })).toBe(
      hashIdempotentRequest(request),
    );
    const larger = { ...request, amountMinor: 12346n };
    expect(hashIdempotentRequest(larger)).not.toBe(hashIdempotentRequest(request));
  });
});
