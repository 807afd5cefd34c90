import { eq } from 'drizzle-orm';
import type { TExecutor } from '../../platform/db/database';
import { companies } from '../../platform/db/schema';
import { companyRepresentatives } from '../../platform/orders/orders.schema';

/** The company's customer ID (the number its people sign in with). */
export async function selectCompanyCustomerId(
  executor: TExecutor,
  companyId: string,
): Promise<number | undefined> {
  const [row] = await executor
    .select({ customerId: companies.customerId })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.customerId;
}

/** The company's representatives (the company-level rule's signers). */
export async function selectRepresentativeIds(
  executor: TExecutor,
  companyId: string,
): Promise<Set<string>> {
  const rows = await executor
    .select({ personId: companyRepresentatives.personId })
    .from(companyRepresentatives)
    .where(eq(companyRepresentatives.companyId, companyId));
  return new Set(rows.map((row) => row.personId));
}
