import path from 'node:path';
import { registerJobs } from './jobs';
import { buildApp } from './app';
import { startProcessClock } from './core-bank/bank-clock/bank-clock';
import { ConfigError, loadConfig, type TConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import {
  EmbeddedDatabaseError,
  startEmbeddedPostgres,
  type TEmbeddedPostgres,
} from './platform/db/embedded-postgres';
import { applyMigrations, ensureDatabase } from './platform/db/migrate';
import { startJobRunner } from './platform/jobs/job-runner';
import { DEFAULT_WEB_DIST_DIR, MIGRATIONS_DIR } from './platform/paths';
import {
  DEMO_COMPANIES,
  DEMO_PASSWORD,
  DEMO_PERSON_IDS,
  demoTokenSerial,
  seedDemoBank,
} from './seed/demo-bank';

const APP_DATABASE = 'poslovno';

function say(line: string): void {
  process.stdout.write(line + '\n');
}

function printSignInHint(config: TConfig, embedded: boolean): void {
  const base = `http://localhost:${config.port}`;
  say('');
  say(`Poslovno is running at ${base}`);
  if (config.isDemoMode) {
    const ana = DEMO_PERSON_IDS['ana'] ?? 0;
    say(
      `  Sign in: ${base}/login, for example customer ID ${DEMO_COMPANIES.slavonska.customerId},`,
    );
    say(
      `    person ID ${ana} (Ana Kovačević), token ${demoTokenSerial(ana)}, password ${DEMO_PASSWORD},`,
    );
    say(`    one-time password from: npm run token -- otp ${demoTokenSerial(ana)}`);
    say(`  Demo sign-in without a token: ${base}/login/mock`);
  } else {
    say('  Demo sign-in is off (DEMO_MODE=false).');
  }
  say(`  API: ${base}${config.apiBasePath}  (OpenAPI: ${base}${config.apiBasePath}/openapi.json)`);
  say(
    embedded
      ? `  Data: ${path.resolve(config.dataDir)} (embedded PostgreSQL)`
      : '  Data: external PostgreSQL (DATABASE_URL)',
  );
  say('  Press Ctrl-C to stop.');
}

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  let embedded: TEmbeddedPostgres | undefined;
  let databaseUrl = config.databaseUrl;
  if (!databaseUrl) {
    say(`Starting the embedded PostgreSQL in ${path.resolve(config.dataDir)} ...`);
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      onNotice: say,
      onLog:
        config.logLevel === 'debug' || config.logLevel === 'trace'
          ? (line) => process.stderr.write(line)
          : undefined,
    });
    await ensureDatabase(embedded.adminUrl, APP_DATABASE);
    databaseUrl = embedded.urlFor(APP_DATABASE);
  }
  const stopEmbedded = async () => {
    if (embedded) await embedded.stop();
    embedded = undefined;
  };
  try {
    const applied = await applyMigrations(databaseUrl, MIGRATIONS_DIR);
    if (applied.length > 0) say(`Applied migrations: ${applied.join(', ')}`);
    const database = openDatabase(databaseUrl, { maxConnections: 20 });
    // In demo mode the bank's clock, which npm run bank -- clock advance moves (every process).
    const processClock = await startProcessClock(config, {
      connectionString: databaseUrl,
      db: database.db,
      onError: (error) => process.stderr.write(`Bank clock: ${error.message}\n`),
    });
    const deps = { db: database.db, clock: processClock.clock, config };
    if (
      config.isDemoMode &&
      (await seedDemoBank({ ...deps, passwordHashing: config.passwordHashing }))
    )
      say('Seeded the demo bank.');
    const jobs = await startJobRunner({
      connectionString: databaseUrl,
      isWorking: config.isRunningJobs,
      onError: (error) => process.stderr.write(`Jobs: ${error.message}\n`),
    });
    await registerJobs(jobs, deps);
    const app = await buildApp(
      { ...deps, jobs },
      {
        webDistDir: config.webDistDir ?? DEFAULT_WEB_DIST_DIR,
        logger: { level: config.logLevel },
      },
    );
    let isStopping = false;
    const stop = async (signal: string) => {
      if (isStopping) return;
      isStopping = true;
      say(`\n${signal}: stopping Poslovno ...`);
      await app.close();
      await jobs.stop();
      await processClock.stop();
      await database.close();
      await stopEmbedded();
      say('Stopped.');
      process.exit(0);
    };
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
    try {
      await app.listen({ port: config.port, host: config.host });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
        throw new ConfigError(
          `Port ${config.port} is already in use (another Poslovno instance?). Stop it or set PORT.`,
        );
      }
      throw error;
    }
    printSignInHint(config, !!embedded);
  } catch (error) {
    await stopEmbedded();
    throw error;
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof EmbeddedDatabaseError) {
    process.stderr.write(`\n${error.message}\n`);
  } else {
    process.stderr.write(
      `\nPoslovno could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
