import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** `%text%` for LIKE, with the pattern's own characters (%, _, \) taken literally. */
export function toContainsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * The column contains the text whatever the case, Croatian letters included ("šećerana" finds
 * "Šećerana"): ILIKE under the ICU Croatian collation, as the C locale of the embedded server
 * folds ASCII letters only (README: an external PostgreSQL needs ICU).
 */
export function containsText(column: SQLWrapper, text: string): SQL {
  return sql`${column} COLLATE "hr-HR-x-icu" ILIKE ${toContainsPattern(text)}`;
}
