// The request path against the speed of its queries: with autocannon, in one run, Fastify's
// hello world, a bare route that runs only the two SELECTs of GET /accounts for one person (no
// session, no row-level security, no validation, a pg pool of 10), and the authenticated
// GET /accounts of the real server, each at 100 and at 10 connections. The bare route is the
// baseline: the figure is the real route's share of its requests per second.
// The phases run in rounds, the three servers in turn, and the median of the rounds is judged: on
// a shared machine one phase's burst of other load moves a single figure by a fifth.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  firstLine,
  freePort,
  readPostgresCpuMs,
  readProcessCpuMs,
  recordResults,
  requireBuild,
  signInDemo,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TARGET_RATIO = 0.5;
const TARGET_P99_MS = 15;
const HIGH = 100;
const LOW = 10;
const WARMUP_SECONDS = 3;
// Ana Kovačević of Slavonska (the demo bank's first person): six accounts.
const PERSON = { personId: 2000101, customerId: 100245 };
const READY = 'bench server listening';

/** The two SELECTs of GET /accounts, as the repository builds them, for one person. */
const ACCOUNTS_SQL = `SELECT a.*, aa.authority_level, p.personalized_nickname, p.sort_order
  FROM accounts a
  JOIN account_authorities aa
    ON aa.account_id = a.id AND aa.person_id = $2 AND aa.company_id = $1
  LEFT JOIN account_person_preferences p ON p.account_id = a.id AND p.person_id = $2
  WHERE a.company_id = $1 AND aa.authority_level <> 'NONE'
  ORDER BY coalesce(p.sort_order, a.default_order), a.default_order`;
const BALANCES_SQL =
  'SELECT * FROM account_balances WHERE company_id = $1 AND account_id = ANY($2)';

/** A child of this script serving one of the two baselines (BENCH_SERVE: hello or bare). */
async function serveBaseline(kind) {
  // The server's own Fastify, the version the real route runs on.
  const Fastify = createRequire(path.join(root, 'apps/server/package.json'))('fastify');
  const app = Fastify();
  if (kind === 'hello') {
    // Fastify's own benchmark: a JSON answer through a response schema.
    const schema = {
      response: { 200: { type: 'object', properties: { hello: { type: 'string' } } } },
    };
    app.get('/', { schema }, async () => ({ hello: 'world' }));
  } else {
    const pool = new pg.Pool({ connectionString: process.env.BENCH_DATABASE_URL, max: 10 });
    const { BENCH_COMPANY: companyId, BENCH_PERSON: personUuid } = process.env;
    app.get('/accounts', async () => {
      const accounts = await pool.query(ACCOUNTS_SQL, [companyId, personUuid]);
      const balances = await pool.query(BALANCES_SQL, [
        companyId,
        accounts.rows.map((row) => row.id),
      ]);
      return { accounts: accounts.rows, balances: balances.rows };
    });
  }
  await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
  console.log(READY);
}

async function startBaseline(kind, env) {
  const port = await freePort();
  const child = spawn(process.execPath, [fileURLToPath(import.meta.url)], {
    env: { ...process.env, ...env, BENCH_SERVE: kind, BENCH_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await firstLine(child, READY);
  return {
    process: child,
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

function autocannonRun({ url, headers, connections, seconds }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url, headers, connections, duration: seconds },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function main() {
  const { values: options } = parseArgs({
    options: {
      seconds: { type: 'string', default: '6' },
      rounds: { type: 'string', default: '3' },
      'log-level': { type: 'string', default: 'info' },
    },
  });
  const SECONDS = Number(options.seconds);
  const ROUNDS = Number(options.rounds);
  if (!(SECONDS >= 1)) throw new Error('--seconds takes a number of at least 1');
  if (!Number.isInteger(ROUNDS) || ROUNDS < 1) throw new Error('--rounds takes a whole number');
  const LOG_LEVEL = options['log-level'];
  requireBuild();

  const database = await startBenchDatabase('bench_api_path');
  const server = await startBenchServer(database.url, { RUN_JOBS: 'false', LOG_LEVEL });
  const token = await signInDemo(server.base, PERSON);
  const lookup = new pg.Client({ connectionString: database.url });
  await lookup.connect();
  const {
    rows: [scope],
  } = await lookup.query(
    `SELECT c.id AS company, p.id AS person FROM persons p, companies c
     WHERE p.person_id = $1 AND c.customer_id = $2`,
    [PERSON.personId, PERSON.customerId],
  );
  await lookup.end();
  const hello = await startBaseline('hello', {});
  const bare = await startBaseline('bare', {
    BENCH_DATABASE_URL: database.url,
    BENCH_COMPANY: scope.company,
    BENCH_PERSON: scope.person,
  });

  const targets = [
    {
      key: 'hello',
      name: "Fastify's hello world",
      url: `${hello.origin}/`,
      pid: hello.process.pid,
    },
    {
      key: 'bare',
      name: 'bare route, the two SELECTs (pool of 10)',
      url: `${bare.origin}/accounts`,
      pid: bare.process.pid,
    },
    {
      key: 'api',
      name: 'GET /accounts, authenticated, real server',
      url: `${server.base}/accounts`,
      headers: { authorization: `Bearer ${token}` },
      pid: server.process.pid,
    },
  ];
  // Same answer from the bare route and the real one: the same person's six accounts.
  const counted = await Promise.all(
    targets.slice(1).map(async ({ url, headers }) => {
      const body = await (await fetch(url, { headers })).json();
      return body.accounts.length;
    }),
  );
  if (counted[0] !== counted[1]) throw new Error(`accounts: bare ${counted[0]}, api ${counted[1]}`);

  const loadBefore = os.loadavg();
  for (const target of targets)
    await autocannonRun({ ...target, connections: HIGH, seconds: WARMUP_SECONDS });

  const runs = [];
  for (let round = 1; round <= ROUNDS; round++) {
    for (const connections of [HIGH, LOW]) {
      for (const target of targets) {
        const cpuBefore = readProcessCpuMs(target.pid);
        const postgresBefore = readPostgresCpuMs(database.cluster.pid);
        const result = await autocannonRun({ ...target, connections, seconds: SECONDS });
        const cpuMs = readProcessCpuMs(target.pid) - cpuBefore;
        const postgresMs = readPostgresCpuMs(database.cluster.pid) - postgresBefore;
        runs.push({ round, connections, key: target.key, result, cpuMs, postgresMs });
      }
    }
  }

  await Promise.all([hello.stop(), bare.stop(), server.stop()]);
  await database.stop();

  const runsOf = (key, connections) =>
    runs.filter((run) => run.key === key && run.connections === connections);
  const describe = ({ result, cpuMs, postgresMs }) => {
    const served = result.requests.total;
    const cpu = Number.isNaN(cpuMs)
      ? ''
      : `; server ${(cpuMs / served).toFixed(3)} ms CPU/request, PostgreSQL ${(postgresMs / served).toFixed(3)} ms`;
    return `${result.requests.average.toFixed(0)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors${cpu})`;
  };
  const lines = [
    `command: node bench/api-path.mjs ${process.argv.slice(2).join(' ')}`.trimEnd() +
      ` (autocannon, ${ROUNDS} rounds of ${SECONDS} s per phase after ${WARMUP_SECONDS} s warm-up each; real server NODE_ENV=development, LOG_LEVEL=${LOG_LEVEL})`,
    `machine: ${os.cpus().length} cores, load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
  ];
  for (const connections of [HIGH, LOW])
    for (const target of targets)
      for (const run of runsOf(target.key, connections))
        lines.push(
          `round ${run.round}, ${connections} connections, ${target.name}: ${describe(run)}`,
        );
  const at = (key, connections, read) => median(runsOf(key, connections).map(read));
  const rate = (run) => run.result.requests.average;
  const p99Of = (run) => run.result.latency.p99;
  const cpuOf = (run) => run.cpuMs / run.result.requests.total;
  const postgresOf = (run) => run.postgresMs / run.result.requests.total;
  /** The ratio to the baseline of the same round, round by round. */
  const roundRatios = (key, baseKey, connections, read) =>
    runsOf(key, connections).map(
      (run) =>
        read(run) / read(runsOf(baseKey, connections).find((base) => base.round === run.round)),
    );
  const ratioOfRounds = (...args) => median(roundRatios(...args));
  const ratio = ratioOfRounds('api', 'bare', HIGH, rate);
  const failures = runs
    .filter((run) => run.key === 'api')
    .reduce((sum, run) => sum + run.result.non2xx + run.result.errors, 0);
  const p99 = at('api', LOW, p99Of);
  const met = (isMet) => (isMet ? 'met' : 'NOT met');
  const ms = (value) => `${value.toFixed(3)} ms`;
  const perSecond = (value) => `${value.toFixed(0)} requests/s`;
  const rows = [
    {
      figure: `authenticated GET /accounts, ${HIGH} connections`,
      value: perSecond(at('api', HIGH, rate)),
      baseline: `bare route ${perSecond(at('bare', HIGH, rate))}`,
      ratio: `${ratio.toFixed(3)} (rounds ${roundRatios('api', 'bare', HIGH, rate)
        .map((r) => r.toFixed(3))
        .join(', ')})`,
      target: `>= ${TARGET_RATIO}: ${met(ratio >= TARGET_RATIO)}`,
    },
    {
      figure: 'authenticated GET /accounts, non-2xx answers and errors, all phases',
      value: failures,
      target: `0: ${met(failures === 0)}`,
    },
    {
      figure: `authenticated GET /accounts, p99 at ${LOW} connections`,
      value: `${p99} ms (rounds ${runsOf('api', LOW).map(p99Of).join(', ')})`,
      baseline: `bare route ${at('bare', LOW, p99Of)} ms`,
      ratio: ratioOfRounds('api', 'bare', LOW, p99Of).toFixed(2),
      target: `<= ${TARGET_P99_MS} ms: ${met(p99 <= TARGET_P99_MS)}`,
    },
    {
      figure: `server CPU per request, ${HIGH} connections`,
      value: ms(at('api', HIGH, cpuOf)),
      baseline: `bare route ${ms(at('bare', HIGH, cpuOf))}`,
      ratio: ratioOfRounds('api', 'bare', HIGH, cpuOf).toFixed(2),
      target: 'not judged',
    },
    {
      figure: `PostgreSQL CPU per request, ${HIGH} connections`,
      value: ms(at('api', HIGH, postgresOf)),
      baseline: `bare route ${ms(at('bare', HIGH, postgresOf))}`,
      ratio: ratioOfRounds('api', 'bare', HIGH, postgresOf).toFixed(2),
      target: 'not judged',
    },
    {
      figure: `bare route, ${HIGH} connections`,
      value: perSecond(at('bare', HIGH, rate)),
      baseline: `hello world ${perSecond(at('hello', HIGH, rate))}`,
      ratio: ratioOfRounds('bare', 'hello', HIGH, rate).toFixed(3),
      target: 'not judged',
    },
  ];
  for (const row of rows)
    lines.push(
      `${row.figure}: ${row.value}${row.baseline ? `; ${row.baseline}` : ''}${row.ratio ? `; ratio ${row.ratio}` : ''} (target ${row.target})`,
    );
  for (const line of lines) console.log(line);
  recordResults('api-path', {
    command: ['node bench/api-path.mjs', ...process.argv.slice(2)].join(' '),
    context: `${ROUNDS} rounds of ${SECONDS} s per phase, medians; real server NODE_ENV=development, LOG_LEVEL=${LOG_LEVEL}; load average before the run ${loadBefore.map((l) => l.toFixed(2)).join(' ')}`,
    rows,
  });
  if (!(ratio >= TARGET_RATIO && failures === 0 && p99 <= TARGET_P99_MS)) process.exitCode = 1;
}

if (process.env.BENCH_SERVE) await serveBaseline(process.env.BENCH_SERVE);
else await main();
