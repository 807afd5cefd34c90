import { createHash } from 'node:crypto';

/**
 * The fingerprint stored beside an idempotency key: a retry must carry the same request, and the
 * same key with another request is refused (IDEMPOTENCY_KEY_REUSED). Amounts are bigints, which
 * JSON cannot write, so they are hashed as their decimal digits.
 */
export function hashIdempotentRequest(request: { idempotencyKey: string }): string {
  return createHash('sha256').update(requestText(request)).digest('hex');
}

/**
 * The request as JSON without its key, each bigint as a string of its digits. The top level's
 * bigints (amounts) are converted first, so that JSON.stringify needs no replacer, which it would
 * call for every value (a bigint deeper in falls back to one; the text is the same either way).
 */
function requestText(request: { idempotencyKey: string }): string {
  const content: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(request as Record<string, unknown>))
    if (name !== 'idempotencyKey')
      content[name] = typeof value === 'bigint' ? value.toString() : value;
  try {
    return JSON.stringify(content);
  } catch {
    return JSON.stringify(content, (_name, value: unknown) =>
      typeof value === 'bigint' ? value.toString() : value,
    );
  }
}
