import path from 'node:path';
import { registerJobs } from './jobs';
import { startProcessClock } from './core-bank/bank-clock/bank-clock';
import { ConfigError, loadConfig } from './platform/config';
import { openDatabase } from './platform/db/database';
import { connectToEmbeddedPostgres, EmbeddedDatabaseError } from './platform/db/embedded-postgres';
import { applyMigrations } from './platform/db/migrate';
import { startJobRunner } from './platform/jobs/job-runner';
import { MIGRATIONS_DIR } from './platform/paths';

/**
 * A worker process for scale-out: it runs the bank's jobs (payment execution, clearing answers,
 * the sweeper, demo activity) and serves nothing. Start the web processes with RUN_JOBS=false and
 * as many of these as the work needs, all on one DATABASE_URL; pg-boss hands each job to one.
 */
async function main(): Promise<void> {
  const config = loadConfig(process.env);
  const connection = config.databaseUrl
    ? { url: config.databaseUrl, close: () => Promise.resolve() }
    : await connectToEmbeddedPostgres(path.resolve(config.dataDir), 'poslovno');
  // A worker may start before any web process: the schema it works on is the current one.
  await applyMigrations(connection.url, MIGRATIONS_DIR);
  const database = openDatabase(connection.url, { maxConnections: 8 });
  const jobs = await startJobRunner({
    connectionString: connection.url,
    isWorking: true,
    onError: (error) => process.stderr.write(`Jobs: ${error.message}\n`),
  });
  // In demo mode the bank's clock, which npm run bank -- clock advance moves (every process).
  const processClock = await startProcessClock(config, {
    connectionString: connection.url,
    db: database.db,
    onError: (error) => process.stderr.write(`Bank clock: ${error.message}\n`),
  });
  await registerJobs(jobs, { db: database.db, clock: processClock.clock, config });
  process.stdout.write('Poslovno worker is running the jobs. Press Ctrl-C to stop.\n');
  let isStopping = false;
  const stop = async (signal: string) => {
    if (isStopping) return;
    isStopping = true;
    process.stdout.write(`\n${signal}: stopping the worker (running jobs finish first) ...\n`);
    await jobs.stop();
    await processClock.stop();
    await database.close();
    await connection.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  process.stderr.write(
    error instanceof ConfigError || error instanceof EmbeddedDatabaseError
      ? `\n${error.message}\n`
      : `\nThe Poslovno worker could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
