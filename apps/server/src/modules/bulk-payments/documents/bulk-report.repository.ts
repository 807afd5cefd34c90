import { sql } from 'drizzle-orm';
import type { TBulkItemStatus } from '@poslovno/domain';
import type { TTx } from '../../../platform/db/database';
import type { TBulkIssueRow } from '../bulk-payments.repository';

/** A payment line as its documents show it, with its first error (the one its screen shows). */
export interface TReportLine {
  groupIndex: number;
  itemIndex: number;
  instrId: string | null;
  endToEndId: string;
  amountMinor: bigint;
  currency: string;
  creditorName: string;
  creditorIban: string | null;
  remittance: string | null;
  status: TBulkItemStatus;
  rejectionReason: string | null;
  paymentOrderId: bigint | null;
  issueCount: number;
  firstIssue: TBulkIssueRow | null;
}

type TRaw = Record<string, unknown>;

function toFirstIssue(raw: TRaw): TBulkIssueRow | null {
  if (raw.issue_code === null) return null;
  return {
    position: raw.issue_position as number,
    code: raw.issue_code as string,
    values: raw.issue_values as Record<string, string | number>,
    line: raw.issue_line as number,
    column: raw.issue_column as number,
    path: raw.issue_path as string,
    xml: raw.issue_xml as string,
    groupIndex: raw.group_index as number,
    itemIndex: raw.item_index as number,
    instrId: raw.instr_id as string | null,
  };
}

function toReportLine(raw: TRaw): TReportLine {
  return {
    groupIndex: raw.group_index as number,
    itemIndex: raw.item_index as number,
    instrId: raw.instr_id as string | null,
    endToEndId: raw.end_to_end_id as string,
    amountMinor: BigInt(raw.amount_minor as string),
    currency: raw.currency as string,
    creditorName: raw.creditor_name as string,
    creditorIban: raw.creditor_iban as string | null,
    remittance: raw.remittance as string | null,
    status: raw.status as TBulkItemStatus,
    rejectionReason: raw.rejection_reason as string | null,
    paymentOrderId: raw.payment_order_id === null ? null : BigInt(raw.payment_order_id as string),
    issueCount: raw.issue_count as number,
    firstIssue: toFirstIssue(raw),
  };
}

export interface TLineKey {
  groupIndex: number;
  itemIndex: number;
}

/** A keyset page of the file's lines in file order (group, then line), after `after`. */
export async function selectReportLines(
  tx: TTx,
  fileUuid: string,
  page: { after: TLineKey; limit: number },
): Promise<TReportLine[]> {
  // The first error is looked up only for a line that has any (issue_count), by the issues' index.
  const result = await tx.execute(sql`SELECT i.group_index, i.item_index, i.instr_id,
      i.end_to_end_id, i.amount_minor::text AS amount_minor, i.currency, i.creditor_name,
      i.creditor_iban, i.remittance, i.status, i.rejection_reason,
      i.payment_order_id::text AS payment_order_id, i.issue_count,
      f.position AS issue_position, f.code AS issue_code, f."values" AS issue_values,
      f.line AS issue_line, f."column" AS issue_column, f.path AS issue_path, f.xml AS issue_xml
    FROM bulk_payment_items i
    LEFT JOIN LATERAL (SELECT s.position, s.code, s."values", s.line, s."column", s.path, s.xml
        FROM bulk_payment_issues s
        WHERE i.issue_count > 0 AND s.file_uuid = i.file_uuid
          AND s.group_index = i.group_index AND s.item_index = i.item_index
        ORDER BY s.position LIMIT 1) f ON true
    WHERE i.file_uuid = ${fileUuid}
      AND (i.group_index, i.item_index) > (${page.after.groupIndex}, ${page.after.itemIndex})
    ORDER BY i.group_index, i.item_index LIMIT ${page.limit}`);
  return result.rows.map(toReportLine);
}

/** Every line of the file in file order, read a page at a time: memory is one page. */
export async function* iterateReportLines(
  tx: TTx,
  fileUuid: string,
  options: { pageSize: number; limit?: number },
): AsyncGenerator<TReportLine> {
  let after: TLineKey = { groupIndex: 0, itemIndex: 0 };
  let left = options.limit ?? Number.POSITIVE_INFINITY;
  while (left > 0) {
    const lines = await selectReportLines(tx, fileUuid, {
      after,
      limit: Math.min(options.pageSize, left),
    });
    yield* lines;
    const last = lines.at(-1);
    if (!last || lines.length < options.pageSize) return;
    left -= lines.length;
    after = { groupIndex: last.groupIndex, itemIndex: last.itemIndex };
  }
}

/** How many lines of each group stand in each status, with or without errors of their own. */
export interface TLineBucket {
  groupIndex: number;
  status: TBulkItemStatus;
  hasIssues: boolean;
  count: number;
}

export async function countLineBuckets(tx: TTx, fileUuid: string): Promise<TLineBucket[]> {
  const result = await tx.execute(sql`SELECT group_index, status, issue_count > 0 AS has_issues,
      count(*)::int AS n
    FROM bulk_payment_items WHERE file_uuid = ${fileUuid}
    GROUP BY group_index, status, issue_count > 0`);
  return result.rows.map((raw) => ({
    groupIndex: raw.group_index as number,
    status: raw.status as TBulkItemStatus,
    hasIssues: raw.has_issues as boolean,
    count: raw.n as number,
  }));
}
