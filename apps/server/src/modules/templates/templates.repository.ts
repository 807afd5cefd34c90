import { and, count, eq, ne, sql, type SQL } from 'drizzle-orm';
import { normalizeIban, type TLocale } from '@poslovno/domain';
import type { TCompanyScope, TTx } from '../../platform/db/database';
import { paymentTemplates, type TTemplateRow } from './templates.schema';

/** ICU collations by language, as the persons lists sort (docs/decisions.md). */
const NAME_COLLATIONS: Readonly<Record<TLocale, string>> = {
  hr: 'hr-HR-x-icu',
  en: 'en-US-x-icu',
};

/** The case-insensitive form of a name, the one the unique index of 0012_templates.sql holds. */
function foldName(name: SQL): SQL {
  return sql`lower(${name} COLLATE "hr-HR-x-icu")`;
}

function isOwnedBy(owner: TCompanyScope): SQL | undefined {
  return and(
    eq(paymentTemplates.companyId, owner.companyId),
    eq(paymentTemplates.personId, owner.personUuid),
  );
}

/**
 * Serialises the writes of one person's templates in one company until the transaction ends, so
 * that two saves at once can neither both pass the favourites limit nor both take one name.
 */
export async function lockPersonTemplates(tx: TTx, owner: TCompanyScope): Promise<void> {
  const key = `favorites|${owner.companyId}|${owner.personUuid}`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

export async function countTemplates(tx: TTx, owner: TCompanyScope): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(paymentTemplates).where(isOwnedBy(owner));
  return row?.total ?? 0;
}

/** Whether another of the person's templates has this name, whatever its case. */
export async function isTemplateNameTaken(
  tx: TTx,
  owner: TCompanyScope,
  name: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await tx
    .select({ id: paymentTemplates.id })
    .from(paymentTemplates)
    .where(
      and(
        isOwnedBy(owner),
        sql`${foldName(sql`${paymentTemplates.name}`)} = ${foldName(sql`${name}::text`)}`,
        exceptId === undefined ? undefined : ne(paymentTemplates.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertTemplate(tx: TTx, row: TTemplateRow): Promise<TTemplateRow> {
  const [inserted] = await tx.insert(paymentTemplates).values(row).returning();
  if (!inserted) throw new Error('INSERT … RETURNING gave no template row');
  return inserted;
}

export async function updateTemplate(
  tx: TTx,
  owner: TCompanyScope,
  id: string,
  values: Pick<TTemplateRow, 'name' | 'type' | 'payment' | 'modifiedAt'>,
): Promise<TTemplateRow | undefined> {
  const [updated] = await tx
    .update(paymentTemplates)
    .set(values)
    .where(and(isOwnedBy(owner), eq(paymentTemplates.id, id)))
    .returning();
  return updated;
}

export async function selectTemplate(
  tx: TTx,
  owner: TCompanyScope,
  id: string,
): Promise<TTemplateRow | undefined> {
  const [row] = await tx
    .select()
    .from(paymentTemplates)
    .where(and(isOwnedBy(owner), eq(paymentTemplates.id, id)));
  return row;
}

/**
 * The person's templates by name in the language's collation (Č after C, Š after S in Croatian).
 * No page: the favourites limit (at most 1000 by configuration) bounds the list.
 */
export async function selectTemplates(
  tx: TTx,
  owner: TCompanyScope,
  locale: TLocale,
): Promise<TTemplateRow[]> {
  const collation = sql.identifier(NAME_COLLATIONS[locale]);
  return tx
    .select()
    .from(paymentTemplates)
    .where(isOwnedBy(owner))
    .orderBy(sql`${paymentTemplates.name} COLLATE ${collation}`, paymentTemplates.id);
}

export async function deleteTemplateById(
  tx: TTx,
  owner: TCompanyScope,
  id: string,
): Promise<boolean> {
  const deleted = await tx
    .delete(paymentTemplates)
    .where(and(isOwnedBy(owner), eq(paymentTemplates.id, id)))
    .returning({ id: paymentTemplates.id });
  return deleted.length > 0;
}

export interface TTemplateRecipient {
  name: string;
  iban: string;
  street: string;
  residence: string;
  country: string;
}

/** How many payees one account answers with, as the payments' own known recipients. */
const TEMPLATE_RECIPIENTS_MAX = 20;

/**
 * The payees of the person's templates whose account is `account`, for GET /known-recipients,
 * one per name, the latest saved first. Templates keep the account as typed, so both sides are
 * compared without spaces, hyphens and dots, upper-cased.
 */
export async function selectTemplateRecipients(
  tx: TTx,
  companyId: string,
  personUuid: string,
  account: string,
): Promise<TTemplateRecipient[]> {
  const accountKey = normalizeIban(account).replace(/[-.]/g, '');
  if (accountKey === '') return [];
  const result = await tx.execute<{ [K in keyof TTemplateRecipient]: string }>(sql`
    SELECT name, iban, street, residence, country FROM (
      SELECT DISTINCT ON (lower(btrim(payment->>'creditorName')))
        btrim(payment->>'creditorName') AS name,
        ${accountKey}::text AS iban,
        btrim(coalesce(payment#>>'{creditorAddress,street}', '')) AS street,
        btrim(coalesce(payment#>>'{creditorAddress,residence}', '')) AS residence,
        upper(btrim(coalesce(payment#>>'{creditorAddress,country}', ''))) AS country,
        modified_at
      FROM payment_templates
      WHERE company_id = ${companyId} AND person_id = ${personUuid}
        AND upper(regexp_replace(payment#>>'{creditorAccount,iban}', '[[:space:].-]', '', 'g'))
          = ${accountKey}
      ORDER BY lower(btrim(payment->>'creditorName')), modified_at DESC
    ) AS recipients
    ORDER BY modified_at DESC
    LIMIT ${TEMPLATE_RECIPIENTS_MAX}`);
  return result.rows;
}
