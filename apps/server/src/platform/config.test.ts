import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the demo bank on port 8080 under /mw/api/v1 with the embedded database', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      apiBasePath: '/mw/api/v1',
      dataDir: './data',
      isDemoMode: true,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('moves the API prefix and may drop it', () => {
    expect(loadConfig({ API_PREFIX: '/bank' }).apiBasePath).toBe('/bank/api/v1');
    expect(loadConfig({ API_PREFIX: '' }).apiBasePath).toBe('/api/v1');
  });

  it('names every bad value with what it must be', () => {
    expect(() => loadConfig({ PORT: 'eighty', API_PREFIX: 'mw', DEMO_MODE: 'yes' })).toThrow(
      ConfigError,
    );
    try {
      loadConfig({ PORT: 'eighty', API_PREFIX: 'mw', DEMO_MODE: 'yes' });
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain('PORT: must be a port number (got "eighty")');
      expect(message).toContain('API_PREFIX: must be empty or start with "/"');
      expect(message).toContain('DEMO_MODE:');
    }
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT: must be 1..65535/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres/,
    );
  });

  it('requires an external database and refuses demo mode in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /DATABASE_URL: required when NODE_ENV=production/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank', DEMO_MODE: 'true' }),
    ).toThrow(/demo mode is refused/);
    expect(
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/bank' }).isDemoMode,
    ).toBe(false);
  });

  it('turns demo mode off by default with an external database, on when asked outside production', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).isDemoMode).toBe(false);
    expect(
      loadConfig({ DATABASE_URL: 'postgres://localhost/x', DEMO_MODE: 'true' }).isDemoMode,
    ).toBe(true);
  });

  it('takes the test clock and the fast engine only in test mode', () => {
    expect(() => loadConfig({ TEST_CLOCK_START: '2026-11-20T09:00:00.000Z' })).toThrow(
      /only with NODE_ENV=test/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', TEST_FAST_EXECUTION: 'true' })).toThrow(
      /only with NODE_ENV=test/,
    );
    const config = loadConfig({
      NODE_ENV: 'test',
      TEST_CLOCK_START: '2026-11-20T09:00:00.000Z',
      TEST_CLOCK_ANCHOR_MS: '1764000000000',
      TEST_FAST_EXECUTION: 'true',
    });
    expect(config.testClockStart).toEqual({
      at: new Date('2026-11-20T09:00:00.000Z'),
      realAnchorMs: 1_764_000_000_000,
    });
    expect(config.isFastExecution).toBe(true);
  });

  it('runs the demo activity in demo mode, but not under a test clock, where the tests own the accounts', () => {
    expect(loadConfig({}).isDemoActivity).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/x' }).isDemoActivity).toBe(false);
    expect(
      loadConfig({
        NODE_ENV: 'test',
        DEMO_MODE: 'true',
        TEST_CLOCK_START: '2026-11-20T09:00:00.000Z',
      }).isDemoActivity,
    ).toBe(false);
  });

  it('reads the default instant-payment limit in euro cents', () => {
    expect(loadConfig({}).instantPaymentLimitMinor).toBe(5_000_000n);
    expect(loadConfig({ INSTANT_PAYMENT_LIMIT_EUR: '1500.50' }).instantPaymentLimitMinor).toBe(
      150_050n,
    );
    expect(() => loadConfig({ INSTANT_PAYMENT_LIMIT_EUR: '1,5' })).toThrow(
      /INSTANT_PAYMENT_LIMIT_EUR/,
    );
  });

  it('cuts off request bodies below 10 KB/s over 30 s or after 10 minutes, unless told otherwise', () => {
    expect(loadConfig({}).requestBodyDeadline).toEqual({
      minBytesPerSecond: 10_240,
      rateWindowMs: 30_000,
      timeoutMs: 600_000,
    });
    expect(
      loadConfig({
        BODY_MIN_KB_PER_SECOND: '0.5',
        BODY_RATE_WINDOW_SECONDS: '1',
        BODY_TIMEOUT_SECONDS: '2',
      }).requestBodyDeadline,
    ).toEqual({ minBytesPerSecond: 512, rateWindowMs: 1000, timeoutMs: 2000 });
    expect(() => loadConfig({ BODY_RATE_WINDOW_SECONDS: '0' })).toThrow(
      /BODY_RATE_WINDOW_SECONDS: must be 1..3600/,
    );
    expect(() => loadConfig({ BODY_MIN_KB_PER_SECOND: 'fast' })).toThrow(
      /BODY_MIN_KB_PER_SECOND: must be a number of kilobytes per second/,
    );
  });

  it('takes one file of 10 MB an upload, and archives of 1000 entries, 200 MB or 100:1', () => {
    const config = loadConfig({});
    expect([config.maxUploadMb, config.maxUploadFiles]).toEqual([10, 1]);
    expect(config.zipLimits).toEqual({
      maxEntries: 1000,
      maxUncompressedBytes: 200 * 1024 * 1024,
      maxCompressionRatio: 100,
    });
    expect(
      loadConfig({ MAX_UPLOAD_FILES: '4', ZIP_MAX_UNCOMPRESSED_MB: '50', ZIP_MAX_RATIO: '20' }),
    ).toMatchObject({
      maxUploadFiles: 4,
      zipLimits: { maxUncompressedBytes: 50 * 1024 * 1024, maxCompressionRatio: 20 },
    });
    expect(() => loadConfig({ MAX_UPLOAD_FILES: '0' })).toThrow(/MAX_UPLOAD_FILES: must be 1..20/);
    expect(() => loadConfig({ ZIP_MAX_ENTRIES: 'many' })).toThrow(
      /ZIP_MAX_ENTRIES: must be a number of entries/,
    );
  });
});
