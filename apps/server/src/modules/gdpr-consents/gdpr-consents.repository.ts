import { and, desc, eq, ne } from 'drizzle-orm';
import type { TGdprConsentChoice } from '@poslovno/domain';
import type { TExecutor, TTx } from '../../platform/db/database';
import { orders } from '../../platform/orders/orders.schema';
import { toKernelOrder, type TKernelOrder } from '../../platform/orders/orders.repository';
import { companyMarketingConsents, gdprConsentRequests } from './gdpr-consents.schema';

export async function insertGdprConsentRequest(
  tx: TTx,
  order: TKernelOrder,
  choice: TGdprConsentChoice,
): Promise<void> {
  await tx
    .insert(gdprConsentRequests)
    .values({ orderId: order.id, companyId: order.companyId, ...choice });
}

export async function updateGdprConsentRequest(
  tx: TTx,
  order: TKernelOrder,
  choice: TGdprConsentChoice,
): Promise<void> {
  await tx.update(gdprConsentRequests).set(choice).where(eq(gdprConsentRequests.orderId, order.id));
}

export async function selectGdprConsentRequest(
  executor: TExecutor,
  orderId: bigint,
): Promise<TGdprConsentChoice> {
  const [row] = await executor
    .select({
      communicationAllowed: gdprConsentRequests.communicationAllowed,
      profilingAllowed: gdprConsentRequests.profilingAllowed,
    })
    .from(gdprConsentRequests)
    .where(eq(gdprConsentRequests.orderId, orderId));
  if (!row) throw new Error(`GDPR consent request ${orderId} has no details`);
  return row;
}

/** The company's latest requests, newest first, deleted ones left out. */
export async function selectLatestGdprConsentRequests(tx: TTx, companyId: string, limit: number) {
  const rows = await tx
    .select({
      order: orders,
      communicationAllowed: gdprConsentRequests.communicationAllowed,
      profilingAllowed: gdprConsentRequests.profilingAllowed,
    })
    .from(gdprConsentRequests)
    .innerJoin(orders, eq(orders.id, gdprConsentRequests.orderId))
    .where(and(eq(gdprConsentRequests.companyId, companyId), ne(orders.status, 'DELETED')))
    .orderBy(desc(gdprConsentRequests.orderId))
    .limit(limit);
  return rows.map((row) => ({
    order: toKernelOrder(row.order),
    value: {
      communicationAllowed: row.communicationAllowed,
      profilingAllowed: row.profilingAllowed,
    },
  }));
}

/** The company's choice as the bank holds it, or nothing while it never made one. */
export async function selectCompanyConsents(executor: TExecutor, companyId: string) {
  const [row] = await executor
    .select()
    .from(companyMarketingConsents)
    .where(eq(companyMarketingConsents.companyId, companyId));
  return row;
}

/** The bank records the choice a request carried out, replacing the one in force. */
export async function upsertCompanyConsents(
  tx: TTx,
  consent: TGdprConsentChoice & { companyId: string; updatedAt: Date; orderId: bigint },
): Promise<void> {
  await tx
    .insert(companyMarketingConsents)
    .values(consent)
    .onConflictDoUpdate({
      target: companyMarketingConsents.companyId,
      set: {
        communicationAllowed: consent.communicationAllowed,
        profilingAllowed: consent.profilingAllowed,
        updatedAt: consent.updatedAt,
        orderId: consent.orderId,
      },
    });
}
