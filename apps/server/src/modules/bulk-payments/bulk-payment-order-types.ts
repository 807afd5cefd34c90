import {
  BULK_PAYMENT_GROUP_ORDER_TYPE,
  BULK_PAYMENT_ORDER_TYPE,
  BULK_PAYMENT_VOCABULARY,
  compareIsoDates,
  formatMinorAsDecimal,
  getZagrebWallClock,
  type TErrorCode,
} from '@poslovno/domain';
import type { TOrderTypePlugin } from '../../platform/orders/order-type';
import { executeBulkGroup, readGroupDueAt } from './execute-bulk-group';
import {
  selectBulkFile,
  selectBulkGroupByOrder,
  setBulkGroupOrder,
  type TBulkFileRow,
  type TBulkGroupRow,
} from './bulk-payments.repository';

/** What a group order is made from: its row, read from the file, on an account of the company. */
export interface TBulkGroupDraft {
  group: TBulkGroupRow;
  debtorAccountId: string;
}

const REFUSALS = {
  noAuthority: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
  notEditable: 'PAYMENT_NOT_EDITABLE',
} as const satisfies Record<string, TErrorCode>;

/** A date of the file that has passed cannot be signed: what is signed is what executes. */
function checkExecutionDate(executionDate: string | null, now: Date): TErrorCode | undefined {
  if (executionDate === null) return undefined;
  const today = getZagrebWallClock(now).date;
  return compareIsoDates(executionDate, today) < 0 ? 'BULK_EXECUTION_DATE_INVALID' : undefined;
}

/**
 * A group of a SEPA file (one payment-information block) as an order of the kernel: under the
 * authorities of its debit account (ACCOUNT rule), for its total, signed only with its file. Its
 * signature covers the total, every payee by a digest over the lines, and the largest lines.
 */
export const bulkGroupOrderType: TOrderTypePlugin<TBulkGroupDraft, TBulkGroupRow> = {
  orderType: BULK_PAYMENT_GROUP_ORDER_TYPE,
  vocabulary: BULK_PAYMENT_VOCABULARY,
  signingRule: 'ACCOUNT',
  service: 'BULK_PAYMENTS',
  refusalCodes: REFUSALS,
  // 000 §6: a mandatory signee's signature may be required for bulk payments.
  requiresMandatorySignee: true,
  isSignedOnlyWithParent: true,

  validate: (_context, draft) =>
    Promise.resolve({
      ok: true,
      value: draft.group,
      facts: {
        debtorAccountId: draft.debtorAccountId,
        amountMinor: draft.group.totalMinor,
        ...(draft.group.currency === null ? {} : { currency: draft.group.currency }),
        executionDate: draft.group.executionDate,
      },
      warnings: [],
    }),
  isForeign: (group) => group.currency !== 'EUR',
  insertDetails: (tx, order, group) => setBulkGroupOrder(tx, group, order.id),
  updateDetails: () => {
    throw new Error('a group of a file is never edited: the file is uploaded again');
  },
  readDetails: (tx, order) => selectBulkGroupByOrder(tx, order.id),

  buildDigestInput: (_order, group) => ({
    orderType: BULK_PAYMENT_GROUP_ORDER_TYPE,
    debtorAccount: group.debtorIban,
    executionDate: group.executionDate,
    // One item for the group: its total, and every payee by the digest over its lines.
    items: [
      {
        amountMinor: group.totalMinor,
        currency: group.currency ?? 'EUR',
        creditorAccount: `SHA256${group.payeesSha256.toString('hex')}`,
        creditorName: `${group.transactionCount} / ${group.payeeCount}`,
      },
    ],
    fields: [
      { name: 'paymentInformationId', value: group.pmtInfId },
      { name: 'numberOfPayments', value: String(group.transactionCount) },
      { name: 'numberOfPayees', value: String(group.payeeCount) },
      // The largest lines by name, account and amount, each line "name|account|amount|currency".
      {
        name: 'largestPayments',
        value: group.largestItems
          .map((item) =>
            [
              item.creditorName,
              item.creditorIban,
              formatMinorAsDecimal(BigInt(item.amountMinor), item.currency),
              item.currency,
            ].join('|'),
          )
          .join('\n'),
      },
    ],
  }),
  checkSigningTime: (order, _group, now) => checkExecutionDate(order.executionDate, now),
  summarize: (_order, group) => ({ counterpartyName: group.pmtInfId, path: '/bulk-payment' }),
  delivery: {
    kind: 'BACK_OFFICE',
    rejectionReasons: ['SIRIUS_INSUFFICIENT_FUNDS', 'SIRIUS_ACCOUNT_STATUS'],
    rejectedStatus: 'PROCESSING_FAILED',
    process: executeBulkGroup,
    dueAt: readGroupDueAt,
  },
};

/** What a file order is made from: the file's row and the group orders it holds. */
export interface TBulkFileDraft {
  file: Omit<TBulkFileRow, 'orderId' | 'convertedCount' | 'conversionFailedCount'>;
  groupOrderIds: readonly bigint[];
  /** The earliest execution date of its groups: the file expires with it unsigned. */
  executionDate: string | null;
  /** The file has errors: stored to be seen, never signed. */
  hasIssues: boolean;
}

/**
 * A SEPA file as an order that holds its groups (the GROUP rule): seen by whoever sees every
 * group, signed with one signature that signs each group under its account's rules.
 */
export const bulkFileOrderType: TOrderTypePlugin<TBulkFileDraft, TBulkFileRow> = {
  orderType: BULK_PAYMENT_ORDER_TYPE,
  vocabulary: BULK_PAYMENT_VOCABULARY,
  signingRule: 'GROUP',
  service: 'BULK_PAYMENTS',
  refusalCodes: REFUSALS,
  requiresMandatorySignee: false,

  validate: (_context, draft) =>
    Promise.resolve({
      ok: true,
      value: { ...draft.file, orderId: 0n, convertedCount: 0, conversionFailedCount: 0 },
      facts: draft.executionDate === null ? {} : { executionDate: draft.executionDate },
      warnings: [],
    }),
  isForeign: () => false,
  insertDetails: async () => {
    // The upload writes the file's row itself, once the order's number is known.
  },
  updateDetails: () => {
    throw new Error('a file is never edited: it is deleted and uploaded again');
  },
  readDetails: (tx, order) => selectBulkFile(tx, order.id),

  // The kernel adds every group the signature signs, their totals and their versions.
  buildDigestInput: (_order, file) => ({
    orderType: BULK_PAYMENT_ORDER_TYPE,
    items: [],
    fields: [
      { name: 'fileReferenceId', value: file.messageId },
      { name: 'fileName', value: file.fileName },
      { name: 'numberOfPayments', value: String(file.transactionCount) },
      { name: 'fileSha256', value: file.fileSha256.toString('hex') },
    ],
  }),
  checkSigningTime: (_order, file) =>
    file.issueCount > 0
      ? file.hasWrongExecutionDates
        ? 'BULK_EXECUTION_DATE_INVALID'
        : 'BULK_FILE_HAS_ERRORS'
      : undefined,
  summarize: (order, file) => ({
    counterpartyName: file.fileName,
    path: `/bulk-payment/${order.id}`,
  }),
  delivery: { kind: 'MEMBERS' },
  group: {
    memberType: bulkGroupOrderType as unknown as TOrderTypePlugin<never, unknown>,
    readMemberIds: (draft) => draft.groupOrderIds,
    memberField: 'groups',
    codes: {
      refused: 'BULK_STORE_ERROR',
      listedTwice: 'BULK_STORE_ERROR',
      notJoinable: 'BULK_STORE_ERROR',
      heldElsewhere: 'BULK_STORE_ERROR',
      changed: 'BULK_STORE_ERROR',
      noAuthority: 'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
    },
  },
};
