import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import pg from 'pg';
import os from 'node:os';
import path from 'node:path';
import { createFixedClock } from '../src/platform/clock';
import { openDatabase } from '../src/platform/db/database';
import { startEmbeddedPostgres } from '../src/platform/db/embedded-postgres';
import { applyMigrations, ensureDatabase } from '../src/platform/db/migrate';
import { MIGRATIONS_DIR } from '../src/platform/paths';
import { seedDemoBank } from '../src/seed/demo-bank';

export const TEMPLATE_DATABASE = 'poslovno_template';
/** The instant the template's demo data was seeded at, and the test clocks start from. */
export const TEST_SEED_INSTANT = new Date('2026-11-20T08:00:00.000Z');

export interface TTestCluster {
  adminUrl: string;
  templateDatabase: string;
  stop(): Promise<void>;
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * One PostgreSQL server for a whole test run, under the OS temp folder, with a template database
 * that is migrated and seeded once; each test file clones it in milliseconds.
 */
export async function startTestCluster(): Promise<TTestCluster> {
  const dataDir = path.join(os.tmpdir(), `poslovno-test-${process.pid}-${Date.now()}`);
  const server = await startEmbeddedPostgres({ dataDir, isEphemeral: true });
  try {
    await ensureDatabase(server.adminUrl, TEMPLATE_DATABASE);
    const templateUrl = server.urlFor(TEMPLATE_DATABASE);
    await applyMigrations(templateUrl, MIGRATIONS_DIR);
    const database = openDatabase(templateUrl, { maxConnections: 1 });
    await seedDemoBank({
      db: database.db,
      clock: createFixedClock(TEST_SEED_INSTANT),
      passwordHashing: 'fast',
    });
    await database.close();
  } catch (error) {
    await server.stop();
    throw error;
  }
  return {
    adminUrl: server.adminUrl,
    templateDatabase: TEMPLATE_DATABASE,
    stop: async () => {
      await server.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A database of its own (a test file, an e2e run), cloned from the migrated and seeded template. */
export async function cloneTemplateDatabase(
  adminUrl: string,
  templateDatabase: string,
): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${randomUUID().replace(/-/g, '').slice(0, 20)}`;
  await withAdminClient(adminUrl, (client) =>
    client.query(
      `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(templateDatabase)}`,
    ),
  );
  return {
    url: databaseUrl(adminUrl, name),
    drop: async () => {
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}
