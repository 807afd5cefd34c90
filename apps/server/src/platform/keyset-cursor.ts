import { AppError } from './errors';

/** Opaque keyset cursors (DESIGN.md §7): base64url of the last row's sort key. */
export function encodeKeysetCursor(key: number | readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');
}

/**
 * The sort key a cursor carries, checked by `parse`; none for the first page (no cursor, or
 * cursor 1 as 000 §9 says). A cursor that is not one of ours is the caller's mistake: 400.
 */
export function decodeKeysetCursor<T>(
  cursor: string | undefined,
  parse: (key: unknown) => T | undefined,
): T | undefined {
  if (cursor === undefined || cursor === '1') return undefined;
  let key: unknown;
  try {
    key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    // Not base64url JSON: refused below like any other foreign cursor.
    key = undefined;
  }
  const parsed = parse(key);
  if (parsed === undefined)
    throw new AppError('VALIDATION_FAILED', {
      validations: [{ field: 'query.cursor', code: 'FIELD_INVALID' }],
    });
  return parsed;
}
