import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { TCompanyScope } from './database';

/**
 * 000 §3, §6: the accounts a person works with are those they hold an authority level on (any but
 * NONE), as the accounts list shows them. Their transactions and orders follow the same rule: one
 * of another account is unknown to the person. `accountId` is the column (or expression) holding
 * the account of the row being filtered.
 */
export function isAccountOfPerson(accountId: SQLWrapper, scope: TCompanyScope): SQL {
  return sql`${accountId} IN (SELECT aa.account_id FROM account_authorities aa
    WHERE aa.person_id = ${scope.personUuid} AND aa.company_id = ${scope.companyId}
      AND aa.authority_level <> 'NONE')`;
}
