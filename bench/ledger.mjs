// Transfers booked per second through the core bank's service (bookTransfer, with its group
// commit), next to pgbench's tpcb-like transactions on the same embedded PostgreSQL in the same run:
// the ratio is the figure.
// The pairs run in rounds, ledger and pgbench alternately, and the median ratio of the rounds is
// judged: on a shared machine one phase's burst of other load moves a single ratio by a fifth.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  firstLine,
  importServerSources,
  percentile,
  readMachineCpu,
  readPostgresCpuMs,
  recordResults,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WARMUP_SECONDS = 2;
const EXTRA_ACCOUNTS = 100;
const EXTRA_OPENING_MINOR = 100_000_000n; // 1,000,000.00 EUR each
const TARGET_RATIO = 0.5;
// The batch statement alone: this many connections, each writing batches of this many transfers
// on accounts of its own (so they never wait for each other's locks), without the service.
const ALONE_CONNECTIONS = 2;
const ALONE_BATCH = 4;

const { values: options } = parseArgs({
  options: {
    clients: { type: 'string', default: '8' },
    seconds: { type: 'string', default: '10' },
    rounds: { type: 'string', default: '3' },
  },
});
const CLIENTS = Number(options.clients);
const SECONDS = Number(options.seconds);
if (!Number.isInteger(CLIENTS) || CLIENTS < 1) throw new Error('--clients takes a whole number');
if (!(SECONDS > 0)) throw new Error('--seconds takes a positive number');
const ROUNDS = Number(options.rounds);
if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds takes a whole number');

const probe = spawnSync('pgbench', ['--version'], { encoding: 'utf8' });
if (probe.error || probe.status !== 0) {
  console.error('pgbench not found: install postgresql-client');
  process.exit(1);
}
const pgbenchVersion = probe.stdout.trim();
if (!existsSync(path.join(root, 'apps/server/dist/test-cluster.js')))
  throw new Error('Run "npm run build" first.');

const server = await importServerSources(
  [
    "export { bookTransfer, readGroupCommitCounts } from './core-bank/book-transfer';",
    "export { bookOpeningBalance } from './core-bank/book-opening-balance';",
    "export { lockAndWriteBookings } from './core-bank/ledger.repository';",
    "export { openDatabase } from './platform/db/database';",
    "export { systemClock } from './platform/clock';",
    "export { AppError } from './platform/errors';",
    "export { BALANCE_TYPES } from '@poslovno/domain';",
  ],
  'bench-ledger',
);

/** Runs work() and reports how busy the machine's cores were and the CPU time of node and PG. */
async function withCpu(work) {
  const machineBefore = readMachineCpu();
  const postgresBefore = readPostgresCpuMs(cluster.pid);
  const nodeBefore = process.cpuUsage();
  const wallBefore = process.hrtime.bigint();
  const result = await work();
  const wallMs = Number(process.hrtime.bigint() - wallBefore) / 1e6;
  const nodeUsage = process.cpuUsage(nodeBefore);
  const machineAfter = readMachineCpu();
  const postgresAfter = readPostgresCpuMs(cluster.pid);
  const cores = os.cpus().length;
  const busyShare =
    machineBefore && machineAfter
      ? (machineAfter.busy - machineBefore.busy) / (machineAfter.total - machineBefore.total)
      : undefined;
  return {
    ...result,
    wallMs,
    nodeCpuMs: (nodeUsage.user + nodeUsage.system) / 1000,
    postgresCpuMs:
      postgresBefore === undefined || postgresAfter === undefined
        ? undefined
        : postgresAfter - postgresBefore,
    machineBusyCores: busyShare === undefined ? undefined : busyShare * cores,
  };
}

const cluster = spawn(process.execPath, [path.join(root, 'apps/server/dist/test-cluster.js')], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const stopCluster = () =>
  new Promise((resolve) => {
    if (cluster.exitCode !== null) return resolve();
    cluster.once('exit', resolve);
    cluster.stdin.end();
  });

const loadBefore = os.loadavg();
const created = [];
let admin;
let database;
let report;
try {
  const { adminUrl, templateDatabase } = JSON.parse(await firstLine(cluster));
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const urlOf = (name) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };
  for (const name of ['bench_ledger', 'bench_pgbench_1', 'bench_pgbench_10']) {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
    created.push(name);
  }

  database = server.openDatabase(urlOf('bench_ledger'), { maxConnections: CLIENTS });
  const { pool } = database;
  const today = () => server.systemClock.now().toISOString().slice(0, 10);

  const readTotals = async () => {
    const { rows } = await pool.query(
      `SELECT a.currency, sum(b.amount_minor)::text AS total
       FROM accounts a JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
       GROUP BY a.currency ORDER BY a.currency`,
    );
    return rows.map((row) => `${row.currency} ${row.total}`).join(', ');
  };
  const countTransfers = async () =>
    Number(
      (await pool.query(`SELECT count(*)::int AS n FROM bookings WHERE kind = 'TRANSFER'`)).rows[0]
        .n,
    );
  const activeEurAccounts = async (where) =>
    (
      await pool.query(
        `SELECT a.id FROM accounts a
         JOIN account_balances b ON b.account_id = a.id AND b.balance_type = 'BOOKED'
         WHERE a.currency = 'EUR' AND a.status = 'ACTIVE' AND ${where} ORDER BY a.id`,
      )
    ).rows.map((row) => row.id);

  /** C clients book transfers between random pairs of the accounts until the deadline. */
  async function bookFor(accountIds, seconds, label) {
    const deadline = performance.now() + seconds * 1000;
    const latencies = [];
    const refusals = new Map();
    const failures = new Map();
    let committed = 0;
    const countsBefore = server.readGroupCommitCounts(database.db);
    const clients = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let index = 0; performance.now() < deadline; index += 1) {
        const first = Math.floor(Math.random() * accountIds.length);
        const second =
          (first + 1 + Math.floor(Math.random() * (accountIds.length - 1))) % accountIds.length;
        const start = performance.now();
        try {
          await server.bookTransfer(
            { db: database.db, clock: server.systemClock },
            {
              kind: 'TRANSFER',
              debit: { accountId: accountIds[first] },
              credit: { accountId: accountIds[second] },
              amountMinor: BigInt(1 + Math.floor(Math.random() * 100)),
              currency: 'EUR',
              valueDate: today(),
              description: `bench ${label} ${client}-${index}`,
              idempotencyKey: randomUUID(),
            },
          );
          committed += 1;
          latencies.push(performance.now() - start);
        } catch (error) {
          const bucket = error instanceof server.AppError ? refusals : failures;
          const key = error instanceof server.AppError ? error.code : String(error?.message);
          bucket.set(key, (bucket.get(key) ?? 0) + 1);
        }
      }
    });
    await Promise.all(clients);
    latencies.sort((a, b) => a - b);
    const countsAfter = server.readGroupCommitCounts(database.db);
    const batches = countsAfter.batches - countsBefore.batches;
    const meanBatch = batches === 0 ? 0 : (countsAfter.items - countsBefore.items) / batches;
    const splitBatches = countsAfter.splitBatches - countsBefore.splitBatches;
    return { committed, refusals, failures, latencies, batches, meanBatch, splitBatches };
  }

  /**
   * A phase after its warm-up (`bookForSeconds(seconds, isWarmUp)` answers how many it committed):
   * its rate and CPU, and whether the books stayed whole (BOOKED per currency unchanged, one
   * TRANSFER booking per acknowledged transfer).
   */
  async function measuredVariant(bookForSeconds) {
    const totalsBefore = await readTotals();
    const transfersBefore = await countTransfers();
    const warmup = await bookForSeconds(WARMUP_SECONDS, true);
    const run = await withCpu(() => bookForSeconds(SECONDS, false));
    const totalsAfter = await readTotals();
    const transfersAfter = await countTransfers();
    const acknowledged = warmup.committed + run.committed;
    const isBalanced =
      totalsBefore === totalsAfter && transfersAfter - transfersBefore === acknowledged;
    return {
      ...run,
      rate: run.committed / (run.wallMs / 1000),
      isBalanced,
      totalsBefore,
      totalsAfter,
      bookedCheck: `${transfersAfter - transfersBefore} TRANSFER bookings for ${acknowledged} acknowledged`,
    };
  }

  const ledgerVariant = (label, accountIds) =>
    measuredVariant((seconds, isWarmUp) =>
      bookFor(accountIds, seconds, isWarmUp ? `${label} warm-up` : label),
    );

  /**
   * The service's ceiling with two batches of four at a time: the repository's batch statement
   * (lockAndWriteBookings) alone, ALONE_CONNECTIONS loops of ALONE_BATCH transfers each on a share
   * of the accounts, with no group commit, request hash or domain check in node. What the service
   * books less than this is node's share of each round.
   */
  async function statementAloneFor(accountIds, seconds) {
    const deadline = performance.now() + seconds * 1000;
    const share = Math.floor(accountIds.length / ALONE_CONNECTIONS);
    let committed = 0;
    let notWritten = 0;
    const leg = (accountId, otherId, amountMinor, description) => ({
      accountId,
      currency: 'EUR',
      amountMinor,
      description,
      counterparty: { accountId: otherId },
      reference: null,
      endToEndId: null,
    });
    await Promise.all(
      Array.from({ length: ALONE_CONNECTIONS }, async (_, loop) => {
        const own = accountIds.slice(loop * share, (loop + 1) * share);
        for (let index = 0; performance.now() < deadline; index += 1) {
          const writes = Array.from({ length: ALONE_BATCH }, (_, item) => {
            const first = Math.floor(Math.random() * own.length);
            const second = (first + 1 + Math.floor(Math.random() * (own.length - 1))) % own.length;
            const amountMinor = BigInt(1 + Math.floor(Math.random() * 100));
            const description = `bench alone ${loop}-${index}-${item}`;
            return {
              booking: {
                kind: 'TRANSFER',
                bookedAt: server.systemClock.now(),
                valueDate: today(),
                description,
                idempotencyKey: { key: randomUUID(), requestHash: randomBytes(32).toString('hex') },
              },
              accountLegs: [
                leg(own[first], own[second], -amountMinor, description),
                leg(own[second], own[first], amountMinor, description),
              ],
              bankLegs: [],
            };
          });
          const written = await server.lockAndWriteBookings(database.db, writes);
          if (written.status === 'BOOKED') committed += writes.length;
          else notWritten += writes.length;
        }
      }),
    );
    return { committed, notWritten };
  }

  const statementAloneVariant = (accountIds) =>
    measuredVariant((seconds) => statementAloneFor(accountIds, seconds));

  /** pgbench on its database of that scale (initialised once, before the first round). */
  const pgEnv = (scale) => {
    const url = new URL(urlOf(`bench_pgbench_${scale}`));
    return {
      ...process.env,
      PGHOST: url.hostname,
      PGPORT: url.port,
      PGUSER: decodeURIComponent(url.username),
      PGPASSWORD: decodeURIComponent(url.password),
      PGDATABASE: `bench_pgbench_${scale}`,
    };
  };
  function pgbench(scale, args) {
    const result = spawnSync('pgbench', args, { env: pgEnv(scale), encoding: 'utf8' });
    if (result.error) throw result.error;
    if (result.status !== 0)
      throw new Error(`pgbench ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
    return result.stdout;
  }
  async function pgbenchVariant(scale) {
    const common = ['-b', 'tpcb-like', '-c', String(CLIENTS), '-j', '2', '-n'];
    pgbench(scale, [...common, '-T', String(WARMUP_SECONDS)]);
    const run = await withCpu(async () => ({
      output: pgbench(scale, [...common, '-T', String(SECONDS)]),
    }));
    const tps = /tps = ([\d.]+) \(without initial connection time\)/.exec(run.output);
    const latency = /latency average = ([\d.]+) ms/.exec(run.output);
    const failed = /number of failed transactions: (\d+)/.exec(run.output);
    if (!tps) throw new Error(`no tps in the pgbench output:\n${run.output}`);
    return {
      ...run,
      rate: Number(tps[1]),
      latencyMs: latency ? Number(latency[1]) : NaN,
      failed: failed ? Number(failed[1]) : 0,
      command: `pgbench ${[...common, '-T', String(SECONDS)].join(' ')} (after pgbench -i -s ${scale})`,
    };
  }

  for (const scale of [1, 10]) pgbench(scale, ['-i', '-q', '-s', String(scale)]);
  const hotAccounts = await activeEurAccounts('true');

  // 100 accounts of the demo company's own, opened for the bench with 1,000,000.00 EUR each.
  const { rows: extra } = await pool.query(
    `INSERT INTO accounts (id, company_id, iban, account_number, currency, status, type, name,
       opening_date, overdraft_limit_minor, number_of_signatures, default_order)
     SELECT gen_random_uuid(), c.id, 'BENCH' || lpad(n::text, 10, '0'), 'BENCH-' || n, 'EUR',
       'ACTIVE', 'CURRENT', 'Bench ' || n, $2::date, 0, 1, 1000 + n
     FROM companies c, generate_series(1, $1::int) n WHERE c.customer_id = 100245
     RETURNING id, company_id AS "companyId", currency`,
    [EXTRA_ACCOUNTS, today()],
  );
  await pool.query(
    `INSERT INTO account_balances (account_id, company_id, balance_type, amount_minor)
     SELECT a.id, a.company_id, t.type, 0 FROM accounts a, unnest($2::text[]) AS t(type)
     WHERE a.id = ANY($1::uuid[])`,
    [extra.map((row) => row.id), [...server.BALANCE_TYPES]],
  );
  for (const account of extra) {
    await database.db.transaction((tx) =>
      server.bookOpeningBalance(tx, account, EXTRA_OPENING_MINOR, {
        bookedAt: server.systemClock.now(),
        valueDate: today(),
      }),
    );
  }
  const wideAccounts = extra.map((row) => row.id);

  // Interleaved, so that a burst of other load on the machine hits both sides alike.
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const hot = await ledgerVariant('hot', hotAccounts);
    const pgbench1 = await pgbenchVariant(1);
    const wide = await ledgerVariant('wide', wideAccounts);
    const pgbench10 = await pgbenchVariant(10);
    const alone = await statementAloneVariant(wideAccounts);
    rounds.push({ hot, pgbench1, wide, pgbench10, alone });
  }

  const format = (value, digits = 0) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  // CPU per operation: the whole machine (anything else running shows here), PostgreSQL, node.
  const cpu = (run, rate, isInNode) => {
    const operations = rate * (run.wallMs / 1000);
    const parts = [];
    if (run.machineBusyCores !== undefined)
      parts.push(
        `machine ${format(run.machineBusyCores, 2)} of ${os.cpus().length} cores busy, ${format((run.machineBusyCores * 1000) / rate, 2)} ms CPU/op`,
      );
    if (run.postgresCpuMs !== undefined)
      parts.push(`PostgreSQL ${format(run.postgresCpuMs / operations, 2)} ms/op`);
    if (isInNode) parts.push(`node ${format(run.nodeCpuMs / operations, 2)} ms/op`);
    return parts.join(', ');
  };
  const outcome = (variant) =>
    [
      variant.refusals.size
        ? `refused ${[...variant.refusals].map(([code, n]) => `${code} ${n}`).join(', ')}`
        : 'refused 0',
      variant.failures.size
        ? `FAILED ${[...variant.failures].map(([message, n]) => `${n}x ${message}`).join('; ')}`
        : 'failed 0',
    ].join(', ');
  const ledgerLine = (name, count, variant) =>
    `ledger bookTransfer, ${name} (${count} active EUR accounts): ${format(variant.rate, 1)} transfers/s (${format(variant.committed)} committed, ${outcome(variant)}; ${format(variant.batches)} group-commit batches of ${format(variant.meanBatch, 1)} on average, ${format(variant.splitBatches)} split; p50 ${format(percentile(variant.latencies, 50), 2)} ms, p95 ${format(percentile(variant.latencies, 95), 2)} ms; ${cpu(variant, variant.rate, true)})`;
  const pgbenchLine = (scale, run) =>
    `pgbench tpcb-like, scale ${scale} (${scale} branch row${scale === 1 ? '' : 's'}): ${format(run.rate, 1)} tps (latency average ${format(run.latencyMs, 2)} ms, failed ${run.failed}; ${cpu(run, run.rate, false)})`;
  /** The median of the rounds' ratios of two phases, and its text with each round's beside it. */
  const roundsRatio = (ledgerOf, pgbenchOf) => {
    const ratios = rounds.map((round) => ledgerOf(round).rate / pgbenchOf(round).rate);
    const median = [...ratios].sort((a, b) => a - b)[Math.floor((ratios.length - 1) / 2)];
    const each = ratios.length > 1 ? ` (rounds ${ratios.map((r) => format(r, 3)).join(', ')})` : '';
    return { median, text: `${ratios.length > 1 ? 'median ' : ''}${format(median, 3)}${each}` };
  };
  /** The median is judged. */
  const ratioLine = (name, ledgerOf, scale, pgbenchOf) => {
    const { median, text } = roundsRatio(ledgerOf, pgbenchOf);
    return `ratio ledger/pgbench, ${name} vs scale ${scale}: ${text} (target >= ${TARGET_RATIO}: ${median >= TARGET_RATIO ? 'met' : 'NOT met'})`;
  };
  const aloneLine = (run) =>
    `batch statement alone (lockAndWriteBookings, ${ALONE_CONNECTIONS} connections writing batches of ${ALONE_BATCH} on ${EXTRA_ACCOUNTS / ALONE_CONNECTIONS} of the ${EXTRA_ACCOUNTS} accounts each, no service): ${format(run.rate, 1)} transfers/s (${format(run.committed)} committed, ${format(run.notWritten)} not written; ${cpu(run, run.rate, true)})`;
  const balanceNote = (variant) =>
    variant.totalsBefore === variant.totalsAfter
      ? 'yes'
      : `no, ${variant.totalsBefore} -> ${variant.totalsAfter}`;
  const isBalanced = rounds.every(
    (round) => round.hot.isBalanced && round.wide.isBalanced && round.alone.isBalanced,
  );
  const lines = [
    `command: node bench/ledger.mjs ${process.argv.slice(2).join(' ')}`.trimEnd() +
      ` (C = ${CLIENTS} clients, pool ${CLIENTS}, ${ROUNDS} round${ROUNDS === 1 ? '' : 's'} of T = ${SECONDS} s per phase after ${WARMUP_SECONDS} s warm-up, transfers of 1..100 cents, ${pgbenchVersion})`,
    `machine: ${os.cpus().length} cores, load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
    ...rounds.flatMap((round, index) => [
      ...(ROUNDS > 1 ? [`round ${index + 1}:`] : []),
      ledgerLine('hot', hotAccounts.length, round.hot),
      pgbenchLine(1, round.pgbench1),
      ledgerLine('wide', EXTRA_ACCOUNTS, round.wide),
      pgbenchLine(10, round.pgbench10),
      aloneLine(round.alone),
    ]),
    ratioLine(
      `${hotAccounts.length} hot accounts`,
      (r) => r.hot,
      1,
      (r) => r.pgbench1,
    ),
    ratioLine(
      `${EXTRA_ACCOUNTS} accounts`,
      (r) => r.wide,
      10,
      (r) => r.pgbench10,
    ),
    ratioLine(
      `${EXTRA_ACCOUNTS} accounts`,
      (r) => r.wide,
      1,
      (r) => r.pgbench1,
    ),
    `ratio batch statement alone/pgbench vs scale 10 (the service's ceiling, not judged): ${
      roundsRatio(
        (r) => r.alone,
        (r) => r.pgbench10,
      ).text
    }`,
    `books balanced: ${isBalanced ? 'yes' : 'no'} (BOOKED per currency unchanged by each run: ${rounds.map((round) => `${balanceNote(round.hot)} / ${balanceNote(round.wide)} / ${balanceNote(round.alone)}`).join('; ')}; ${rounds.map((round) => `${round.hot.bookedCheck} / ${round.wide.bookedCheck} / ${round.alone.bookedCheck}`).join('; ')})`,
  ];
  /** The median of the rounds' rates of a phase. */
  const medianRate = (phaseOf) =>
    rounds.map((round) => phaseOf(round).rate).sort((a, b) => a - b)[
      Math.floor((rounds.length - 1) / 2)
    ];
  const ratioRow = (figure, ledgerOf, scale, pgbenchOf, isJudged) => {
    const { median, text } = roundsRatio(ledgerOf, pgbenchOf);
    return {
      figure,
      value: `${format(medianRate(ledgerOf), 1)} transfers/s`,
      baseline: `pgbench tpcb-like, scale ${scale}: ${format(medianRate(pgbenchOf), 1)} tps`,
      ratio: text,
      target: isJudged
        ? `>= ${TARGET_RATIO}: ${median >= TARGET_RATIO ? 'met' : 'NOT met'}`
        : "not judged (the service's ceiling)",
    };
  };
  const rows = [
    ratioRow(
      `bookTransfer, ${hotAccounts.length} hot EUR accounts`,
      (r) => r.hot,
      1,
      (r) => r.pgbench1,
      true,
    ),
    ratioRow(
      `bookTransfer, ${EXTRA_ACCOUNTS} EUR accounts`,
      (r) => r.wide,
      10,
      (r) => r.pgbench10,
      true,
    ),
    ratioRow(
      `bookTransfer, ${EXTRA_ACCOUNTS} EUR accounts`,
      (r) => r.wide,
      1,
      (r) => r.pgbench1,
      true,
    ),
    ratioRow(
      `batch statement alone (lockAndWriteBookings, ${ALONE_CONNECTIONS} connections, batches of ${ALONE_BATCH})`,
      (r) => r.alone,
      10,
      (r) => r.pgbench10,
      false,
    ),
    {
      figure: 'books balanced after every run, one TRANSFER booking per acknowledged transfer',
      value: isBalanced ? 'yes' : 'no',
      target: `yes: ${isBalanced ? 'met' : 'NOT met'}`,
    },
  ];
  report = { lines, rows, isBalanced };
} finally {
  await database?.close();
  for (const name of created) await admin?.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin?.end();
  await stopCluster();
}

for (const line of report.lines) console.log(line);
recordResults('ledger', {
  command: report.lines[0].slice('command: '.length),
  context: report.lines[1].replace(/^machine: \d+ cores, /, ''),
  rows: report.rows,
});
if (!report.isBalanced) process.exit(1);
