import { afterAll, describe, expect, it } from 'vitest';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  EmbeddedDatabaseError,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from './embedded-postgres';

const dataDirs: string[] = [];
afterAll(async () => {
  for (const dir of dataDirs) await rm(dir, { recursive: true, force: true });
});

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
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'poslovno-embedded-'));
    dataDirs.push(dataDir);
    await chmod(dataDir, 0o755);
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
});
