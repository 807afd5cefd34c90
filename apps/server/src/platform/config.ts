import { z } from 'zod';
import { API_VERSION_PATH, DEFAULT_API_PREFIX } from '@poslovno/contract';
import {
  BULK_MAX_TRANSACTIONS_DEFAULT,
  SESSION_IDLE_TIMEOUT_SECONDS,
  parseDecimalToMinor,
} from '@poslovno/domain';

const ZBooleanText = z.enum(['true', 'false']).transform((value) => value === 'true');

const ZEnv = z.object({
  NODE_ENV: z
    .enum(['development', 'test', 'production'], {
      error: 'must be development, test or production',
    })
    .default('development'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(1, 'must be 1..65535')
    .max(65535, 'must be 1..65535')
    .default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  API_PREFIX: z
    .string()
    .regex(
      /^(\/[a-z0-9-]+)*$/,
      'must be empty or start with "/" and use lowercase letters, digits and "-" (for example /mw)',
    )
    .default(DEFAULT_API_PREFIX),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DEMO_MODE: ZBooleanText.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int()
    .min(1)
    .max(200)
    .default(10),
  MAX_UPLOAD_FILES: z.coerce
    .number({ error: 'must be a number of files' })
    .int('must be a whole number')
    .min(1, 'must be 1..20')
    .max(20, 'must be 1..20')
    .default(1),
  BULK_MAX_TRANSACTIONS: z.coerce
    .number({ error: 'must be a number of payments' })
    .int('must be a whole number')
    .min(1, 'must be 1..1000000')
    .max(1_000_000, 'must be 1..1000000')
    .default(BULK_MAX_TRANSACTIONS_DEFAULT),
  ZIP_MAX_ENTRIES: z.coerce
    .number({ error: 'must be a number of entries' })
    .int('must be a whole number')
    .min(1, 'must be 1..65535')
    .max(65535, 'must be 1..65535')
    .default(1000),
  ZIP_MAX_UNCOMPRESSED_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .int('must be a whole number')
    .min(1, 'must be 1..4096')
    .max(4096, 'must be 1..4096')
    .default(200),
  ZIP_MAX_RATIO: z.coerce
    .number({ error: 'must be a compression ratio' })
    .int('must be a whole number')
    .min(2, 'must be 2..10000')
    .max(10000, 'must be 2..10000')
    .default(100),
  BODY_MIN_KB_PER_SECOND: z.coerce
    .number({ error: 'must be a number of kilobytes per second' })
    .positive('must be more than 0')
    .default(10),
  BODY_RATE_WINDOW_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be 1..3600')
    .max(3600, 'must be 1..3600')
    .default(30),
  BODY_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int('must be a whole number')
    .min(1, 'must be 1..86400')
    .max(86400, 'must be 1..86400')
    .default(600),
  FAVOURITES_LIMIT: z.coerce
    .number({ error: 'must be a number' })
    .int()
    .min(1)
    .max(1000)
    .default(50),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SESSION_IDLE_TIMEOUT_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(10, 'must be 10..3600')
    .max(3600, 'must be 10..3600')
    .default(SESSION_IDLE_TIMEOUT_SECONDS),
  HSTS: ZBooleanText.optional(),
  RUN_JOBS: ZBooleanText.optional(),
  TEST_CLOCK_START: z.iso.datetime({ error: 'must be an ISO 8601 instant' }).optional(),
  TEST_CLOCK_ANCHOR_MS: z.coerce
    .number({ error: 'must be milliseconds since 1970' })
    .int()
    .positive()
    .optional(),
  TEST_FAST_EXECUTION: ZBooleanText.optional(),
  BANK_PROCESSING_DELAY_S: z.coerce
    .number()
    .int('must be a whole number of seconds')
    .min(0, 'must be 0 or more')
    .max(3600, 'must be at most 3600')
    .optional(),
  INSTANT_PAYMENT_LIMIT_EUR: z
    .string()
    .regex(/^\d{1,12}(\.\d{1,2})?$/, 'must be an amount in euro, for example 50000.00')
    .default('50000.00'),
});

export interface TConfig {
  nodeEnv: 'development' | 'test' | 'production';
  port: number;
  host: string;
  /** `/mw/api/v1` by default: API_PREFIX then /api/v1. */
  apiBasePath: string;
  dataDir: string;
  databaseUrl: string | undefined;
  isDemoMode: boolean;
  /**
   * Demo mode's life on the accounts (payments arriving, card reservations) four times an hour of
   * real time: not under a test clock, where the tests own what happens to the accounts.
   */
  isDemoActivity: boolean;
  logLevel: string;
  /** The size limit of one uploaded file, and of a request body. */
  maxUploadMb: number;
  /** How many files one upload may carry unless its route says fewer (001 §5: one). */
  maxUploadFiles: number;
  /** A SEPA file with more payments is refused whole (issue 25, BULK_MAX_TRANSACTIONS). */
  bulkMaxTransactions: number;
  /**
   * What an uploaded archive may hold (platform/files/zip-reader.ts): entries, and unpacked bytes
   * in all, up to which any compression ratio passes; beyond them only maxCompressionRatio does.
   */
  zipLimits: { maxEntries: number; maxUncompressedBytes: number; maxCompressionRatio: number };
  /**
   * A request body is cut off (408) when less than `minBytesPerSecond` arrived over the last
   * `rateWindowMs`, or when it is not all in after `timeoutMs`: a slow client must not hold a
   * connection and its buffers for ever. The defaults let an upload of the default MAX_UPLOAD_MB
   * (10 MB) through at 1 Mbit/s, which takes about 85 s.
   */
  requestBodyDeadline: { minBytesPerSecond: number; rateWindowMs: number; timeoutMs: number };
  favouritesLimit: number;
  webDistDir: string | undefined;
  /** 000 §9: 5 minutes; shorter only in test configuration. */
  sessionIdleTimeoutSeconds: number;
  /** Strict-Transport-Security: on in production unless HSTS=false (behind a TLS proxy it must be). */
  isHstsEnabled: boolean;
  /** argon2id cost: the OWASP profile, or a cheap one for tests only. */
  passwordHashing: 'standard' | 'fast';
  /**
   * Whether this server process runs the jobs (the default) or only sends them (RUN_JOBS=false),
   * for scale-out: web processes answer requests, `node apps/server/dist/worker.js` runs the jobs.
   */
  isRunningJobs: boolean;
  /**
   * The default per-transaction limit of instant payments, in euro cents, until the instant-limits
   * work lets each client set its own (001 §2 instant payment limits).
   */
  instantPaymentLimitMinor: bigint;
  /**
   * Tests only (NODE_ENV=test): business time is `at` at the real instant `realAnchorMs` (by
   * default the process's start), so several processes share one clock, and runs on; and the
   * simulated outside world (clearing answers, fraud reviews) answers within a second.
   */
  testClockStart: { at: Date; realAnchorMs: number | undefined } | undefined;
  isFastExecution: boolean;
  /**
   * How long the bank's back office takes to decide an authorised order (consents, limits,
   * reactivations, confirmations): BANK_PROCESSING_DELAY_S, 20 s by default, 0 under NODE_ENV=test.
   */
  bankProcessingDelayMs: number;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and checks the environment; every bad value is named with what it must be. */
export function loadConfig(env: Record<string, string | undefined>): TConfig {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const given = env[name];
      return `  ${name}: ${issue.message}${given === undefined ? '' : ` (got ${JSON.stringify(given)})`}`;
    });
    throw new ConfigError(`Configuration error:\n${lines.join('\n')}`);
  }
  const values = parsed.data;
  const isProduction = values.NODE_ENV === 'production';
  if (isProduction && !values.DATABASE_URL) {
    throw new ConfigError(
      'Configuration error:\n  DATABASE_URL: required when NODE_ENV=production (the embedded database has no backups or failover)',
    );
  }
  if (
    values.NODE_ENV !== 'test' &&
    (values.TEST_CLOCK_START !== undefined ||
      values.TEST_CLOCK_ANCHOR_MS !== undefined ||
      values.TEST_FAST_EXECUTION !== undefined)
  ) {
    throw new ConfigError(
      'Configuration error:\n  TEST_CLOCK_START, TEST_FAST_EXECUTION: only with NODE_ENV=test',
    );
  }
  if (isProduction && values.DEMO_MODE === true) {
    throw new ConfigError(
      'Configuration error:\n  DEMO_MODE: demo mode is refused when NODE_ENV=production',
    );
  }
  const isDemoMode = values.DEMO_MODE ?? (!isProduction && !values.DATABASE_URL);
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    apiBasePath: `${values.API_PREFIX}${API_VERSION_PATH}`,
    dataDir: values.DATA_DIR,
    databaseUrl: values.DATABASE_URL,
    isDemoMode,
    isDemoActivity: isDemoMode && values.TEST_CLOCK_START === undefined,
    logLevel: values.LOG_LEVEL,
    maxUploadMb: values.MAX_UPLOAD_MB,
    maxUploadFiles: values.MAX_UPLOAD_FILES,
    bulkMaxTransactions: values.BULK_MAX_TRANSACTIONS,
    zipLimits: {
      maxEntries: values.ZIP_MAX_ENTRIES,
      maxUncompressedBytes: values.ZIP_MAX_UNCOMPRESSED_MB * 1024 * 1024,
      maxCompressionRatio: values.ZIP_MAX_RATIO,
    },
    requestBodyDeadline: {
      minBytesPerSecond: values.BODY_MIN_KB_PER_SECOND * 1024,
      rateWindowMs: values.BODY_RATE_WINDOW_SECONDS * 1000,
      timeoutMs: values.BODY_TIMEOUT_SECONDS * 1000,
    },
    favouritesLimit: values.FAVOURITES_LIMIT,
    webDistDir: values.WEB_DIST_DIR,
    sessionIdleTimeoutSeconds: values.SESSION_IDLE_TIMEOUT_SECONDS,
    isHstsEnabled: values.HSTS ?? isProduction,
    passwordHashing: values.NODE_ENV === 'test' ? 'fast' : 'standard',
    isRunningJobs: values.RUN_JOBS ?? true,
    instantPaymentLimitMinor: parseDecimalToMinor(values.INSTANT_PAYMENT_LIMIT_EUR, 'EUR') ?? 0n,
    testClockStart:
      values.TEST_CLOCK_START === undefined
        ? undefined
        : { at: new Date(values.TEST_CLOCK_START), realAnchorMs: values.TEST_CLOCK_ANCHOR_MS },
    isFastExecution: values.TEST_FAST_EXECUTION ?? false,
    bankProcessingDelayMs:
      (values.BANK_PROCESSING_DELAY_S ?? (values.NODE_ENV === 'test' ? 0 : 20)) * 1000,
  };
}
