import { sql } from 'drizzle-orm';
import { assert } from '@poslovno/domain';
import type { TExecutor } from '../../platform/db/database';

/** The channel a move of the bank clock is announced on; the payload is the new offset in ms. */
export const BANK_CLOCK_CHANNEL = 'bank_clock';

/** How far the bank's time stands ahead of the processes' own clock (migrations/0020). */
export async function selectClockOffsetMs(executor: TExecutor): Promise<number> {
  const result = await executor.execute<{ offset_ms: string }>(
    sql`SELECT offset_ms::text AS offset_ms FROM bank_clock WHERE id = 1`,
  );
  const [row] = result.rows;
  assert(row !== undefined, 'bank_clock has its row (migration 0020)');
  return Number(row.offset_ms);
}

/**
 * Moves the offset and announces it, in one statement (its own transaction on the pool): the
 * processes hear the move when it commits. The table's trigger refuses a smaller offset.
 */
export async function updateClockOffsetMs(executor: TExecutor, offsetMs: number): Promise<void> {
  assert(
    Number.isSafeInteger(offsetMs) && offsetMs >= 0,
    `an offset is whole ms >= 0: ${offsetMs}`,
  );
  await executor.execute(sql`
    WITH moved AS (UPDATE bank_clock SET offset_ms = ${offsetMs} WHERE id = 1 RETURNING offset_ms)
    SELECT pg_notify(${BANK_CLOCK_CHANNEL}, offset_ms::text) FROM moved`);
}
