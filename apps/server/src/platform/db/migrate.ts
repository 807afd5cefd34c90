import pg from 'pg';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

const MIGRATION_LOCK_KEY = 7_412_905_331;

/**
 * Applies migrations/*.sql in name order, each once and in its own transaction. An advisory lock
 * lets several server processes start together against one database.
 */
export async function applyMigrations(
  connectionString: string,
  migrationsDir: string,
): Promise<string[]> {
  const client = new pg.Client({ connectionString, application_name: 'poslovno-migrate' });
  await client.connect();
  const applied: string[] = [];
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await client.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
    const done = new Set(
      (await client.query<{ version: string }>('SELECT version FROM schema_migrations')).rows.map(
        (r) => r.version,
      ),
    );
    const files = (await readdir(migrationsDir)).filter((name) => name.endsWith('.sql')).sort();
    for (const file of files) {
      const version = file.replace(/\.sql$/, '');
      if (done.has(version)) continue;
      const text = await readFile(path.join(migrationsDir, file), 'utf8');
      await client.query('BEGIN');
      try {
        await client.query(text);
        await client.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
      applied.push(version);
    }
  } finally {
    await client
      .query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
      .catch(() => undefined);
    await client.end();
  }
  return applied;
}

/** Creates the database when missing (CREATE DATABASE cannot run inside a transaction). */
export async function ensureDatabase(
  adminUrl: string,
  name: string,
  template?: string,
): Promise<boolean> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (exists.rowCount) return false;
    const escaped = client.escapeIdentifier(name);
    await client.query(
      template
        ? `CREATE DATABASE ${escaped} TEMPLATE ${client.escapeIdentifier(template)}`
        : `CREATE DATABASE ${escaped}`,
    );
    return true;
  } finally {
    await client.end();
  }
}
