import { sql } from 'drizzle-orm';
import {
  assert,
  isSpecialThirdGroup,
  type TReferenceData,
  type TSpecialThirdGroup,
} from '@poslovno/domain';
import type { TExecutor } from '../../platform/db/database';

/**
 * The special revenue types and district codes of migrations/0017_special_revenue_types.sql, as
 * the reference rules take them. They change only with a migration, and migrations run before a
 * process serves: so a process reads them once and keeps them (every payment validation asks),
 * as it keeps the codebooks.
 */
let referenceData: TReferenceData | undefined;

export async function loadReferenceData(executor: TExecutor): Promise<TReferenceData> {
  if (referenceData) return referenceData;
  const result = await executor.execute<{ model: string | null; code: string; kind: string }>(sql`
    SELECT model, revenue_type AS code, third_group AS kind FROM special_revenue_types
    UNION ALL SELECT NULL, code, 'DISTRICT' FROM district_codes`);
  const specialRevenueTypes: Record<string, Record<string, TSpecialThirdGroup>> = {};
  const districtCodes = new Set<string>();
  for (const { model, code, kind } of result.rows) {
    if (model === null) {
      districtCodes.add(code);
      continue;
    }
    assert(isSpecialThirdGroup(kind), `special_revenue_types holds an unknown kind: ${kind}`);
    (specialRevenueTypes[model] ??= {})[code] = kind;
  }
  referenceData = { specialRevenueTypes, districtCodes };
  return referenceData;
}
