import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createFixedClock } from '../src/platform/clock';
import { loadConfig, type TConfig } from '../src/platform/config';
import { openDatabase, type TDatabase } from '../src/platform/db/database';
import { cloneTemplateDatabase, TEST_SEED_INSTANT } from './test-cluster';

export interface TTestContext {
  app: FastifyInstance;
  database: TDatabase;
  clock: ReturnType<typeof createFixedClock>;
  config: TConfig;
  /** Signs a demo person in to a company through the real demo sign-in and returns the bearer token. */
  signIn(personId: number, customerId: number): Promise<string>;
  close(): Promise<void>;
}

/** A database of its own for one test file. */
export function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, templateDatabase } = inject('testDatabase');
  return cloneTemplateDatabase(adminUrl, templateDatabase);
}

export async function createTestApp(env: Record<string, string> = {}): Promise<TTestContext> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    DEMO_MODE: 'true',
    ...env,
  });
  const database = openDatabase(testDatabase.url, { maxConnections: 4 });
  const clock = createFixedClock(new Date(TEST_SEED_INSTANT.getTime() + 60 * 60 * 1000));
  const app = await buildApp({ db: database.db, clock, config });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    signIn: async (personId, customerId) => {
      const response = await app.inject({
        method: 'POST',
        url: '/mw/api/v1/login/mock',
        payload: { personId, customerId },
      });
      if (response.statusCode !== 201)
        throw new Error(`demo sign-in failed: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    },
    close: async () => {
      await app.close();
      await database.close();
      await testDatabase.drop();
    },
  };
}
