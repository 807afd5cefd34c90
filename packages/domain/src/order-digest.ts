import { normalizeIban } from './iban';
import { assert } from './assert';
import { formatMinorAsDecimal, type TMinor } from './money';

/**
 * What a signature covers (PSD2 RTS Art. 5, dynamic linking): the canonical form of an order that
 * every order type builds the same way, so a code or signature for one order is useless for any
 * other. The server hashes it (SHA-256); the token's challenge is derived from that hash.
 */
export interface TOrderDigestItem {
  amountMinor: TMinor;
  currency: string;
  /** The payee's account (IBAN or other account number) as it will execute. */
  creditorAccount: string;
  creditorName: string;
}

/**
 * A field of an order without an amount and payee (a consent, a limit, a reactivation), as the
 * signer reads it: a stable name the screens and the mobile token translate, and its value.
 */
export interface TOrderDigestField {
  name: string;
  value: string;
}

export interface TOrderDigestInput {
  /** e.g. PAYMENT_DOMESTIC, PAYMENT_SEPA_BATCH, TERM_DEPOSIT. */
  orderType: string;
  /**
   * The order's own reference (its id and version): two orders of equal content never share a
   * challenge, so a code typed for one is useless for the other.
   */
  reference: string;
  /** The account the order debits or concerns, when it has one. */
  debtorAccount?: string;
  executionDate?: string;
  /** One item for a single order; every payee for a batch, in the order they execute. */
  items: readonly TOrderDigestItem[];
  /**
   * The type's canonical fields, in the type's order: what is signed for an order without an
   * amount, and what else a parent order binds besides its items.
   */
  fields?: readonly TOrderDigestField[];
}

export const ORDER_DIGEST_VERSION = 'poslovno-order-v2';
/** Orders of any type: account, date and items optional, the type's canonical fields added. */
export const ORDER_DIGEST_VERSION_FIELDS = 'poslovno-order-v3';
/** The first version, without the order's reference, still read back from older challenges. */
const ORDER_DIGEST_VERSION_1 = 'poslovno-order-v1';

function sumByCurrency(items: readonly TOrderDigestItem[]): [string, string][] {
  const totals = new Map<string, TMinor>();
  for (const item of items)
    totals.set(item.currency, (totals.get(item.currency) ?? 0n) + item.amountMinor);
  return [...totals.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, total]) => [currency, formatMinorAsDecimal(total, currency)]);
}

/**
 * The canonical text: a JSON array (unambiguous quoting, no key order to agree on) of the version,
 * order type, the order's reference, debtor, execution date, totals per currency and every item.
 * Amounts are wire decimals; accounts upper-cased without spaces; names NFC-normalised and trimmed.
 */
export function buildCanonicalOrderText(input: TOrderDigestInput): string {
  assert(input.reference !== '', 'an order has its reference');
  const fields = input.fields ?? [];
  assert(input.items.length > 0 || fields.length > 0, 'an order binds items or fields');
  const items = input.items.map((item) => [
    formatMinorAsDecimal(item.amountMinor, item.currency),
    item.currency,
    normalizeIban(item.creditorAccount),
    item.creditorName.normalize('NFC').trim(),
  ]);
  const isPaymentShaped =
    input.fields === undefined &&
    input.debtorAccount !== undefined &&
    input.executionDate !== undefined;
  if (isPaymentShaped)
    return JSON.stringify([
      ORDER_DIGEST_VERSION,
      input.orderType,
      input.reference,
      normalizeIban(input.debtorAccount ?? ''),
      input.executionDate,
      sumByCurrency(input.items),
      items,
    ]);
  return JSON.stringify([
    ORDER_DIGEST_VERSION_FIELDS,
    input.orderType,
    input.reference,
    input.debtorAccount === undefined ? '' : normalizeIban(input.debtorAccount),
    input.executionDate ?? '',
    sumByCurrency(input.items),
    items,
    fields.map((field) => [field.name, field.value.normalize('NFC').trim()]),
  ]);
}

/** Digits of an OCRA numeric challenge (suite QN08). */
export const SIGNING_CHALLENGE_DIGITS = 8;

/**
 * The challenge a token signs: the digest (hex SHA-256) read as a number, its last 8 decimal
 * digits. The token shows it next to amount and payee; the server recomputes it on authorise.
 */
export function deriveSigningChallenge(digestHex: string): string {
  assert(/^[0-9a-f]{64}$/.test(digestHex), 'a SHA-256 digest in lower-case hex');
  const value = BigInt(`0x${digestHex}`) % 10n ** BigInt(SIGNING_CHALLENGE_DIGITS);
  return value.toString().padStart(SIGNING_CHALLENGE_DIGITS, '0');
}

export interface TCanonicalOrder {
  orderType: string;
  /** Empty for a text of the first version, which had none. */
  reference: string;
  /** Empty for an order without one. */
  debtorAccount: string;
  executionDate: string;
  items: { amount: string; currency: string; creditorAccount: string; creditorName: string }[];
  fields: TOrderDigestField[];
}

const CANONICAL_TEXT_LENGTHS = new Map<unknown, number>([
  [ORDER_DIGEST_VERSION_1, 6],
  [ORDER_DIGEST_VERSION, 7],
  [ORDER_DIGEST_VERSION_FIELDS, 8],
]);

function isStringTuple(value: unknown, length: number): value is string[] {
  return (
    Array.isArray(value) &&
    value.length === length &&
    value.every((part) => typeof part === 'string')
  );
}

/**
 * Reads the canonical text back, for a device that shows what it signs (the mobile token shows
 * amount and payee). Only text made by `buildCanonicalOrderText` is accepted.
 */
export function parseCanonicalOrderText(text: string): TCanonicalOrder {
  const parsed: unknown = JSON.parse(text);
  assert(Array.isArray(parsed), 'a canonical order text');
  const [version, orderType, ...rest] = parsed as unknown[];
  const length = CANONICAL_TEXT_LENGTHS.get(version);
  assert(length !== undefined, `canonical order version ${String(version)}`);
  const [reference, debtorAccount, executionDate, , items, fields = []] =
    version === ORDER_DIGEST_VERSION_1 ? ['', ...rest] : rest;
  assert(
    parsed.length === length &&
      Array.isArray(fields) &&
      fields.every((field) => isStringTuple(field, 2)) &&
      typeof orderType === 'string' &&
      typeof reference === 'string' &&
      typeof debtorAccount === 'string' &&
      typeof executionDate === 'string' &&
      Array.isArray(items) &&
      items.every((item) => isStringTuple(item, 4)),
    'a canonical order text',
  );
  return {
    orderType,
    reference,
    debtorAccount,
    executionDate,
    items: items.map(([amount = '', currency = '', creditorAccount = '', creditorName = '']) => ({
      amount,
      currency,
      creditorAccount,
      creditorName,
    })),
    fields: fields.map(([name = '', value = '']) => ({ name, value })),
  };
}
