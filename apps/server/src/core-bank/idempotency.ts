import { createHash } from 'node:crypto';

/**
 * The fingerprint stored beside an idempotency key: a retry must carry the same request, and the
 * same key with another request is refused (IDEMPOTENCY_KEY_REUSED). Amounts are bigints, which
 * JSON cannot write, so they are hashed as their decimal digits.
 */
export function hashIdempotentRequest(request: { idempotencyKey: string }): string {
  const { idempotencyKey: _key, ...content } = request;
  const text = JSON.stringify(content, (_name, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  );
  return createHash('sha256').update(text).digest('hex');
}
