import { z } from 'zod';
import { BULK_ITEM_STATUSES, BULK_PAYMENT_STATUSES } from '@poslovno/domain';
import {
  ZBusinessDate,
  ZCurrencyCode,
  ZDecimalAmount,
  ZInstant,
  ZLocaleQuery,
  ZUuid,
} from './common';
import { ZOrderSignature } from './orders';
import { PAYMENT_DOCUMENT_TYPES } from './payments';

/**
 * SEPA bulk files (000 §2-§5, §7, issue 25): an uploaded pain.001, its groups (payment-information
 * blocks) and payment items, each error where it is in the file.
 */

const ZOrderNumber = z.string().regex(/^[1-9]\d{0,17}$/);

/** 000 §3: an error of the file with its place (line, column) and the XML it is about. */
export const ZBulkPaymentError = z.object({
  line: z.number().int(),
  column: z.number().int(),
  /** In the language asked for, from the code and values. */
  message: z.string(),
  /** The kind of error (XSD_LENGTH, CONTROL_SUM_MISMATCH, …): what a program reading the answer keys on. */
  errorId: z.string(),
  /** The element as written in the file, cut at 500 characters. */
  errorXml: z.string(),
  /** The element's path: /Document/CstmrCdtTrfInitn/PmtInf[2]/CdtTrfTxInf[17]/Amt/InstdAmt. */
  path: z.string(),
});
export type TBulkPaymentError = z.infer<typeof ZBulkPaymentError>;

/** A payment line of a group. */
export const ZBulkPaymentItem = z.object({
  /** The line's number in its group, 1-based, as in the file. */
  index: z.number().int(),
  instrId: z.string().nullable(),
  endToEndId: z.string(),
  creditorName: z.string(),
  creditorIban: z.string().nullable(),
  creditorBic: z.string().nullable(),
  amount: ZDecimalAmount,
  currency: ZCurrencyCode,
  description: z.string().nullable(),
  reference: z.string().nullable(),
  status: z.enum(BULK_ITEM_STATUSES),
  /** The bank's reason for a rejected line, in the language asked for. */
  rejectionReason: z.string().nullable(),
  /** The line's first error, if any (000 §3 paymentError); `errorCount` says how many it has. */
  paymentError: ZBulkPaymentError.nullable(),
  errorCount: z.number().int(),
  /** The single payment a conversion made of it. */
  paymentId: z.string().nullable(),
});
export type TBulkPaymentItem = z.infer<typeof ZBulkPaymentItem>;

export const ZBulkPaymentAccount = z.object({
  iban: z.string(),
  /** The company's account, when the IBAN is one (a group on another IBAN is an error). */
  accountId: ZUuid.nullable(),
  name: z.string().nullable(),
});

/** A group: one payment-information block, one debit account, one date, one currency. */
export const ZBulkPaymentGroup = z.object({
  /** The group's number in the file (1-based), used in its path. */
  groupId: z.string(),
  pmtInfId: z.string(),
  account: ZBulkPaymentAccount,
  debtorName: z.string(),
  executionDate: z.string(),
  currency: ZCurrencyCode.nullable(),
  amount: ZDecimalAmount,
  numberOfPayments: z.number().int(),
  status: z.enum(BULK_PAYMENT_STATUSES),
  /** Errors of the group that belong to none of its lines (000 §4). */
  errors: z.array(ZBulkPaymentError),
  /** How many errors the group has in all, its lines' included. */
  errorCount: z.number().int(),
  /** Lines executed and rejected by the bank. */
  executedCount: z.number().int(),
  rejectedCount: z.number().int(),
});
export type TBulkPaymentGroup = z.infer<typeof ZBulkPaymentGroup>;

export const ZBulkPaymentTotal = z.object({ amount: ZDecimalAmount, currency: ZCurrencyCode });

export const ZBulkPaymentActions = z.object({
  canAuthorize: z.boolean(),
  canConvert: z.boolean(),
  canDelete: z.boolean(),
});

/** How far a conversion into single payments has gone. */
export const ZBulkConversionProgress = z.object({
  done: z.number().int(),
  total: z.number().int(),
  failed: z.number().int(),
});

export const ZBulkPayment = z
  .object({
    /** The kernel's order number of the file, used in its paths. */
    bulkPaymentId: z.string(),
    /** The file's message id (GrpHdr/MsgId). */
    fileReferenceId: z.string(),
    fileName: z.string(),
    uploadTime: ZInstant,
    /** The pain.001 version, national variants named by the base one. */
    messageVersion: z.string(),
    status: z.enum(BULK_PAYMENT_STATUSES),
    numberOfPayments: z.number().int(),
    /** One sum per currency, in the order of 000 §9. */
    totals: z.array(ZBulkPaymentTotal),
    executionDates: z.array(z.string()),
    groups: z.array(ZBulkPaymentGroup),
    /** Errors of the file that belong to no group, and of groups that match no line (000 §4). */
    errors: z.array(ZBulkPaymentError),
    /** All errors found, also those beyond what is kept. */
    errorCount: z.number().int(),
    /** A file with a wrong execution date cannot be signed (000 §5). */
    hasWrongExecutionDates: z.boolean(),
    isSigned: z.boolean(),
    /** This person has signed the file already: a further signature is somebody else's. */
    isSignedByYou: z.boolean(),
    createdBy: z.string(),
    signatures: z.array(ZOrderSignature),
    conversion: ZBulkConversionProgress.nullable(),
    actions: ZBulkPaymentActions,
  })
  .meta({ id: 'BulkPayment' });
export type TBulkPayment = z.infer<typeof ZBulkPayment>;

/** A file in the list: the file without its groups' lines and errors. */
export const ZBulkPaymentSummary = ZBulkPayment.omit({ groups: true, errors: true }).extend({
  groupCount: z.number().int(),
});
export type TBulkPaymentSummary = z.infer<typeof ZBulkPaymentSummary>;

const ZStatusList = z
  .string()
  .max(300)
  .transform((text) => text.split(',').filter((status) => status !== ''))
  .pipe(z.array(z.enum(BULK_PAYMENT_STATUSES)).max(BULK_PAYMENT_STATUSES.length));

export const ZBulkPaymentsQuery = ZLocaleQuery.extend({
  status: ZStatusList.optional(),
  /** Uploaded on or after, on or before (Europe/Zagreb dates). */
  from: ZBusinessDate.optional(),
  to: ZBusinessDate.optional(),
  /** Looks in the file name and the message id. */
  search: z.string().max(100).optional(),
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(10),
});
export type TBulkPaymentsQuery = z.infer<typeof ZBulkPaymentsQuery>;

export const ZBulkPayments = z
  .object({
    bulkPayments: z.array(ZBulkPaymentSummary),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'BulkPayments' });
export type TBulkPayments = z.infer<typeof ZBulkPayments>;

export const ZBulkPaymentCountQuery = z.object({ status: ZStatusList.optional() });
export const ZBulkPaymentCount = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'BulkPaymentCount' });

export const ZBulkPaymentIdParams = z.object({ bulkPaymentId: ZOrderNumber });
export const ZBulkPaymentGroupParams = ZBulkPaymentIdParams.extend({
  groupId: z.string().regex(/^[1-9]\d{0,5}$/),
});

/** A group's lines, a keyset page; `onlyErrors` shows the lines with errors. */
export const ZBulkPaymentGroupQuery = ZLocaleQuery.extend({
  cursor: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  onlyErrors: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

export const ZBulkPaymentGroupDetails = z
  .object({
    bulkPaymentId: z.string(),
    fileReferenceId: z.string(),
    fileName: z.string(),
    status: z.enum(BULK_PAYMENT_STATUSES),
    group: ZBulkPaymentGroup,
    paymentItems: z.array(ZBulkPaymentItem),
    metadata: z.object({ nextCursor: z.string().nullable() }),
  })
  .meta({ id: 'BulkPaymentGroupDetails' });
export type TBulkPaymentGroupDetails = z.infer<typeof ZBulkPaymentGroupDetails>;

/**
 * The upload form's own field: a key the client makes up, under which the server reports how far
 * the checks have gone while the upload's request is still open.
 */
export const ZBulkUploadProgressParams = z.object({ uploadId: ZUuid });
export const ZBulkUploadProgress = z
  .object({
    phase: z.enum(['RECEIVING', 'CHECKING', 'STORING', 'DONE']),
    /** Payments read so far, and bytes received. */
    transactionsRead: z.number().int(),
    bytesReceived: z.number().int(),
  })
  .meta({ id: 'BulkUploadProgress' });
export type TBulkUploadProgress = z.infer<typeof ZBulkUploadProgress>;

export const BULK_DOCUMENT_TYPES = PAYMENT_DOCUMENT_TYPES;
export const ZBulkPaymentDocumentQuery = ZLocaleQuery.extend({
  documentType: z.enum(BULK_DOCUMENT_TYPES).default('XLS'),
});
export const ZBulkPaymentsDownloadQuery = ZBulkPaymentsQuery.omit({
  cursor: true,
  pageSize: true,
}).extend({ documentType: z.enum(BULK_DOCUMENT_TYPES).default('PDF') });
