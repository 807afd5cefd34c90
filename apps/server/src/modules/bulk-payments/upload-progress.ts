import { sql } from 'drizzle-orm';
import type { TBulkUploadProgress } from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope } from '../../platform/db/database';
import { AppError } from '../../platform/errors';
import type { TDeps } from '../../platform/http';

/** The bar moves visibly without a write per batch: at most one update this often. */
const REPORT_INTERVAL_MS = 500;

type TPhase = TBulkUploadProgress['phase'];

/**
 * How far an upload has gone, written beside the upload's own transaction (which commits only at
 * the end) on a connection of its own, so the person's progress call can read it meanwhile.
 * Without an uploadId from the form, nothing is written.
 */
export function createUploadProgress(deps: TDeps, actor: TActor, uploadId: string | undefined) {
  let lastReportAt = 0;
  let state = { phase: 'RECEIVING' as TPhase, transactionsRead: 0, bytesReceived: 0 };
  const write = () =>
    withCompanyScope(deps.db, actor, (tx) =>
      tx.execute(sql`INSERT INTO bulk_upload_progress (upload_id, company_id, person_uuid, phase,
          transactions_read, bytes_received, updated_at)
        VALUES (${uploadId}, ${actor.companyId}, ${actor.personUuid}, ${state.phase},
          ${state.transactionsRead}, ${state.bytesReceived}, ${deps.clock.now()})
        ON CONFLICT (upload_id) DO UPDATE SET phase = excluded.phase,
          transactions_read = excluded.transactions_read,
          bytes_received = excluded.bytes_received, updated_at = excluded.updated_at
        WHERE bulk_upload_progress.person_uuid = excluded.person_uuid`),
    );
  return {
    async report(change: Partial<typeof state>): Promise<void> {
      state = { ...state, ...change };
      if (uploadId === undefined) return;
      const now = Date.now();
      if (change.phase === 'CHECKING' && now - lastReportAt < REPORT_INTERVAL_MS) return;
      lastReportAt = now;
      await write();
    },
    async finish(): Promise<void> {
      if (uploadId === undefined) return;
      await withCompanyScope(deps.db, actor, (tx) =>
        tx.execute(sql`DELETE FROM bulk_upload_progress WHERE upload_id = ${uploadId}`),
      );
    },
  };
}

/** The person's own upload still in progress; NOT_FOUND once it ended or for another's. */
export async function readUploadProgress(
  deps: TDeps,
  actor: TActor,
  uploadId: string,
): Promise<TBulkUploadProgress> {
  return withCompanyScope(deps.db, actor, async (tx) => {
    const result = await tx.execute<{
      phase: TPhase;
      transactions_read: number;
      bytes_received: string;
    }>(sql`SELECT phase, transactions_read, bytes_received FROM bulk_upload_progress
      WHERE upload_id = ${uploadId} AND person_uuid = ${actor.personUuid}`);
    const [row] = result.rows;
    if (!row) throw new AppError('NOT_FOUND');
    return {
      phase: row.phase,
      transactionsRead: row.transactions_read,
      bytesReceived: Number(row.bytes_received),
    };
  });
}
