import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

// Business dates stay 'YYYY-MM-DD' strings; a JS Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const ADMIN_SHUTDOWN = '57P01';

export type TDb = NodePgDatabase<typeof schema>;
export type TTx = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** A single statement may run on the pool directly; it is its own transaction. */
export type TExecutor = TDb | TTx;

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
  pool.on('error', (error: Error & { code?: string }) => {
    // An idle client lost its server; the pool replaces it on next use. A server shutting down
    // (57P01, as on Ctrl-C, which reaches the embedded PostgreSQL too) is expected, not news.
    if (error.code === ADMIN_SHUTDOWN) return;
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
    // One round trip: set_config('role', …, true) is SET LOCAL ROLE.
    await tx.execute(
      sql`SELECT set_config('role', 'poslovno_app', true), set_config('app.company_id', ${scope.companyId}, true), set_config('app.person_id', ${scope.personUuid}, true)`,
    );
    return work(tx);
  });
}

/** Work before a company is known (session lookup, demo sign-in, seeding), as the owner role. */
export async function withSystemTransaction<T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> {
  return db.transaction(work);
}

const statementDialect = new PgDialect();

/**
 * A hot statement as a named prepared statement of its connection: PostgreSQL parses and plans it
 * once per connection instead of on every call. The name must stand for exactly one text (the
 * caller puts the statement's shape, such as how many rows a VALUES list has, into the name).
 */
export async function executePrepared<T extends Record<string, unknown>>(
  tx: TTx,
  name: string,
  query: SQL,
): Promise<T[]> {
  const prepared = tx._.session.prepareQuery(
    statementDialect.sqlToQuery(query),
    undefined,
    name,
    false,
  );
  const result = (await prepared.execute()) as pg.QueryResult<T>;
  return result.rows;
}
