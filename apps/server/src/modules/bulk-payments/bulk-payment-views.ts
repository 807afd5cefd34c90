import {
  BULK_PAYMENT_VOCABULARY,
  formatMinorAsDecimal,
  isOrderActionAllowed,
  sumPerCurrency,
  summarizeBulkOutcome,
  type TBulkPaymentStatus,
  type TLocale,
} from '@poslovno/domain';
import {
  BULK_ISSUE_TEXTS,
  describeError,
  formatMessage,
  type TBulkPayment,
  type TBulkPaymentError,
  type TBulkPaymentGroup,
  type TBulkPaymentItem,
  type TBulkPaymentSummary,
} from '@poslovno/contract';
import type { TActor } from '../../platform/auth/session-service';
import type { TTx } from '../../platform/db/database';
import type { TDeps } from '../../platform/http';
import { findOrder } from '../../platform/orders/order-kernel';
import { readOrderViewFacts } from '../../platform/orders/order-views';
import { findKernelOrder, type TKernelOrder } from '../../platform/orders/orders.repository';
import { bulkFileOrderType } from './bulk-payment-order-types';
import {
  countItemStatuses,
  selectBulkGroups,
  selectGeneralIssues,
  type TBulkFileRow,
  type TBulkGroupRow,
  type TBulkIssueRow,
  type TBulkItemRow,
  type TItemStatusCounts,
} from './bulk-payments.repository';

/** 000 §3 errors: the stored kind and values read in the language asked for. */
export function toBulkError(locale: TLocale, issue: TBulkIssueRow): TBulkPaymentError {
  const text = BULK_ISSUE_TEXTS[locale][issue.code] ?? issue.code;
  return {
    line: issue.line,
    column: issue.column,
    message: formatMessage(locale, text, {
      min: 'none',
      max: 'none',
      expected: 'none',
      ...issue.values,
    }),
    errorId: issue.code,
    errorXml: issue.xml,
    path: issue.path,
  };
}

export function toBulkItem(
  locale: TLocale,
  item: TBulkItemRow,
  issues: readonly TBulkIssueRow[],
): TBulkPaymentItem {
  const [first] = issues;
  return {
    index: item.itemIndex,
    instrId: item.instrId,
    endToEndId: item.endToEndId,
    creditorName: item.creditorName,
    creditorIban: item.creditorIban,
    creditorBic: item.creditorBic,
    amount: formatMinorAsDecimal(item.amountMinor, item.currency),
    currency: item.currency,
    description: item.remittanceUnstructured,
    reference: item.creditorReference,
    status: item.status,
    rejectionReason:
      item.rejectionReason === null
        ? null
        : describeError(item.rejectionReason as Parameters<typeof describeError>[0], locale),
    paymentError: first ? toBulkError(locale, first) : null,
    errorCount: item.issueCount,
    paymentId: item.paymentOrderId?.toString() ?? null,
  };
}

async function readGroupStatuses(tx: TTx, actor: TActor, groups: readonly TBulkGroupRow[]) {
  const statuses = new Map<number, TBulkPaymentStatus>();
  for (const group of groups) {
    const order =
      group.orderId === null ? undefined : await findKernelOrder(tx, actor, group.orderId);
    statuses.set(group.groupIndex, (order?.status ?? 'STORED') as TBulkPaymentStatus);
  }
  return statuses;
}

export function toBulkGroup(
  locale: TLocale,
  group: TBulkGroupRow,
  context: {
    status: TBulkPaymentStatus;
    issues: readonly TBulkIssueRow[];
    counts: TItemStatusCounts | undefined;
    accountName: string | null;
  },
): TBulkPaymentGroup {
  return {
    groupId: String(group.groupIndex),
    pmtInfId: group.pmtInfId,
    account: {
      iban: group.debtorIban,
      accountId: group.debtorAccountId,
      name: context.accountName,
    },
    debtorName: group.debtorName,
    executionDate: group.executionDate,
    currency: group.currency,
    amount: formatMinorAsDecimal(group.totalMinor, group.currency ?? 'EUR'),
    numberOfPayments: group.transactionCount,
    status: context.status,
    errors: context.issues.map((issue) => toBulkError(locale, issue)),
    errorCount: group.issueCount,
    executedCount: context.counts?.executed ?? 0,
    rejectedCount: context.counts?.rejected ?? 0,
  };
}

/** Where the file stands: its own status, or once signed in full, where its groups stand. */
export function readFileStatus(
  order: TKernelOrder,
  groupStatuses: readonly TBulkPaymentStatus[],
): TBulkPaymentStatus {
  const status = order.status as TBulkPaymentStatus;
  if (status !== 'AUTHORIZED') return status;
  return summarizeBulkOutcome(groupStatuses) ?? status;
}

interface TFileFacts {
  order: TKernelOrder;
  file: TBulkFileRow;
  groups: TBulkGroupRow[];
  groupStatuses: Map<number, TBulkPaymentStatus>;
}

async function readFileFacts(
  tx: TTx,
  actor: TActor,
  result: { order: TKernelOrder; value: TBulkFileRow },
): Promise<TFileFacts> {
  const groups = await selectBulkGroups(tx, result.value.fileUuid);
  return {
    order: result.order,
    file: result.value,
    groups,
    groupStatuses: await readGroupStatuses(tx, actor, groups),
  };
}

async function presentSummary(
  tx: TTx,
  actor: TActor,
  facts: TFileFacts,
): Promise<TBulkPaymentSummary> {
  const { order, file, groups, groupStatuses } = facts;
  const view = (await readOrderViewFacts(tx, actor, bulkFileOrderType, [order])).get(order.id);
  if (view === undefined) throw new Error(`bulk file ${order.id} has its view`);
  const status = readFileStatus(order, [...groupStatuses.values()]);
  const totals = sumPerCurrency(
    groups.map((group) => ({
      currency: group.currency ?? 'EUR',
      amountMinor: group.totalMinor,
    })),
  );
  const isClean = file.issueCount === 0;
  return {
    bulkPaymentId: order.id.toString(),
    fileReferenceId: file.messageId,
    fileName: file.fileName,
    uploadTime: order.createdAt.toISOString(),
    messageVersion: file.messageVersion,
    status,
    numberOfPayments: file.transactionCount,
    totals: totals.map((total) => ({
      amount: formatMinorAsDecimal(total.amountMinor, total.currency),
      currency: total.currency,
    })),
    executionDates: [...new Set(groups.map((group) => group.executionDate))].sort(),
    errorCount: file.issueCount,
    hasWrongExecutionDates: file.hasWrongExecutionDates,
    isSigned: view.signatures.length > 0,
    isSignedByYou: view.isSignedByViewer,
    createdBy: view.createdBy,
    signatures: view.signatures,
    conversion: status.startsWith('CONVERSION_')
      ? {
          done: file.convertedCount,
          total: file.transactionCount,
          failed: file.conversionFailedCount,
        }
      : null,
    actions: {
      canAuthorize: view.actions.canAuthorize && isClean,
      // Unsigned and stored: a signature binds the file as a whole, a conversion undoes that.
      canConvert: status === 'STORED' && view.signatures.length === 0 && view.actions.canDelete,
      canDelete:
        view.actions.canDelete && isOrderActionAllowed(BULK_PAYMENT_VOCABULARY, status, 'DELETE'),
    },
    groupCount: groups.length,
  };
}

/** One file as its details show it: groups with their own errors, the general errors. */
export async function presentBulkPayment(
  tx: TTx,
  _deps: TDeps,
  actor: TActor,
  locale: TLocale,
  orderId: bigint,
): Promise<TBulkPayment> {
  const facts = await readFileFacts(
    tx,
    actor,
    await findOrder(tx, actor, bulkFileOrderType, orderId),
  );
  const summary = await presentSummary(tx, actor, facts);
  const issues = await selectGeneralIssues(tx, facts.file.fileUuid);
  const counts = await countItemStatuses(tx, facts.file.fileUuid);
  const { groupCount: _groupCount, ...rest } = summary;
  return {
    ...rest,
    groups: facts.groups.map((group) =>
      toBulkGroup(locale, group, {
        status: facts.groupStatuses.get(group.groupIndex) ?? 'STORED',
        issues: issues.filter((issue) => issue.groupIndex === group.groupIndex),
        counts: counts.get(group.groupIndex),
        accountName: null,
      }),
    ),
    errors: issues
      .filter((issue) => issue.groupIndex === null)
      .map((issue) => toBulkError(locale, issue)),
  };
}

/** A page of files for the overview. */
export async function presentBulkSummaries(
  tx: TTx,
  actor: TActor,
  results: readonly { order: TKernelOrder; value: TBulkFileRow }[],
): Promise<TBulkPaymentSummary[]> {
  const summaries: TBulkPaymentSummary[] = [];
  for (const result of results)
    summaries.push(await presentSummary(tx, actor, await readFileFacts(tx, actor, result)));
  return summaries;
}
