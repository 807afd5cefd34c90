import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';
import { SIGNING_OCRA_SUITE } from '@poslovno/domain';
import { deriveDemoTokenSecret } from '../../apps/server/src/platform/auth/demo-devices';
import { computeSigningCode } from '../../apps/server/src/platform/auth/one-time-codes';
import { openDatabase } from '../../apps/server/src/platform/db/database';
import { findFreePort } from '../../apps/server/src/platform/net';
import {
  selectClockOffsetMs,
  updateClockOffsetMs,
} from '../../apps/server/src/core-bank/bank-clock/bank-clock.repository';
import { cloneTemplateDatabase } from '../../apps/server/test/test-cluster';
import { getServerNow } from './clock';
import { waitForStart } from './global-setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DAY_MS = 24 * 3_600_000;

/**
 * A bank of a file's own: the built server on a database cloned from the run's seeded template,
 * its clock standing where the shared servers' stands now. Moving the bank clock (npm run bank --
 * clock advance) ends every session and runs the passed days' jobs, and it never goes back: done
 * on the shared servers, it would hand every file after this one a Monday and a different bank.
 */
export interface TOwnBank {
  url: string;
  /** The bank's time now: its start, the real time since, and every advance. */
  now(): Date;
  /**
   * Moves the bank clock `days` ahead at once, as `npm run bank -- clock advance` moves its offset
   * (announced to the server, which hears it at once); the server's own jobs then do what came due,
   * as after a night. (The tool's day-by-day passes run the jobs in the calling process; that
   * stalled here on the execution date, see the report of the e2e.)
   */
  advanceDays(days: number): Promise<void>;
  /** What a demo token shows for the challenge at this bank's time. */
  signingCode(serial: string, challenge: string): string;
  stop(): Promise<void>;
}

export async function startOwnBank(): Promise<TOwnBank> {
  const database = await cloneTemplateDatabase(
    inject('e2ePgAdminUrl'),
    inject('e2eTemplateDatabase'),
  );
  const anchorMs = Date.now();
  const start = new Date(anchorMs + (getServerNow().getTime() - Date.now()));
  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DEMO_MODE: 'true',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    TEST_CLOCK_START: start.toISOString(),
    TEST_CLOCK_ANCHOR_MS: String(anchorMs),
    TEST_FAST_EXECUTION: 'true',
  };
  const port = await findFreePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForStart(server);
  } catch (error) {
    server.kill('SIGINT');
    await database.drop();
    throw error;
  }
  let advancedMs = 0;
  const now = () => new Date(start.getTime() + (Date.now() - anchorMs) + advancedMs);
  return {
    url: `http://127.0.0.1:${port}`,
    now,
    signingCode: (serial, challenge) =>
      computeSigningCode(deriveDemoTokenSecret(serial), SIGNING_OCRA_SUITE, challenge, now()),
    advanceDays: async (days) => {
      const opened = openDatabase(database.url, { maxConnections: 1 });
      try {
        const offsetMs = await selectClockOffsetMs(opened.db);
        await updateClockOffsetMs(opened.db, offsetMs + days * DAY_MS);
        advancedMs += days * DAY_MS;
      } finally {
        await opened.close();
      }
    },
    stop: async () => {
      await new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGINT');
      });
      await database.drop();
    },
  };
}
