import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { createFixedClock } from '../src/platform/clock';
import { loadConfig, type TConfig } from '../src/platform/config';
import { openDatabase, type TDatabase } from '../src/platform/db/database';
import type { TDeps } from '../src/platform/http';
import { startJobRunner, type TJobRunner, type TJobSender } from '../src/platform/jobs/job-runner';
import { cloneTemplateDatabase, TEST_SEED_INSTANT } from './test-cluster';

export interface TTestContext {
  app: FastifyInstance;
  database: TDatabase;
  clock: ReturnType<typeof createFixedClock>;
  config: TConfig;
  /** What the app was built with: a second app on the same database takes the same. */
  deps: TDeps;
  /** Signs a demo person in to a company through the real demo sign-in and returns the bearer token. */
  signIn(personId: number, customerId: number): Promise<string>;
  close(): Promise<void>;
}

/** A database of its own for one test file. */
export function createTestDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const { adminUrl, templateDatabase } = inject('testDatabase');
  return cloneTemplateDatabase(adminUrl, templateDatabase);
}

/**
 * The job sender of an app whose tests send no job: a test that reaches one (an authorised
 * payment handed to the core) must ask createTestApp for a job runner.
 */
const NO_JOBS: TJobSender = {
  sendInTransaction: () => Promise.reject(new Error('this test app runs no jobs: pass { jobs }')),
  send: () => Promise.reject(new Error('this test app runs no jobs: pass { jobs }')),
  wake: () => undefined,
};

export interface TTestAppOptions {
  /**
   * A pg-boss runner on the test's database: 'queued' sends jobs and leaves them (a test drives
   * the steps), 'working' runs them as the server does.
   */
  jobs?: 'queued' | 'working';
  /** Registers the queues and handlers of the runner (the server's registerJobs). */
  registerJobs?: (runner: TJobRunner, deps: TDeps) => Promise<void>;
  /** Routes of the test's own under the API base, beside the app's (a platform part's test route). */
  registerTestRoutes?: (api: FastifyInstance, deps: TDeps) => void;
}

export async function createTestApp(
  env: Record<string, string> = {},
  options: TTestAppOptions = {},
): Promise<TTestContext> {
  const testDatabase = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: testDatabase.url,
    DEMO_MODE: 'true',
    ...env,
  });
  const database = openDatabase(testDatabase.url, { maxConnections: 4 });
  const clock = createFixedClock(new Date(TEST_SEED_INSTANT.getTime() + 60 * 60 * 1000));
  const runner =
    options.jobs === undefined
      ? undefined
      : await startJobRunner({
          connectionString: testDatabase.url,
          isWorking: options.jobs === 'working',
          pollingIntervalSeconds: 0.5,
          onError: (error) => process.emitWarning(`pg-boss: ${error.message}`),
        });
  const deps: TDeps = { db: database.db, clock, config, jobs: runner ?? NO_JOBS };
  if (runner && options.registerJobs) await options.registerJobs(runner, deps);
  const app = await buildApp(deps);
  const { registerTestRoutes } = options;
  if (registerTestRoutes)
    await app.register(
      (api, _options, done) => {
        registerTestRoutes(api, deps);
        done();
      },
      { prefix: config.apiBasePath },
    );
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    deps,
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
      await runner?.stop();
      await database.close();
      await testDatabase.drop();
    },
  };
}
