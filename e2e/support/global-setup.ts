import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../../apps/server/src/platform/net';
import { cloneTemplateDatabase, startTestCluster } from '../../apps/server/test/test-cluster';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBaseUrl: string;
    /** A second server process on the same database whose sessions end after 20 idle seconds. */
    e2eShortIdleBaseUrl: string;
    /** The servers' business time minus real time (their clock runs from E2E_CLOCK_START). */
    e2eClockOffsetMs: number;
    /** The servers' database, for what the bank's operator does (npm run bank). */
    e2eDatabaseUrl: string;
    /**
     * The PostgreSQL cluster's admin URL and the seeded template: a file whose bank must live days
     * ahead (support/own-bank.ts) clones a database of its own and starts its own server on it.
     */
    e2ePgAdminUrl: string;
    e2eTemplateDatabase: string;
  }
}

/**
 * The servers' business time starts here and runs on (TEST_CLOCK_START): a Friday morning before
 * the cut-off, the hour after the test database's seed, so what the tests do with dates, cut-offs
 * and the engine does not depend on when the suite runs.
 */
const E2E_CLOCK_START = '2026-11-20T09:00:00.000Z';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function waitForStart(child: ChildProcess): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('the server did not start within 60 s')),
      60_000,
    );
    const lines = readline.createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (line.includes('Poslovno is running at')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it started`));
    });
  });
}

/**
 * The built app (apps/web/dist served by apps/server/dist/main.js) on a database cloned from the
 * run's template, exactly as `npm start` runs it but with an external DATABASE_URL.
 */
export default async function setup(project: TestProject) {
  const serverEntry = path.join(root, 'apps/server/dist/main.js');
  if (!existsSync(serverEntry) || !existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error(
      'The app is not built: run "npm run build" before the e2e tier (npm test does).',
    );
  }
  let adminUrl = process.env['POSLOVNO_TEST_PG_ADMIN_URL'];
  let templateDatabase = process.env['POSLOVNO_TEST_TEMPLATE_DB'];
  let stopCluster: (() => Promise<void>) | undefined;
  if (!adminUrl || !templateDatabase) {
    const cluster = await startTestCluster();
    adminUrl = cluster.adminUrl;
    templateDatabase = cluster.templateDatabase;
    stopCluster = () => cluster.stop();
  }
  const database = await cloneTemplateDatabase(adminUrl, templateDatabase);
  const clockAnchorMs = Date.now();
  const startServer = async (env: Record<string, string>) => {
    const port = await findFreePort();
    const server = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        DEMO_MODE: 'true',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        TEST_CLOCK_START: E2E_CLOCK_START,
        TEST_CLOCK_ANCHOR_MS: String(clockAnchorMs),
        TEST_FAST_EXECUTION: 'true',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    await waitForStart(server);
    const stop = () =>
      new Promise<void>((resolve) => {
        server.once('exit', () => resolve());
        server.kill('SIGINT');
      });
    return { url: `http://127.0.0.1:${port}`, stop };
  };
  project.provide('e2eClockOffsetMs', Date.parse(E2E_CLOCK_START) - clockAnchorMs);
  project.provide('e2eDatabaseUrl', database.url);
  project.provide('e2ePgAdminUrl', adminUrl);
  project.provide('e2eTemplateDatabase', templateDatabase);
  const main = await startServer({});
  const shortIdle = await startServer({ SESSION_IDLE_TIMEOUT_SECONDS: '20' });
  project.provide('e2eBaseUrl', main.url);
  project.provide('e2eShortIdleBaseUrl', shortIdle.url);
  return async () => {
    await Promise.all([main.stop(), shortIdle.stop()]);
    await database.drop();
    await stopCluster?.();
  };
}
