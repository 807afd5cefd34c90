import pg from 'pg';
import { assert } from '@poslovno/domain';
import {
  drizzle,
  NodePgSession,
  NodePgTransaction,
  type NodePgDatabase,
} from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';

// Business dates stay 'YYYY-MM-DD' strings; a JS Date would shift them by the time zone.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const ADMIN_SHUTDOWN = '57P01';

export type TDb = NodePgDatabase & { $client: pg.Pool };
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
  // No schema: the relational query API is not used, and with it every transaction would build a
  // query builder per table.
  const db = drizzle(pool);
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
  return runTransaction(db, work, beginCompanyScope(scope));
}

/**
 * A read-only snapshot of the company's data (REPEATABLE READ): every statement of `work` sees the
 * same moment, so a long document's totals and the rows streamed after them agree even while the
 * bank decides orders meanwhile. Read-only, so it never fails to serialise.
 */
export async function withCompanySnapshot<T>(
  db: TDb,
  scope: TCompanyScope,
  work: (tx: TTx) => Promise<T>,
): Promise<T> {
  return runTransaction(
    db,
    work,
    beginCompanyScope(scope, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY'),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * BEGIN and the scope in one round trip: a simple-protocol query takes several statements but no
 * parameters, so the ids go in as literals, checked to be UUIDs (they come from the session row)
 * and quoted by the driver. set_config(…, true) is SET LOCAL: the role and the settings end with
 * the transaction, so a pooled connection never carries one company's scope into another's work.
 */
function beginCompanyScope(scope: TCompanyScope, begin = 'BEGIN'): string {
  assert(
    UUID.test(scope.companyId) && UUID.test(scope.personUuid),
    'a company scope is a company and a person UUID',
  );
  return `${begin}; SELECT set_config('role', 'poslovno_app', true), set_config('app.company_id', ${pg.escapeLiteral(scope.companyId)}, true), set_config('app.person_id', ${pg.escapeLiteral(scope.personUuid)}, true)`;
}

/** The role in force, and the owner's from here on, in one round trip (the role read first). */
const leaveForBankRole: TPreparedStatement = {
  name: 'database_leave_for_bank_role',
  text: `WITH previous AS MATERIALIZED (SELECT current_setting('role') AS role)
    SELECT role, set_config('role', 'none', true) FROM previous`,
};

const returnToRole: TPreparedStatement = {
  name: 'database_return_to_role',
  text: `SELECT set_config('role', $1, true)`,
};

/**
 * Work of the bank's own systems (the core bank) inside a client's transaction, as the owner role:
 * an authorised order and its hand-off to the core commit together. The client's role comes back
 * after the work; a failure rolls the whole transaction back, role and all.
 */
export async function withBankRole<T>(tx: TTx, work: () => Promise<T>): Promise<T> {
  const [previous] = await executePrepared<{ role: string }>(tx, leaveForBankRole, []);
  assert(previous !== undefined, 'a transaction has a role setting');
  const value = await work();
  await executePrepared(tx, returnToRole, [previous.role]);
  return value;
}

/** Work before a company is known (session lookup, demo sign-in, seeding), as the owner role. */
export async function withSystemTransaction<T>(db: TDb, work: (tx: TTx) => Promise<T>): Promise<T> {
  return runTransaction(db, work);
}

const dialect = new PgDialect();
/** Each pooled connection's transaction object, made on its first transaction and kept. */
const transactionOfConnection = new WeakMap<pg.PoolClient, TTx>();

function readTransactionOf(connection: pg.PoolClient): TTx {
  let tx = transactionOfConnection.get(connection);
  if (!tx) {
    tx = new NodePgTransaction(
      dialect,
      new NodePgSession(connection, dialect, undefined),
      undefined,
    );
    transactionOfConnection.set(connection, tx);
  }
  return tx;
}

/**
 * One transaction on a pooled connection, as drizzle's `db.transaction` runs it, without its cost
 * per call (a new session and transaction object, BEGIN and COMMIT built and traced as queries:
 * a tenth of the ledger's time per transfer). `begin` opens it (BEGIN, or BEGIN and the settings
 * of a scope). A connection whose ROLLBACK fails is broken: it leaves the pool instead of serving
 * the next transaction, and the work's own error is reported.
 */
async function runTransaction<T>(
  db: TDb,
  work: (tx: TTx) => Promise<T>,
  begin = 'BEGIN',
): Promise<T> {
  const connection = await db.$client.connect();
  let isBroken = false;
  try {
    await connection.query(begin);
    const result = await work(readTransactionOf(connection));
    await connection.query('COMMIT');
    return result;
  } catch (error) {
    await connection.query('ROLLBACK').catch(() => {
      isBroken = true;
    });
    throw error;
  } finally {
    connection.release(isBroken);
  }
}

/** A hot statement: one fixed text with numbered parameters, and the name it is prepared under. */
export interface TPreparedStatement {
  name: string;
  text: string;
}

/** The connection a transaction runs on (drizzle's node-postgres session keeps it as `client`). */
function readConnection(tx: TTx): pg.ClientBase {
  const { client } = tx._.session as unknown as { client?: unknown };
  assert(client instanceof pg.Client, 'a node-postgres transaction runs on one pooled client');
  return client;
}

function isPoolDatabase(executor: TExecutor): executor is TDb {
  return '$client' in executor && executor.$client instanceof pg.Pool;
}

/** The driver's query of a prepared statement with these values. */
function preparedQuery(statement: TPreparedStatement, values: readonly unknown[]) {
  return { name: statement.name, text: statement.text, values: [...values] };
}

/** Where a statement of the executor's goes: the pool (a transaction of its own), or its client. */
function queryableOf(executor: TExecutor): pg.Pool | pg.ClientBase {
  return isPoolDatabase(executor) ? executor.$client : readConnection(executor);
}

/**
 * A hot statement as a named prepared statement of its connection: PostgreSQL parses and plans it
 * once per connection instead of on every call, and the call goes to the driver directly (no query
 * building, no result mapping: the ledger's round trips spent more time in those than in
 * PostgreSQL). Given a transaction, it runs in it; given the database, on any pooled connection
 * as a transaction of its own. The caller keeps one text per name (a statement for n rows is a
 * statement of its own, with its own name).
 */
export async function executePrepared<T extends Record<string, unknown>>(
  executor: TExecutor,
  statement: TPreparedStatement,
  values: readonly unknown[],
): Promise<T[]> {
  return (await queryableOf(executor).query<T>(preparedQuery(statement, values))).rows;
}

/** The same, each row an array of its columns in the statement's order (no object per row). */
export async function executePreparedArrays<T extends unknown[]>(
  executor: TExecutor,
  statement: TPreparedStatement,
  values: readonly unknown[],
): Promise<T[]> {
  const query = { ...preparedQuery(statement, values), rowMode: 'array' as const };
  return (await queryableOf(executor).query<T>(query)).rows;
}
