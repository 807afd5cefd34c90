import {
  isErrorCode,
  type TBulkPaymentStatus,
  type TErrorCode,
  type TLocale,
  type TOrderPhase,
} from '@poslovno/domain';
import { describeError, formatMessage } from '@poslovno/contract';
import {
  addPain002StatusCounts,
  type TPain002Reason,
  type TPain002StatusCounts,
} from '@poslovno/iso20022';
import type { TActor } from '../../../platform/auth/session-service';
import type { TTx } from '../../../platform/db/database';
import { findOrder } from '../../../platform/orders/order-kernel';
import { findKernelOrder, type TKernelOrder } from '../../../platform/orders/orders.repository';
import { bulkFileOrderType } from '../bulk-payment-order-types';
import { readFileStatus, toBulkError } from '../bulk-payment-views';
import {
  selectBulkGroups,
  selectGeneralIssues,
  type TBulkFileRow,
  type TBulkGroupRow,
  type TBulkIssueRow,
} from '../bulk-payments.repository';
import { BULK_DOCUMENT_TEXTS } from './bulk-payment-document.texts';
import { countLineBuckets, type TLineBucket, type TReportLine } from './bulk-report.repository';
import {
  getIssueReasonCode,
  getRejectionReasonCode,
  PAIN002_STATUS_OF,
  readLineOutcomeKind,
  type TLineContext,
  type TLineOutcomeKind,
} from './line-outcome';

export interface TGroupFacts {
  row: TBulkGroupRow;
  phase: TOrderPhase | null;
  /** The bank's reason when it rejected the group as a whole. */
  statusCode: TErrorCode | undefined;
  /** The group's first error that belongs to none of its lines. */
  firstIssue: TBulkIssueRow | undefined;
  counts: TPain002StatusCounts;
}

/** Everything a document of one file says besides its lines, read in the document's snapshot. */
export interface TBulkFileFacts {
  order: TKernelOrder;
  file: TBulkFileRow;
  status: TBulkPaymentStatus;
  groups: TGroupFacts[];
  /** The file's first error that belongs to no group. */
  fileIssue: TBulkIssueRow | undefined;
}

/** A line as a document shows it: where it stands and, if it failed, why. */
export interface TLineView {
  kind: TLineOutcomeKind;
  reason: (TPain002Reason & { text: string }) | undefined;
}

function toLineContext(
  facts: Pick<TBulkFileFacts, 'order' | 'file'>,
  group: Pick<TGroupFacts, 'phase'> | undefined,
): TLineContext {
  return {
    filePhase: facts.order.phase,
    fileStatus: facts.order.status,
    fileHasErrors: facts.file.issueCount > 0,
    groupPhase: group?.phase ?? null,
  };
}

function countGroupLines(
  facts: Pick<TBulkFileFacts, 'order' | 'file'>,
  group: Pick<TGroupFacts, 'row' | 'phase'>,
  buckets: readonly TLineBucket[],
): TPain002StatusCounts {
  const context = toLineContext(facts, group);
  return buckets
    .filter((bucket) => bucket.groupIndex === group.row.groupIndex)
    .reduce<TPain002StatusCounts>((sum, bucket) => {
      const kind = readLineOutcomeKind(bucket, context);
      return addPain002StatusCounts(sum, { [PAIN002_STATUS_OF[kind]]: bucket.count });
    }, {});
}

/** The file the person may see (NOT_FOUND otherwise) with its groups' standing and counts. */
export async function readBulkFileFacts(
  tx: TTx,
  actor: TActor,
  orderId: bigint,
): Promise<TBulkFileFacts> {
  const { order, value: file } = await findOrder(tx, actor, bulkFileOrderType, orderId);
  const general = await selectGeneralIssues(tx, file.fileUuid);
  const buckets = await countLineBuckets(tx, file.fileUuid);
  const base = { order, file, fileIssue: general.find((issue) => issue.groupIndex === null) };
  const groups: TGroupFacts[] = [];
  const groupStatuses: TBulkPaymentStatus[] = [];
  for (const row of await selectBulkGroups(tx, file.fileUuid)) {
    const groupOrder =
      row.orderId === null ? undefined : await findKernelOrder(tx, actor, row.orderId);
    groupStatuses.push((groupOrder?.status ?? 'STORED') as TBulkPaymentStatus);
    const group = {
      row,
      phase: groupOrder?.phase ?? null,
      statusCode: groupOrder?.statusCodes[0],
      firstIssue: general.find((issue) => issue.groupIndex === row.groupIndex),
    };
    groups.push({ ...group, counts: countGroupLines(base, group, buckets) });
  }
  return { ...base, groups, status: readFileStatus(order, groupStatuses) };
}

/** An error of the file's content as a status reason: its ISO code and its words. */
export function explainIssue(
  locale: TLocale,
  issue: TBulkIssueRow,
): TPain002Reason & { text: string } {
  const text = toBulkError(locale, issue).message;
  return { code: getIssueReasonCode(issue.code), additionalInfo: [text], text };
}

function describeRejection(locale: TLocale, code: string | null | undefined): TLineView['reason'] {
  const known = code !== null && code !== undefined && isErrorCode(code) ? code : null;
  const text =
    known === null
      ? (code ?? describeError('SIRIUS_TIMEOUT', locale))
      : describeError(known, locale);
  return { code: getRejectionReasonCode(known), additionalInfo: [text], text };
}

function narrate(text: string): TLineView['reason'] {
  return { code: 'NARR', additionalInfo: [text], text };
}

/** Why a line that did not go failed: its own error first, then its group's, then the file's. */
function explainInvalid(
  facts: TBulkFileFacts,
  group: TGroupFacts | undefined,
  line: TReportLine,
  locale: TLocale,
): TLineView['reason'] {
  const issue = line.firstIssue ?? group?.firstIssue ?? facts.fileIssue;
  return issue ? explainIssue(locale, issue) : narrate(BULK_DOCUMENT_TEXTS[locale].fileHasErrors);
}

/** Reads every line of one file the same way: pain.002, XLSX and PDF agree. */
export function createLineReader(
  facts: TBulkFileFacts,
  locale: TLocale,
): (line: TReportLine) => TLineView {
  const groups = new Map(facts.groups.map((group) => [group.row.groupIndex, group]));
  const texts = BULK_DOCUMENT_TEXTS[locale];
  return (line) => {
    const group = groups.get(line.groupIndex);
    const kind = readLineOutcomeKind(
      { status: line.status, hasIssues: line.issueCount > 0 },
      toLineContext(facts, group),
    );
    switch (kind) {
      case 'INVALID':
        return { kind, reason: explainInvalid(facts, group, line, locale) };
      case 'REJECTED':
        return {
          kind,
          reason: describeRejection(locale, line.rejectionReason ?? group?.statusCode),
        };
      case 'EXPIRED':
        return { kind, reason: narrate(texts.expired) };
      case 'CONVERTED':
        return {
          kind,
          reason: narrate(
            formatMessage(locale, texts.converted, {
              paymentId: line.paymentOrderId?.toString() ?? '',
            }),
          ),
        };
      default:
        return { kind, reason: undefined };
    }
  };
}
