import type {
  TBulkPayment,
  TBulkPaymentError,
  TBulkPaymentSummary,
  TOrderChallengeAnswer,
} from '@poslovno/contract';
import {
  BULK_PAYMENT_STATUSES,
  formatIbanGrouped,
  isValidElectronicIban,
  normalizeIban,
  type TBulkPaymentStatus,
  type TIsoDate,
  type TLocale,
} from '@poslovno/domain';
import { formatWireAmount } from '../../../lib/account-format';
import type { TSigningResult } from '../../../signing/signing-outcome';

/**
 * What the bulk payments' screens read from a SEPA file (000 §3, §4, §5): its money in words,
 * where it stands, why it cannot be signed, how far a conversion has gone, and what its challenge
 * signs.
 */

/** The overview's filter: one status or all, and the upload dates (Europe/Zagreb), both optional. */
export interface TBulkListFilter {
  status: TBulkPaymentStatus | null;
  from: TIsoDate | null;
  to: TIsoDate | null;
}

export const NO_BULK_FILTER: TBulkListFilter = { status: null, from: null, to: null };

/** The statuses the overview's filter offers: every one but DELETED, which the list never shows. */
export const FILTER_STATUSES = BULK_PAYMENT_STATUSES.filter((status) => status !== 'DELETED');

export function readStatusFilter(value: string | null): TBulkPaymentStatus | null {
  return FILTER_STATUSES.find((status) => status === value) ?? null;
}

/** A wire amount in the interface language; one it cannot read stays as it came. */
export function formatBulkMoney(money: { amount: string; currency: string }, locale: TLocale) {
  return (
    formatWireAmount(money.amount, money.currency, locale) ??
    `${money.amount.replace(/^-/, '\u2212')} ${money.currency}`
  );
}

/** An amount whose group has no single currency (a group in error): the number as it came. */
export function formatGroupAmount(
  group: { amount: string; currency: string | null },
  locale: TLocale,
): string {
  return group.currency === null
    ? group.amount
    : formatBulkMoney({ amount: group.amount, currency: group.currency }, locale);
}

/** One sum per currency, in the order the server gave (000 §9's order of currencies). */
export function formatBulkTotals(totals: TBulkPaymentSummary['totals'], locale: TLocale): string[] {
  return totals.map((total) => formatBulkMoney(total, locale));
}

/** An account: an IBAN in groups of four, another account number as it was given. */
export function formatBulkAccount(account: string): string {
  return isValidElectronicIban(normalizeIban(account)) ? formatIbanGrouped(account) : account;
}

export function isConverting(file: Pick<TBulkPayment, 'status'> | undefined): boolean {
  return file?.status === 'CONVERSION_IN_PROGRESS';
}

/** The conversion's progress in percent, or undefined while its size is not known. */
export function getConversionPercent(conversion: TBulkPayment['conversion']): number | undefined {
  if (conversion === null || conversion.total <= 0) return undefined;
  return Math.min(
    100,
    Math.round(((conversion.done + conversion.failed) / conversion.total) * 100),
  );
}

const CONVERSION_OUTCOMES = [
  'CONVERSION_FINISHED',
  'CONVERSION_PARTIALLY',
  'CONVERSION_FAILED',
] as const satisfies readonly TBulkPaymentStatus[];
export type TConversionOutcome = (typeof CONVERSION_OUTCOMES)[number];

/** How a conversion ended (finished, partly, failed), or undefined while none has ended. */
export function findConversionOutcome(
  file: Pick<TBulkPayment, 'status'>,
): TConversionOutcome | undefined {
  return CONVERSION_OUTCOMES.find((outcome) => outcome === file.status);
}

/** Still waiting for signatures: it may be signed, converted or deleted, as its actions say. */
export function isAwaitingSignatures(file: Pick<TBulkPayment, 'status'>): boolean {
  return file.status === 'STORED' || file.status === 'PARTIALLY_AUTHORIZED';
}

export type TSigningObstacle = 'wrongExecutionDates' | 'errors' | 'signedByYou' | 'noAuthority';

/**
 * Why a file waiting for signatures cannot be signed by this person (000 §5): wrong execution
 * dates, errors in its content, or no authority; nothing once it no longer waits.
 */
export function listSigningObstacles(
  file: Pick<
    TBulkPayment,
    'status' | 'hasWrongExecutionDates' | 'errorCount' | 'actions' | 'isSignedByYou'
  >,
): TSigningObstacle[] {
  if (!isAwaitingSignatures(file) || file.actions.canAuthorize) return [];
  const obstacles: TSigningObstacle[] = [];
  if (file.hasWrongExecutionDates) obstacles.push('wrongExecutionDates');
  if (file.errorCount > 0) obstacles.push('errors');
  if (obstacles.length === 0) obstacles.push(file.isSignedByYou ? 'signedByYou' : 'noAuthority');
  return obstacles;
}

/** The file the authorization call answered, read as the signing dialog's result. */
export function readBulkSigningResult(file: Pick<TBulkPayment, 'status'>): TSigningResult {
  if (file.status === 'PARTIALLY_AUTHORIZED' || file.status === 'STORED')
    return 'PARTIALLY_AUTHORIZED';
  if (file.status === 'PROCESSING_FAILED') return 'REJECTED';
  return 'AUTHORIZED';
}

/** What a file's challenge signs (PSD2 dynamic linking), read for the signer. */
export interface TSignedBulk {
  /** The bound total, one entry per currency ("1250.00 EUR, 80.00 USD"). */
  totals: { amount: string; currency: string }[];
  /** The bound total when it is not of that form: shown as it came, never hidden. */
  totalText: string | undefined;
  count: string | undefined;
  payees: string | undefined;
  file: string | undefined;
  /** The SHA-256 of the uploaded file: the signature binds these very bytes. */
  digest: string | undefined;
  /** The largest payments the signature covers, each group's own, the largest first. */
  items: NonNullable<TOrderChallengeAnswer['signedItems']>;
}

const TOTAL_PART = /^(-?\d+(?:\.\d+)?) ([A-Z]{3})$/;

function readTotals(value: string): TSignedBulk['totals'] | undefined {
  const parts = value.split(',').map((part) => TOTAL_PART.exec(part.trim()));
  if (parts.some((part) => part === null)) return undefined;
  return parts.flatMap((part) =>
    part?.[1] && part[2] ? [{ amount: part[1], currency: part[2] }] : [],
  );
}

/** A group's field, named by the group's place in what is signed: "1.numberOfPayees". */
const MEMBER_FIELD = /^(\d+)\.(.+)$/;
const LARGEST_SHOWN = 10;

function readMemberFields(challenge: Pick<TOrderChallengeAnswer, 'signedFields'>, name: string) {
  return challenge.signedFields.flatMap((one) => {
    const match = MEMBER_FIELD.exec(one.name);
    return match?.[2] === name ? [one.value] : [];
  });
}

/** Each group's largest lines ("payee|account|amount|currency" a line), the largest first. */
function readLargestPayments(
  challenge: Pick<TOrderChallengeAnswer, 'signedFields'>,
): TSignedBulk['items'] {
  const items = readMemberFields(challenge, 'largestPayments').flatMap((value) =>
    value.split('\n').flatMap((line) => {
      const [creditorName, creditorAccount, amount, currency] = line.split('|');
      return creditorName !== undefined && creditorAccount !== undefined && amount && currency
        ? [{ creditorName, creditorAccount, amount, currency }]
        : [];
    }),
  );
  // Decimal strings of one currency compare by length, then by text: no floating point.
  const compare = (left: string, right: string) =>
    left.length === right.length ? right.localeCompare(left) : right.length - left.length;
  return items.sort((a, b) => compare(a.amount, b.amount)).slice(0, LARGEST_SHOWN);
}

function sumCounts(values: readonly string[]): string | undefined {
  if (values.length === 0) return undefined;
  return String(values.reduce((total, value) => total + Number(value), 0));
}

export function readSignedBulk(
  challenge: Pick<TOrderChallengeAnswer, 'signedFields' | 'signedItems'>,
): TSignedBulk {
  const field = (name: string) => challenge.signedFields.find((one) => one.name === name)?.value;
  const totalValue = field('total');
  const totals = totalValue === undefined ? undefined : readTotals(totalValue);
  const name = field('fileName');
  const reference = field('fileReferenceId');
  return {
    totals: totals ?? [],
    totalText: totals === undefined ? totalValue : undefined,
    count: field('numberOfPayments'),
    payees: sumCounts(readMemberFields(challenge, 'numberOfPayees')),
    file: name && reference ? `${name} (${reference})` : (name ?? reference),
    digest: field('fileSha256'),
    items: readLargestPayments(challenge),
  };
}

/** An error's stable React key: its place and kind (a place may hold several kinds). */
export function getErrorKey(error: TBulkPaymentError, index: number): string {
  return `${error.line}:${error.column}:${error.errorId}:${index}`;
}

/** The upload's view of a refusal's validations: each schema error with its place, if it names one. */
export function listRefusalDetails(
  validations: readonly { field: string; code: string; description: string }[],
): { description: string; place: string | undefined }[] {
  return validations.map((validation) => ({
    description: validation.description,
    place: validation.field && validation.field !== 'file' ? validation.field : undefined,
  }));
}
