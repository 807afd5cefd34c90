// GET /accounts end to end versus the bare SQL of the list, in the same run on the same database.
import pg from 'pg';
import {
  measureLatency,
  recordResults,
  requireBuild,
  signInDemo,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const ROUNDS = 600;
const WARMUP = 100;
const measure = (work) => measureLatency(work, { warmup: WARMUP, rounds: ROUNDS });

requireBuild();
const database = await startBenchDatabase('bench_accounts');
const server = await startBenchServer(database.url);
const { base } = server;
const token = await signInDemo(base, { personId: 2000101, customerId: 100245 });

const api = await measure(async () => {
  const response = await fetch(`${base}/accounts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  await response.json();
});

const pool = new pg.Pool({ connectionString: database.url, max: 1 });
const bare = await measure(async () => {
  const accounts = await pool.query(
    `SELECT a.*, au.authority_level, p.personalized_nickname, p.sort_order FROM accounts a
     JOIN account_authorities au ON au.account_id = a.id AND au.person_id = (SELECT id FROM persons WHERE person_id = 2000101)
     LEFT JOIN account_person_preferences p ON p.account_id = a.id AND p.person_id = au.person_id
     WHERE au.authority_level <> 'NONE' ORDER BY coalesce(p.sort_order, a.default_order)`,
  );
  await pool.query('SELECT * FROM account_balances WHERE account_id = ANY($1)', [
    accounts.rows.map((r) => r.id),
  ]);
});
await pool.end();

await server.stop();
await database.stop();

const format = (m) =>
  `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms`;
const lines = [
  `GET /accounts (6 accounts, ${ROUNDS} sequential calls): ${format(api)}`,
  `bare SQL baseline (same two queries):          ${format(bare)}`,
  `overhead of the server at p50: ${(api.p50 / bare.p50).toFixed(1)}x the bare queries (${(api.p50 - bare.p50).toFixed(2)} ms)`,
];
for (const line of lines) console.log(line);
const ms = (value) => `${value.toFixed(2)} ms`;
recordResults('accounts-list', {
  command: 'node bench/accounts-list.mjs',
  context: `${ROUNDS} sequential calls after ${WARMUP} warm-up`,
  rows: ['p50', 'p95', 'p99'].map((key) => ({
    figure: `GET /accounts (6 accounts), ${key}`,
    value: ms(api[key]),
    baseline: `bare SQL of the same two queries ${ms(bare[key])}`,
    ratio: (api[key] / bare[key]).toFixed(1),
    target: 'not judged',
  })),
});
