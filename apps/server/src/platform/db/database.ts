import pg from 'pg';
import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

// Business dates stay 'YYYY-MM-DD' strings; a JS Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type TDb = NodePgDatabase<typeof schema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];

export interface TDatabase {
  db: TDb;
  pool: pg.Pool;
  close(): Promise<void>;
}

export function openDatabase(
  connectionString: string,
  options: { maxConnections?: number } = {},
): TDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: options.maxConnections ?? 10,
    application_name: 'poslovno',
  });
  pool.on('error', (error) => {
    // An idle client lost its server (restart, network): the pool replaces it on next use.
    process.emitWarning(`PostgreSQL pool: ${error.message}`);
  });
  const db = drizzle(pool, { schema });
  return { db, pool, close: () => pool.end() };
}

export interface TCompanyScope {
  companyId: string;
  personUuid: string;
}

/**
 * Client data is read and written only here: one transaction as the row-level-security role,
 * scoped to the signed-in company and person. Repositories filter by company too; the policies
 * make a forgotten filter return nothing instead of another company's rows.
 */
export async function withCompanyScope<T>(
  db: TDb,
  scope: TCompanyScope,
  work: (tx: TTx) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL ROLE poslovno_app`);
    await tx.execute(
      sql`SELECT set_config('app.company_id', ${scope.companyId}, true), set_config('app.person_id', ${scope.personUuid}, true)`,
    );
    return work(tx);
  });
}

/** Work before a company is known (session lookup, demo sign-in, seeding), as the owner role. */
export async function withSystemTransaction<T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
