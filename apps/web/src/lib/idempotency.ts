/**
 * The Idempotency-Key of a call that moves money: one per action of the person. Sending the same
 * body again (a retry after a lost answer, another press on the same data) keeps the key, so the
 * server answers with the first answer instead of doing it twice; a changed body is a new action.
 */
export function createIdempotencyKeeper(createKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | undefined;
  return function getKeyFor(body: unknown): string {
    const text = JSON.stringify(body);
    if (last?.body !== text) last = { body: text, key: createKey() };
    return last.key;
  };
}

export type TIdempotencyKeeper = ReturnType<typeof createIdempotencyKeeper>;
