import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database';
import { paymentSlips, type TPaymentSlipRow } from './payment-slips.schema';

export async function insertPaymentSlip(tx: TTx, row: TPaymentSlipRow): Promise<TPaymentSlipRow> {
  const [inserted] = await tx.insert(paymentSlips).values(row).returning();
  if (!inserted) throw new Error('INSERT … RETURNING gave no payment slip row');
  return inserted;
}

export async function selectPaymentSlip(
  tx: TTx,
  companyId: string,
  id: string,
): Promise<TPaymentSlipRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentSlips)
    .where(and(eq(paymentSlips.companyId, companyId), eq(paymentSlips.id, id)));
  return row;
}

/** Where the previous page ended: its last slip's creation and id. */
export interface TPaymentSlipKey {
  createdAt: Date;
  id: string;
}

/** `%text%` for LIKE, with LIKE's own characters taken literally. */
function toContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** A text column lower-cased by ICU, which folds Č to č as the C locale's lower() does not. */
function foldText(column: SQL): SQL {
  return sql`lower(${column} COLLATE "hr-HR-x-icu")`;
}

/**
 * The search of the slips list: the payee's name, the reference and the description contain the
 * text whatever its case; the IBAN contains it without its spaces.
 */
function matchSearch(search: string): SQL {
  const text = toContainsPattern(search.toLocaleLowerCase('hr'));
  const iban = toContainsPattern(search.replace(/\s+/g, '').toUpperCase());
  return sql`(${foldText(sql`${paymentSlips.payeeName}`)} LIKE ${text}
    OR ${foldText(sql`${paymentSlips.reference}`)} LIKE ${text}
    OR ${foldText(sql`${paymentSlips.description}`)} LIKE ${text}
    OR ${paymentSlips.payeeIban} LIKE ${iban})`;
}

/** A page of the company's slips, newest first, after `after` when given. */
export async function selectPaymentSlips(
  tx: TTx,
  companyId: string,
  page: { search?: string; after?: TPaymentSlipKey; limit: number },
): Promise<TPaymentSlipRow[]> {
  const { after, search } = page;
  return tx
    .select()
    .from(paymentSlips)
    .where(
      and(
        eq(paymentSlips.companyId, companyId),
        search === undefined ? undefined : matchSearch(search),
        after === undefined
          ? undefined
          : sql`(${paymentSlips.createdAt}, ${paymentSlips.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`,
      ),
    )
    .orderBy(desc(paymentSlips.createdAt), desc(paymentSlips.id))
    .limit(page.limit);
}
