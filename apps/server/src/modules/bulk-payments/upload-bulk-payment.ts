import { createHash, randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  BULK_MAX_STORED_ISSUES,
  compareIsoDates,
  getZagrebWallClock,
  type TLocale,
} from '@poslovno/domain';
import { BULK_ISSUE_TEXTS, formatMessage, type TBulkPayment } from '@poslovno/contract';
import {
  Pain001Refusal,
  readAndValidatePain001,
  type TPain001Issue,
  type TPain001Summary,
  type TPain001Transaction,
} from '@poslovno/iso20022';
import type { TActor } from '../../platform/auth/session-service';
import { withCompanyScope, type TTx } from '../../platform/db/database';
import { refuseAttachment } from '../../platform/files/attachment-refusal';
import { AppError } from '../../platform/errors';
import { receiveUploads } from '../../platform/files/receive-uploads';
import { linkStoredFiles } from '../../platform/files/stored-files.repository';
import type { TStoredFile } from '../../platform/files/store-upload';
import type { TDeps } from '../../platform/http';
import { storeNewOrder } from '../../platform/orders/order-kernel';
import type { TOrderContext } from '../../platform/orders/order-type';
import { selectPersonAccounts } from '../accounts/accounts.repository';
import { bulkFileOrderType, bulkGroupOrderType } from './bulk-payment-order-types';
import { presentBulkPayment } from './bulk-payment-views';
import {
  findDuplicateFile,
  insertBulkFile,
  insertBulkGroup,
  insertBulkIssues,
  insertBulkItems,
  type TBulkGroupRow,
  type TLargestItem,
} from './bulk-payments.repository';
import { openBulkContent } from './open-bulk-content';
import { createUploadProgress } from './upload-progress';

const SEPA_FILE_TYPES = ['xml', 'zip', 'pgp', 'gpg', 'asc'] as const;
const LARGEST_SHOWN = 5;
/** The schema's errors a refusal lists (the count says how many there were). */
const SCHEMA_ERRORS_LISTED = 50;

/** What the signature of a group covers of its lines, gathered while they stream in. */
class GroupDigest {
  private readonly hash = createHash('sha256');
  private readonly payees = new Set<string>();
  readonly largest: TPain001Transaction[] = [];

  add(item: TPain001Transaction): void {
    const payee = `${item.creditorIban ?? ''}|${item.creditorName}`;
    this.hash.update(`${item.index}|${payee}|${item.amountMinor}|${item.currency}\n`);
    this.payees.add(payee);
    this.largest.push(item);
    this.largest.sort((a, b) => (a.amountMinor < b.amountMinor ? 1 : -1));
    if (this.largest.length > LARGEST_SHOWN) this.largest.pop();
  }

  finish(): { sha256: Buffer; payeeCount: number; largestItems: TLargestItem[] } {
    return {
      sha256: this.hash.digest(),
      payeeCount: this.payees.size,
      largestItems: this.largest.map((item) => ({
        creditorName: item.creditorName,
        creditorIban: item.creditorIban ?? '',
        amountMinor: item.amountMinor.toString(),
        currency: item.currency,
      })),
    };
  }
}

function describeIssue(locale: TLocale, issue: TPain001Issue): string {
  const text = BULK_ISSUE_TEXTS[locale][issue.code] ?? issue.code;
  return formatMessage(locale, text, {
    min: 'none',
    max: 'none',
    expected: 'none',
    ...issue.values,
  });
}

function refuseReading(error: Pain001Refusal, fileName: string, maxTransactions: number) {
  const values = { fileName, line: error.line, column: error.column };
  if (error.reason === 'doctype') return refuseAttachment('sepa-doctype', 'file', values);
  if (error.reason === 'too-many-transactions')
    return refuseAttachment('sepa-too-many-transactions', 'file', { ...values, maxTransactions });
  return refuseAttachment('sepa-not-pain001', 'file', values);
}

/** Not schema-valid: refused whole, the first errors listed each by its place and path. */
function refuseSchema(
  issues: readonly TPain001Issue[],
  count: number,
  fileName: string,
  locale: TLocale,
): AppError {
  const [first] = issues;
  return new AppError('ATTACHMENT_ISSUES', {
    validations: issues.slice(0, SCHEMA_ERRORS_LISTED).map((issue) => ({
      field: `${issue.line}:${issue.column} ${issue.path}`,
      code: 'sepa-schema-invalid' as const,
    })),
    values: {
      issue: 'sepaSchemaInvalid',
      fileName,
      count,
      line: first?.line ?? 0,
      column: first?.column ?? 0,
      first: first ? describeIssue(locale, first) : '',
    },
    detail: `sepa-schema-invalid: ${count} errors`,
  });
}

/**
 * 000 §5: the group's debit account must be one of the company's that this person may use. The
 * error points at the IBAN as written (a group without one, at the group).
 */
function findOwnAccountIssue(
  group: TPain001Summary['groups'][number],
  accountIds: ReadonlyMap<string, string>,
): TPain001Issue | undefined {
  if (accountIds.has(group.debtorIban)) return undefined;
  const place = group.debtorIbanPlace ?? {
    line: group.line,
    column: group.column,
    path: `/Document/CstmrCdtTrfInitn/PmtInf[${group.index}]/DbtrAcct`,
    xml: `<IBAN>${group.debtorIban}</IBAN>`,
  };
  return {
    code: 'DEBTOR_ACCOUNT_NOT_OWN',
    values: { iban: group.debtorIban },
    ...place,
    groupIndex: group.index,
    pmtInfId: group.pmtInfId,
  };
}

interface TReadFile {
  fileUuid: string;
  stored: TStoredFile;
  summary: TPain001Summary;
  digests: Map<number, GroupDigest>;
  isSignedFile: boolean;
}

async function storeGroups(context: TOrderContext, file: TReadFile, issues: TPain001Issue[]) {
  const { tx, actor } = context;
  const accounts = await selectPersonAccounts(tx, actor.companyId, actor.personUuid, {
    authorityLevels: ['ENTER', 'ENTER_AND_AUTHORIZE'],
  });
  const accountIds = new Map(accounts.map((row) => [row.account.iban, row.account.id]));
  const groupOrderIds: bigint[] = [];
  for (const group of file.summary.groups) {
    const accountIssue = findOwnAccountIssue(group, accountIds);
    if (accountIssue) issues.push(accountIssue);
    const digest = (file.digests.get(group.index) ?? new GroupDigest()).finish();
    const row: TBulkGroupRow = {
      fileUuid: file.fileUuid,
      groupIndex: group.index,
      orderId: null,
      pmtInfId: group.pmtInfId,
      debtorIban: group.debtorIban,
      debtorName: group.debtorName,
      debtorAccountId: accountIds.get(group.debtorIban) ?? null,
      executionDate: group.executionDate,
      currency: group.currency,
      totalMinor: group.totalMinor,
      transactionCount: group.transactionCount,
      issueCount: issues.filter((issue) => issue.groupIndex === group.index).length,
      payeesSha256: digest.sha256,
      payeeCount: digest.payeeCount,
      largestItems: digest.largestItems,
      line: group.line,
      column: group.column,
    };
    await insertBulkGroup(tx, actor.companyId, row);
    if (row.debtorAccountId === null) continue;
    const stored = await storeNewOrder(context, bulkGroupOrderType, {
      group: row,
      debtorAccountId: row.debtorAccountId,
    });
    groupOrderIds.push(stored.order.id);
  }
  return groupOrderIds;
}

function earliestDate(dates: readonly string[]): string | null {
  return [...dates].sort(compareIsoDates)[0] ?? null;
}

/**
 * 000 §5 "SEPA file": refused whole (nothing stored) when it is not a schema-valid pain.001, a
 * duplicate, or too large; otherwise stored with the errors of its content, each where it is.
 */
async function storeBulkFile(context: TOrderContext, file: TReadFile, locale: TLocale) {
  const { tx, actor, deps } = context;
  const { summary, stored } = file;
  const sha256 = Buffer.from(stored.sha256, 'hex');
  // Two uploads of one message (the same bytes have the same id) take turns from here to their
  // commit: the second sees the first's file and is refused as a duplicate, not by the unique
  // index with a 500 after both found none.
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`bulk-file:${actor.companyId}:${summary.header.messageId}`}, 0))`,
  );
  const duplicate = await findDuplicateFile(tx, actor.companyId, {
    messageId: summary.header.messageId,
    sha256,
  });
  if (duplicate)
    throw duplicate.isSameContent
      ? refuseAttachment('sepa-file-already-uploaded', 'file', {
          fileReferenceId: duplicate.messageId,
        })
      : refuseAttachment('sepa-message-id-taken', 'file', { messageId: duplicate.messageId });
  const issues = [...summary.issues];
  const groupOrderIds = await storeGroups(context, file, issues);
  const kept = issues.slice(0, BULK_MAX_STORED_ISSUES);
  await insertBulkIssues(tx, { fileUuid: file.fileUuid, companyId: actor.companyId }, kept);
  const issueCount = summary.issueCount + (issues.length - summary.issues.length);
  const fileRow = {
    fileUuid: file.fileUuid,
    storedFileId: stored.id,
    fileName: stored.fileName,
    fileSha256: sha256,
    messageId: summary.header.messageId,
    messageVersion: summary.header.namespace.version,
    namespaceVariant: summary.header.namespace.variant,
    creationDateTime: summary.header.creationDateTime,
    isSignedFile: file.isSignedFile,
    transactionCount: summary.transactionCount,
    issueCount,
    hasWrongExecutionDates: issues.some((issue) => issue.code === 'EXECUTION_DATE_OUT_OF_RANGE'),
  };
  const result = await storeNewOrder(context, bulkFileOrderType, {
    file: fileRow,
    groupOrderIds,
    executionDate: earliestDate(summary.groups.map((group) => group.executionDate)),
    hasIssues: issueCount > 0,
  });
  await insertBulkFile(tx, actor.companyId, { ...fileRow, orderId: result.order.id });
  await linkStoredFiles(tx, actor, [stored.id], {
    kind: 'bulk_payment',
    id: result.order.id.toString(),
    purpose: 'sepa_file',
  });
  return presentBulkPayment(tx, deps, actor, locale, result.order.id);
}

function readUploadId(fields: Readonly<Record<string, unknown>>): string | undefined {
  const value = fields.uploadId;
  return typeof value === 'string' && /^[0-9a-f-]{36}$/i.test(value) ? value : undefined;
}

/** 000 §7 POST /bulk-payments: one SEPA file checked and stored with its errors, or refused whole. */
export function uploadBulkPayment(
  deps: TDeps,
  actor: TActor,
  request: FastifyRequest,
  locale: TLocale,
): Promise<TBulkPayment> {
  return withCompanyScope(deps.db, actor, async (tx: TTx) => {
    const { files, fields } = await receiveUploads(tx, deps, actor, request, {
      allowedTypes: SEPA_FILE_TYPES,
      maxFiles: 1,
    });
    const [stored] = files;
    if (!stored) throw new Error('an upload carries its file');
    const progress = createUploadProgress(deps, actor, readUploadId(fields));
    try {
      await progress.report({ phase: 'CHECKING', bytesReceived: stored.sizeBytes });
      const content = await openBulkContent(tx, actor, stored, deps.config);
      const now = deps.clock.now();
      const fileUuid = randomUUID();
      const digests = new Map<number, GroupDigest>();
      const scope = { fileUuid, companyId: actor.companyId };
      const onTransactions = async (batch: readonly TPain001Transaction[]) => {
        for (const item of batch) {
          const digest = digests.get(item.groupIndex) ?? new GroupDigest();
          digests.set(item.groupIndex, digest);
          digest.add(item);
        }
        await insertBulkItems(tx, scope, batch);
        await progress.report({ phase: 'CHECKING', transactionsRead: batch.at(-1)?.index ?? 0 });
      };
      // One inflating and one parse feed the content checks and the schema's slices together.
      const { summary, schema } = await readAndValidatePain001(await content.open(), {
        now,
        today: getZagrebWallClock(now).date,
        maxTransactions: deps.config.bulkMaxTransactions,
        maxIssues: BULK_MAX_STORED_ISSUES,
        maxSchemaIssues: BULK_MAX_STORED_ISSUES,
        onTransactions,
      }).catch((error: unknown) => {
        throw error instanceof Pain001Refusal
          ? refuseReading(error, stored.fileName, deps.config.bulkMaxTransactions)
          : error;
      });
      if (schema.issueCount > 0)
        throw refuseSchema(schema.issues, schema.issueCount, stored.fileName, locale);
      await progress.report({ phase: 'STORING' });
      const file = { fileUuid, stored, summary, digests, isSignedFile: content.isSignedFile };
      return await storeBulkFile({ deps, actor, tx }, file, locale);
    } finally {
      await progress.finish();
    }
  });
}

export { describeIssue };
