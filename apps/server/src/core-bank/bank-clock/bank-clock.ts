import pg from 'pg';
import { createShiftedClock, systemClock, type TClock } from '../../platform/clock';
import type { TConfig } from '../../platform/config';
import type { TDb } from '../../platform/db/database';
import { BANK_CLOCK_CHANNEL, selectClockOffsetMs } from './bank-clock.repository';

/**
 * The bank's clock in demo mode: the process's own clock (the system's, or the end-to-end tests'
 * shifted one) plus the offset the operator moved it by (npm run bank -- clock advance), which
 * lives in the database so that every server and worker process tells the same time. now() stays
 * synchronous and costs no query: the offset is read at start, taken from each NOTIFY of a move
 * on a connection of its own, and read again every minute in case a notification was lost (the
 * connection broke; it is opened again then). The offset only grows, here as in the database: a
 * late or repeated read never takes the clock back.
 */
export interface TBankClock extends TClock {
  readOffsetMs(): number;
  /** Reads the database's offset now (the safety net's work; tests call it too). */
  refresh(): Promise<void>;
  stop(): Promise<void>;
}

export interface TBankClockOptions {
  connectionString: string;
  db: TDb;
  base: TClock;
  onError: (error: Error) => void;
  refreshIntervalMs?: number;
}

export const BANK_CLOCK_REFRESH_MS = 60_000;
const ADMIN_SHUTDOWN = '57P01';

/** The clock of a process before any offset: the system's, or the e2e tests' shifted clock. */
export function createBaseClock(config: Pick<TConfig, 'testClockStart'>): TClock {
  return config.testClockStart ? createShiftedClock(config.testClockStart) : systemClock;
}

/** Demo mode only; production refuses demo mode, and the offset is never applied there. */
export function isBankClockMovable(config: Pick<TConfig, 'isDemoMode' | 'nodeEnv'>): boolean {
  return config.isDemoMode && config.nodeEnv !== 'production';
}

export async function startBankClock(options: TBankClockOptions): Promise<TBankClock> {
  let offsetMs = 0;
  let listener: pg.Client | undefined;
  let isConnecting = false;
  let isStopped = false;
  const apply = (value: number) => {
    if (Number.isSafeInteger(value) && value > offsetMs) offsetMs = value;
  };
  const refresh = async () => apply(await selectClockOffsetMs(options.db));
  const report = (error: unknown) =>
    options.onError(error instanceof Error ? error : new Error(String(error)));

  const listen = async () => {
    const client = new pg.Client({
      connectionString: options.connectionString,
      application_name: 'poslovno-clock',
    });
    client.on('notification', (message) => {
      if (message.channel !== BANK_CLOCK_CHANNEL) return;
      const value = Number(message.payload);
      if (Number.isSafeInteger(value)) apply(value);
      else void refresh().catch(report);
    });
    client.on('error', (error: Error & { code?: string }) => {
      // A broken connection: the next refresh reads the offset and opens another. A server
      // shutting down (57P01, as on Ctrl-C) is expected, not news.
      if (listener === client) listener = undefined;
      if (!isStopped && error.code !== ADMIN_SHUTDOWN) options.onError(error);
    });
    client.on('end', () => {
      if (listener === client) listener = undefined;
    });
    await client.connect();
    try {
      await client.query(`LISTEN ${BANK_CLOCK_CHANNEL}`);
    } catch (error) {
      await client.end();
      throw error;
    }
    if (isStopped) {
      await client.end();
      return;
    }
    listener = client;
    // Read after LISTEN, so a move between the two is not missed.
    await refresh();
  };

  const keepCurrent = async () => {
    await refresh().catch(report);
    if (listener !== undefined || isConnecting || isStopped) return;
    isConnecting = true;
    try {
      await listen();
    } catch (error) {
      report(error);
    } finally {
      isConnecting = false;
    }
  };

  await listen();
  const timer = setInterval(
    () => void keepCurrent(),
    options.refreshIntervalMs ?? BANK_CLOCK_REFRESH_MS,
  );
  timer.unref();
  return {
    now: () => new Date(options.base.now().getTime() + offsetMs),
    readOffsetMs: () => offsetMs,
    refresh,
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      const client = listener;
      listener = undefined;
      await client?.end();
    },
  };
}

/**
 * The clock of a server or worker process: in demo mode the bank clock, else the base clock as it
 * is (production never applies an offset). `stop` before the database closes.
 */
export async function startProcessClock(
  config: Pick<TConfig, 'isDemoMode' | 'nodeEnv' | 'testClockStart'>,
  database: { connectionString: string; db: TDb; onError: (error: Error) => void },
): Promise<{ clock: TClock; stop(): Promise<void> }> {
  const base = createBaseClock(config);
  if (!isBankClockMovable(config)) return { clock: base, stop: () => Promise.resolve() };
  const clock = await startBankClock({ ...database, base });
  return { clock, stop: () => clock.stop() };
}
