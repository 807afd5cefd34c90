import { z } from 'zod';
import { isKnownCurrency, WIRE_LOCALES } from '@poslovno/domain';

/** Amounts travel as decimal strings ("1250.00"), never as JSON numbers (DESIGN.md §7). */
export const ZDecimalAmount = z.string().regex(/^-?\d{1,20}(\.\d{1,4})?$/, 'decimal amount');

export const ZCurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, 'ISO 4217 code')
  .refine(isKnownCurrency, 'ISO 4217 code');

export const ZUuid = z.uuid();

export const ZLocaleQuery = z.object({ locale: z.enum(WIRE_LOCALES).optional() });

/** Business date YYYY-MM-DD (Europe/Zagreb) */
export const ZBusinessDate = z.iso.date();

/** Instant, ISO 8601 UTC */
export const ZInstant = z.iso.datetime();

/** Customer and person IDs are 1000..9999999999 (000 §5); on the wire as numbers. */
export const ZCustomerId = z.number().int().min(1000).max(9_999_999_999);
export const ZPersonId = ZCustomerId;

/** Query-string list: "A,B,C" */
export function zCommaList<const T extends readonly [string, ...string[]]>(values: T) {
  return z
    .string()
    .max(500)
    .transform((value) =>
      value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(20));
}
