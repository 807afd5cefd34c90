import { sql } from 'drizzle-orm';
import type { TTx } from '../../platform/db/database';

/**
 * The demo bank's statement delivery (000 §6), chosen by each person's demo role so that every
 * case can be seen: most persons receive every statement (FULL); the mandatory signee receives
 * only those of the company's first and third accounts (LIMITED); the person who may only enter
 * orders contracted none. Every company has group statements for business days from the start
 * of the current year. Existing contracts and settings are kept: run it on every start.
 */
export async function seedDemoStatementDelivery(tx: TTx, now: Date): Promise<void> {
  await tx.execute(sql`
    INSERT INTO statement_delivery_contracts (company_id, person_id, scope, contracted_at)
    SELECT cp.company_id, cp.person_id,
      CASE p.demo_role WHEN 'ENTER_ONLY' THEN 'NONE' WHEN 'MANDATORY_SIGNEE' THEN 'LIMITED'
        ELSE 'FULL' END,
      ${now}
    FROM company_persons cp JOIN persons p ON p.id = cp.person_id
    WHERE p.demo_role IS NOT NULL
    ON CONFLICT (company_id, person_id) DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO statement_delivery_accounts (company_id, person_id, account_id)
    SELECT c.company_id, c.person_id, ranked.id
    FROM statement_delivery_contracts c
    JOIN (SELECT id, company_id,
        row_number() OVER (PARTITION BY company_id ORDER BY default_order) AS position
      FROM accounts) ranked ON ranked.company_id = c.company_id
    WHERE c.scope = 'LIMITED' AND ranked.position IN (1, 3)
    ON CONFLICT DO NOTHING`);
  await tx.execute(sql`
    INSERT INTO group_statement_settings (company_id, is_enabled, enabled_from, updated_at)
    SELECT c.id, true, date_trunc('year', (${now}::timestamptz AT TIME ZONE 'Europe/Zagreb'))::date, ${now}
    FROM companies c
    ON CONFLICT (company_id) DO NOTHING`);
}
