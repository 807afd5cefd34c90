import { sql } from 'drizzle-orm';
import type { TBulkItemStatus } from '@poslovno/domain';
import type { TPain001Issue, TPain001Transaction } from '@poslovno/iso20022';
import { executePrepared, type TTx } from '../../platform/db/database';

/** The file's own facts beside its kernel order (migrations/0028_bulk_payments.sql). */
export interface TBulkFileRow {
  orderId: bigint;
  fileUuid: string;
  storedFileId: string;
  fileName: string;
  fileSha256: Buffer;
  messageId: string;
  messageVersion: string;
  namespaceVariant: string | null;
  creationDateTime: string;
  isSignedFile: boolean;
  transactionCount: number;
  issueCount: number;
  hasWrongExecutionDates: boolean;
  convertedCount: number;
  conversionFailedCount: number;
}

/** One of the file's largest lines, as its signer sees it. */
export interface TLargestItem {
  creditorName: string;
  creditorIban: string;
  amountMinor: string;
  currency: string;
}

export interface TBulkGroupRow {
  fileUuid: string;
  groupIndex: number;
  orderId: bigint | null;
  pmtInfId: string;
  debtorIban: string;
  debtorName: string;
  debtorAccountId: string | null;
  executionDate: string;
  currency: string | null;
  totalMinor: bigint;
  transactionCount: number;
  issueCount: number;
  payeesSha256: Buffer;
  payeeCount: number;
  largestItems: TLargestItem[];
  line: number;
  column: number;
}

export interface TBulkItemRow extends Pick<
  TPain001Transaction,
  | 'instrId'
  | 'endToEndId'
  | 'amountMinor'
  | 'currency'
  | 'creditorName'
  | 'creditorIban'
  | 'creditorBic'
  | 'remittanceUnstructured'
  | 'creditorReference'
  | 'purposeCode'
  | 'line'
  | 'column'
> {
  groupIndex: number;
  itemIndex: number;
  issueCount: number;
  status: TBulkItemStatus;
  rejectionReason: string | null;
  paymentOrderId: bigint | null;
}

export interface TBulkIssueRow {
  position: number;
  code: string;
  values: Record<string, string | number>;
  line: number;
  column: number;
  path: string;
  xml: string;
  groupIndex: number | null;
  itemIndex: number | null;
  instrId: string | null;
}

type TRaw = Record<string, unknown>;

function toFileRow(raw: TRaw): TBulkFileRow {
  return {
    orderId: BigInt(raw.order_id as string),
    fileUuid: raw.file_uuid as string,
    storedFileId: raw.stored_file_id as string,
    fileName: raw.file_name as string,
    fileSha256: raw.file_sha256 as Buffer,
    messageId: raw.message_id as string,
    messageVersion: raw.message_version as string,
    namespaceVariant: raw.namespace_variant as string | null,
    creationDateTime: raw.creation_date_time as string,
    isSignedFile: raw.is_signed_file as boolean,
    transactionCount: raw.transaction_count as number,
    issueCount: raw.issue_count as number,
    hasWrongExecutionDates: raw.has_wrong_execution_dates as boolean,
    convertedCount: raw.converted_count as number,
    conversionFailedCount: raw.conversion_failed_count as number,
  };
}

function toGroupRow(raw: TRaw): TBulkGroupRow {
  return {
    fileUuid: raw.file_uuid as string,
    groupIndex: raw.group_index as number,
    orderId: raw.order_id === null ? null : BigInt(raw.order_id as string),
    pmtInfId: raw.pmt_inf_id as string,
    debtorIban: raw.debtor_iban as string,
    debtorName: raw.debtor_name as string,
    debtorAccountId: raw.debtor_account_id as string | null,
    executionDate: raw.execution_date as string,
    currency: raw.currency as string | null,
    totalMinor: BigInt(raw.total_minor as string),
    transactionCount: raw.transaction_count as number,
    issueCount: raw.issue_count as number,
    payeesSha256: raw.payees_sha256 as Buffer,
    payeeCount: raw.payee_count as number,
    largestItems: raw.largest_items as TLargestItem[],
    line: raw.line as number,
    column: raw.column as number,
  };
}

export function toItemRow(raw: TRaw): TBulkItemRow {
  return {
    groupIndex: raw.group_index as number,
    itemIndex: raw.item_index as number,
    instrId: raw.instr_id as string | null,
    endToEndId: raw.end_to_end_id as string,
    amountMinor: BigInt(raw.amount_minor as string),
    currency: raw.currency as string,
    creditorName: raw.creditor_name as string,
    creditorIban: raw.creditor_iban as string | null,
    creditorBic: raw.creditor_bic as string | null,
    remittanceUnstructured: raw.remittance as string | null,
    creditorReference: raw.reference as string | null,
    purposeCode: raw.purpose_code as string | null,
    line: raw.line as number,
    column: raw.column as number,
    issueCount: raw.issue_count as number,
    status: raw.status as TBulkItemStatus,
    rejectionReason: raw.rejection_reason as string | null,
    paymentOrderId: raw.payment_order_id === null ? null : BigInt(raw.payment_order_id as string),
  };
}

function toIssueRow(raw: TRaw): TBulkIssueRow {
  return {
    position: raw.position as number,
    code: raw.code as string,
    values: raw.values as Record<string, string | number>,
    line: raw.line as number,
    column: raw.column as number,
    path: raw.path as string,
    xml: raw.xml as string,
    groupIndex: raw.group_index as number | null,
    itemIndex: raw.item_index as number | null,
    instrId: raw.instr_id as string | null,
  };
}

const INSERT_ITEMS = {
  name: 'bulk_payment_items_insert',
  text: `INSERT INTO bulk_payment_items (file_uuid, company_id, group_index, item_index, instr_id,
      end_to_end_id, amount_minor, currency, creditor_name, creditor_iban, creditor_bic, remittance,
      reference, purpose_code, line, "column")
    SELECT $1::uuid, $2::uuid, * FROM unnest($3::int[], $4::int[], $5::text[], $6::text[],
      $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::text[],
      $14::text[], $15::int[], $16::int[])`,
};

/** A batch of lines as the reader hands them over: one statement, a column an array. */
export async function insertBulkItems(
  tx: TTx,
  file: { fileUuid: string; companyId: string },
  batch: readonly TPain001Transaction[],
): Promise<void> {
  const column = <T>(read: (item: TPain001Transaction) => T) => batch.map(read);
  await executePrepared(tx, INSERT_ITEMS, [
    file.fileUuid,
    file.companyId,
    column((item) => item.groupIndex),
    column((item) => item.index),
    column((item) => item.instrId),
    column((item) => item.endToEndId),
    column((item) => item.amountMinor.toString()),
    column((item) => item.currency),
    column((item) => item.creditorName),
    column((item) => item.creditorIban),
    column((item) => item.creditorBic),
    column((item) => item.remittanceUnstructured),
    column((item) => item.creditorReference),
    column((item) => item.purposeCode),
    column((item) => item.line),
    column((item) => item.column),
  ]);
}

export async function insertBulkFile(
  tx: TTx,
  companyId: string,
  row: Omit<TBulkFileRow, 'convertedCount' | 'conversionFailedCount'>,
): Promise<void> {
  await tx.execute(sql`INSERT INTO bulk_payment_files (order_id, company_id, file_uuid,
      stored_file_id, file_name, file_sha256, message_id, message_version, namespace_variant,
      creation_date_time, is_signed_file, transaction_count, issue_count, has_wrong_execution_dates)
    VALUES (${row.orderId.toString()}, ${companyId}, ${row.fileUuid}, ${row.storedFileId},
      ${row.fileName}, ${row.fileSha256}, ${row.messageId}, ${row.messageVersion},
      ${row.namespaceVariant}, ${row.creationDateTime}, ${row.isSignedFile},
      ${row.transactionCount}, ${row.issueCount}, ${row.hasWrongExecutionDates})`);
}

export async function insertBulkGroup(
  tx: TTx,
  companyId: string,
  row: TBulkGroupRow,
): Promise<void> {
  await tx.execute(sql`INSERT INTO bulk_payment_groups (file_uuid, group_index, company_id,
      order_id, pmt_inf_id, debtor_iban, debtor_name, debtor_account_id, execution_date, currency,
      total_minor, transaction_count, issue_count, payees_sha256, payee_count, largest_items,
      line, "column")
    VALUES (${row.fileUuid}, ${row.groupIndex}, ${companyId}, ${row.orderId?.toString() ?? null},
      ${row.pmtInfId}, ${row.debtorIban}, ${row.debtorName}, ${row.debtorAccountId},
      ${row.executionDate}, ${row.currency}, ${row.totalMinor.toString()}, ${row.transactionCount},
      ${row.issueCount}, ${row.payeesSha256}, ${row.payeeCount},
      ${JSON.stringify(row.largestItems)}::jsonb, ${row.line}, ${row.column})`);
}

export async function setBulkGroupOrder(
  tx: TTx,
  group: { fileUuid: string; groupIndex: number },
  orderId: bigint,
): Promise<void> {
  await tx.execute(sql`UPDATE bulk_payment_groups SET order_id = ${orderId.toString()}
    WHERE file_uuid = ${group.fileUuid} AND group_index = ${group.groupIndex}`);
}

export async function insertBulkIssues(
  tx: TTx,
  file: { fileUuid: string; companyId: string },
  issues: readonly TPain001Issue[],
): Promise<void> {
  if (issues.length === 0) return;
  await executePrepared(
    tx,
    {
      name: 'bulk_payment_issues_insert',
      text: `INSERT INTO bulk_payment_issues (file_uuid, company_id, position, code, "values", line,
          "column", path, xml, group_index, item_index, instr_id)
        SELECT $1::uuid, $2::uuid, * FROM unnest($3::int[], $4::text[], $5::jsonb[], $6::int[],
          $7::int[], $8::text[], $9::text[], $10::int[], $11::int[], $12::text[])`,
    },
    [
      file.fileUuid,
      file.companyId,
      issues.map((_, position) => position),
      issues.map((issue) => issue.code),
      issues.map((issue) => JSON.stringify(issue.values)),
      issues.map((issue) => issue.line),
      issues.map((issue) => issue.column),
      issues.map((issue) => issue.path),
      issues.map((issue) => issue.xml),
      issues.map((issue) => issue.groupIndex ?? null),
      issues.map((issue) => issue.transactionIndex ?? null),
      issues.map((issue) => issue.instrId ?? null),
    ],
  );
  // Each line counts its errors, so a page of lines shows which have any without a second query.
  await tx.execute(sql`UPDATE bulk_payment_items i SET issue_count = c.n
    FROM (SELECT group_index, item_index, count(*)::int AS n FROM bulk_payment_issues
          WHERE file_uuid = ${file.fileUuid} AND item_index IS NOT NULL
          GROUP BY group_index, item_index) c
    WHERE i.file_uuid = ${file.fileUuid} AND i.group_index = c.group_index
      AND i.item_index = c.item_index`);
}

export async function selectBulkFile(tx: TTx, orderId: bigint): Promise<TBulkFileRow> {
  const result = await tx.execute(
    sql`SELECT * FROM bulk_payment_files WHERE order_id = ${orderId.toString()}`,
  );
  const [raw] = result.rows;
  if (!raw) throw new Error(`bulk file ${orderId} has its row`);
  return toFileRow(raw);
}

export async function selectBulkFilesByOrder(
  tx: TTx,
  orderIds: readonly bigint[],
): Promise<Map<bigint, TBulkFileRow>> {
  if (orderIds.length === 0) return new Map();
  const ids = orderIds.map((id) => id.toString());
  const result = await tx.execute(
    sql`SELECT * FROM bulk_payment_files WHERE order_id = ANY(${sql.param(ids)}::bigint[])`,
  );
  return new Map(result.rows.map((raw) => [BigInt(raw.order_id as string), toFileRow(raw)]));
}

export async function selectBulkGroups(tx: TTx, fileUuid: string): Promise<TBulkGroupRow[]> {
  const result = await tx.execute(sql`SELECT * FROM bulk_payment_groups
    WHERE file_uuid = ${fileUuid} ORDER BY group_index`);
  return result.rows.map(toGroupRow);
}

export async function selectBulkGroupByOrder(tx: TTx, orderId: bigint): Promise<TBulkGroupRow> {
  const result = await tx.execute(
    sql`SELECT * FROM bulk_payment_groups WHERE order_id = ${orderId.toString()}`,
  );
  const [raw] = result.rows;
  if (!raw) throw new Error(`bulk group order ${orderId} has its row`);
  return toGroupRow(raw);
}

/** The file's errors that belong to no line (file, group, or a group error matching no line). */
export async function selectGeneralIssues(tx: TTx, fileUuid: string): Promise<TBulkIssueRow[]> {
  const result = await tx.execute(sql`SELECT * FROM bulk_payment_issues
    WHERE file_uuid = ${fileUuid} AND item_index IS NULL ORDER BY position`);
  return result.rows.map(toIssueRow);
}

export async function selectItemIssues(
  tx: TTx,
  fileUuid: string,
  groupIndex: number,
  itemIndexes: readonly number[],
): Promise<TBulkIssueRow[]> {
  if (itemIndexes.length === 0) return [];
  const result = await tx.execute(sql`SELECT * FROM bulk_payment_issues
    WHERE file_uuid = ${fileUuid} AND group_index = ${groupIndex}
      AND item_index = ANY(${sql.param([...itemIndexes])}::int[]) ORDER BY position`);
  return result.rows.map(toIssueRow);
}

/** A page of a group's lines after `afterIndex`, optionally only those with errors. */
export async function selectBulkItems(
  tx: TTx,
  fileUuid: string,
  page: { groupIndex: number; afterIndex: number; limit: number; onlyErrors: boolean },
): Promise<TBulkItemRow[]> {
  const result = await tx.execute(sql`SELECT * FROM bulk_payment_items
    WHERE file_uuid = ${fileUuid} AND group_index = ${page.groupIndex}
      AND item_index > ${page.afterIndex}
      ${page.onlyErrors ? sql`AND issue_count > 0` : sql``}
    ORDER BY item_index LIMIT ${page.limit}`);
  return result.rows.map(toItemRow);
}

export interface TItemStatusCounts {
  executed: number;
  rejected: number;
}

export async function countItemStatuses(
  tx: TTx,
  fileUuid: string,
): Promise<Map<number, TItemStatusCounts>> {
  const result = await tx.execute(sql`SELECT group_index,
      count(*) FILTER (WHERE status = 'EXECUTED')::int AS executed,
      count(*) FILTER (WHERE status = 'REJECTED')::int AS rejected
    FROM bulk_payment_items WHERE file_uuid = ${fileUuid} GROUP BY group_index`);
  return new Map(
    result.rows.map((raw) => [
      raw.group_index as number,
      { executed: raw.executed as number, rejected: raw.rejected as number },
    ]),
  );
}

/** Whether the company has a file with this message id or content already (000 §5). */
export async function findDuplicateFile(
  tx: TTx,
  companyId: string,
  file: { messageId: string; sha256: Buffer },
): Promise<{ messageId: string; isSameContent: boolean } | undefined> {
  const result = await tx.execute(sql`SELECT message_id, file_sha256 = ${file.sha256} AS same
    FROM bulk_payment_files WHERE company_id = ${companyId}
      AND (message_id = ${file.messageId} OR file_sha256 = ${file.sha256}) LIMIT 1`);
  const [raw] = result.rows;
  return raw
    ? { messageId: raw.message_id as string, isSameContent: raw.same as boolean }
    : undefined;
}
