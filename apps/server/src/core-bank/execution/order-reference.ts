import { randomBytes } from 'node:crypto';
import { assert, getZagrebWallClock } from '@poslovno/domain';
import type { TTx } from '../../platform/db/database';
import { takeCoreOrderNumber } from './execution.repository';

/** The built-in bank's short name (its BIC is JPBAHR22), which starts its order references. */
const BANK_PREFIX = 'JPB';
const MAX_YEAR = 0x3fff;
const MAX_NUMBER = 2n ** 48n - 1n;
const NUMBER_MIN_DIGITS = 6;
// RFC 9562 UUIDv8: version 8, variant 10; the year in the variant's group, the number last.
const NUMBERED_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-([89ab][0-9a-f]{3})-([0-9a-f]{12})$/;

/**
 * A core order's id that carries its bank reference: a UUIDv8 (RFC 9562) whose fourth group holds
 * the year the order reached the bank and whose last group holds the bank's running number of
 * orders; the rest is random. The kernel keeps only the core's id of an order, so whoever shows
 * the order reads the reference from the id (formatCoreOrderReference) without asking the core.
 */
export function buildNumberedOrderId(year: number, number: bigint): string {
  assert(Number.isInteger(year) && year > 0 && year <= MAX_YEAR, `a year of 14 bits, got ${year}`);
  assert(number > 0n && number <= MAX_NUMBER, `an order number of 48 bits, got ${number}`);
  const random = randomBytes(8).toString('hex');
  const version = `8${random.slice(12, 15)}`;
  const yearGroup = (0x8000 | year).toString(16);
  const numberGroup = number.toString(16).padStart(12, '0');
  return `${random.slice(0, 8)}-${random.slice(8, 12)}-${version}-${yearGroup}-${numberGroup}`;
}

/** The next order's id: its number from the bank's sequence, its year from the bank's clock. */
export async function takeNumberedOrderId(tx: TTx, now: Date): Promise<string> {
  const number = await takeCoreOrderNumber(tx);
  return buildNumberedOrderId(Number(getZagrebWallClock(now).date.slice(0, 4)), number);
}

/**
 * The bank reference a person reads and quotes to the bank: "JPB-2026-000123", unique because the
 * number is. An order the core took before its ids carried a number (a random UUID) is named by
 * the first eight characters of its id instead ("JPB-3F2A9C1B").
 */
export function formatCoreOrderReference(coreOrderId: string): string {
  const match = NUMBERED_ID.exec(coreOrderId.toLowerCase());
  if (!match) return `${BANK_PREFIX}-${coreOrderId.slice(0, 8).toUpperCase()}`;
  const year = Number.parseInt(match[1] ?? '', 16) & MAX_YEAR;
  const number = BigInt(`0x${match[2] ?? ''}`)
    .toString()
    .padStart(NUMBER_MIN_DIGITS, '0');
  return `${BANK_PREFIX}-${year}-${number}`;
}
