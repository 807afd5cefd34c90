import { afterAll, describe, expect, it } from 'vitest';
import { access, chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  bundleServerEntry,
  runBundledProcess,
  waitForServerStart,
  type TProcessRun,
} from '../../../test/server-process';
import { findFreePort } from '../net';
import {
  EmbeddedDatabaseError,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from './embedded-postgres';

const dataDirs: string[] = [];
const processes: TProcessRun[] = [];
const bundles: { remove(): Promise<void> }[] = [];
afterAll(async () => {
  // A failed run must not leave a server or its PostgreSQL behind on the CI machine.
  for (const run of processes) run.child.kill('SIGKILL');
  for (const dir of dataDirs) {
    const postmasterPid = await readPostmasterPid(dir);
    if (postmasterPid !== undefined && isAlive(postmasterPid))
      process.kill(postmasterPid, 'SIGINT');
  }
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
  for (const bundle of bundles) await bundle.remove();
});

async function readPostmasterPid(dataDir: string): Promise<number | undefined> {
  const content = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(
    () => undefined,
  );
  return content === undefined ? undefined : Number(content.split('\n')[0]);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function isPresent(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  );
}

async function makeTempDir(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poslovno-embedded-'));
  dataDirs.push(dataDir);
  // mkdtemp makes it private; run as root, PostgreSQL runs as "postgres" and must enter it.
  await chmod(dataDir, 0o755);
  return dataDir;
}

async function countRows(server: TEmbeddedPostgres): Promise<number> {
  const client = new pg.Client({ connectionString: server.adminUrl });
  await client.connect();
  try {
    await client.query('CREATE TABLE IF NOT EXISTS marks (id int)');
    await client.query('INSERT INTO marks VALUES (1)');
    const result = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM marks');
    return result.rows[0]?.n ?? 0;
  } finally {
    await client.end();
  }
}

describe('the embedded PostgreSQL', () => {
  it('names the folder the postgres user cannot enter', async () => {
    const locked = await mkdtemp(path.join(os.tmpdir(), 'poslovno-locked-'));
    dataDirs.push(locked);
    const isRoot = process.getuid?.() === 0;
    const attempt = startEmbeddedPostgres({
      dataDir: path.join(locked, 'data'),
      isEphemeral: true,
    });
    if (isRoot) await expect(attempt).rejects.toThrow(`cannot enter ${locked}`);
    else await (await attempt).stop();
  });

  it('refuses a second instance on the same data folder, and a restart keeps the data', async () => {
    const dataDir = await makeTempDir();
    const first = await startEmbeddedPostgres({ dataDir, isEphemeral: true });
    try {
      expect(await countRows(first)).toBe(1);
      const second = startEmbeddedPostgres({ dataDir, isEphemeral: true });
      await expect(second).rejects.toBeInstanceOf(EmbeddedDatabaseError);
      await expect(second).rejects.toThrow(
        /Another Poslovno instance is using the data folder .* Stop that instance first/,
      );
    } finally {
      await first.stop();
    }
    const restarted = await startEmbeddedPostgres({ dataDir, isEphemeral: true });
    try {
      expect(await countRows(restarted)).toBe(2);
    } finally {
      await restarted.stop();
    }
  });

  it('after the server is killed with SIGKILL, the next start stops the PostgreSQL it left and serves again', async () => {
    const dataDir = await makeTempDir();
    const webDir = await makeTempDir();
    await writeFile(path.join(webDir, 'index.html'), '<!doctype html><html><head></head></html>');
    const bundle = await bundleServerEntry('src/main.ts');
    bundles.push(bundle);
    const port = await findFreePort();
    // An answer written to the database: the server and its PostgreSQL both serve.
    const storeClientLog = async () =>
      (
        await fetch(`http://127.0.0.1:${port}/mw/api/v1/client-logs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ severity: 'INFO', name: 'recovery-test', details: [] }),
        })
      ).status;
    const start = () => {
      const run = runBundledProcess(bundle.file, {
        NODE_ENV: 'test',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        // The demo bank's seed and its jobs have nothing to do with the recovery.
        DEMO_MODE: 'false',
        RUN_JOBS: 'false',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: webDir,
      });
      processes.push(run);
      return run;
    };

    const killed = start();
    await waitForServerStart(killed);
    expect(killed.lines).toContainEqual(expect.stringMatching(/^Applied migrations: /));
    expect(await storeClientLog()).toBe(204);
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toEqual({ code: null, signal: 'SIGKILL' });
    const leftPostmaster = await readPostmasterPid(dataDir);
    expect(
      leftPostmaster !== undefined && isAlive(leftPostmaster),
      'PostgreSQL outlives its server',
    ).toBe(true);

    const restarted = start();
    await waitForServerStart(restarted);
    expect(restarted.lines).toContainEqual(
      expect.stringMatching(`Stopping the PostgreSQL \\(process ${leftPostmaster}\\) left running`),
    );
    // The data is kept: the migrations are all there already.
    expect(restarted.lines).not.toContainEqual(expect.stringMatching(/^Applied migrations: /));
    expect(await storeClientLog()).toBe(204);

    const refused = start();
    expect((await refused.exited).code).toBe(1);
    expect(refused.readStderr()).toMatch(
      `Another Poslovno instance is using the data folder ${dataDir} (its server runs as process ${restarted.child.pid})`,
    );
    expect(await storeClientLog()).toBe(204);

    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toEqual({ code: 0, signal: null });
    expect(await isPresent(path.join(dataDir, 'server.pid'))).toBe(false);
    expect(await isPresent(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 120_000);
});
