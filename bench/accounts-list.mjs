// GET /accounts end to end versus the bare SQL of the list, in the same run on the same database.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { firstLine, freePort, measureLatency } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = 600;
const WARMUP = 100;
const measure = (work) => measureLatency(work, { warmup: WARMUP, rounds: ROUNDS });

if (!existsSync(path.join(root, 'apps/server/dist/main.js')))
  throw new Error('Run "npm run build" first.');

const cluster = spawn(process.execPath, [path.join(root, 'apps/server/dist/test-cluster.js')], {
  stdio: ['pipe', 'pipe', 'inherit'],
});
const { adminUrl, templateDatabase } = JSON.parse(await firstLine(cluster));
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`CREATE DATABASE bench_accounts TEMPLATE ${templateDatabase}`);
await admin.end();
const url = new URL(adminUrl);
url.pathname = '/bench_accounts';

const port = await freePort();
const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: url.toString(),
    DEMO_MODE: 'true',
    PORT: String(port),
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'pipe', 'inherit'],
});
await firstLine(server, 'Poslovno is running at');
const base = `http://127.0.0.1:${port}/mw/api/v1`;
const login = await fetch(`${base}/login/mock`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ personId: 2000101, customerId: 100245 }),
});
const { token } = await login.json();

const api = await measure(async () => {
  const response = await fetch(`${base}/accounts`, {
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  await response.json();
});

const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
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

server.kill('SIGINT');
cluster.stdin.end();

const format = (m) =>
  `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms, p99 ${m.p99.toFixed(2)} ms`;
const lines = [
  `GET /accounts (6 accounts, ${ROUNDS} sequential calls): ${format(api)}`,
  `bare SQL baseline (same two queries):          ${format(bare)}`,
  `overhead of the server at p50: ${(api.p50 / bare.p50).toFixed(1)}x the bare queries (${(api.p50 - bare.p50).toFixed(2)} ms)`,
];
for (const line of lines) console.log(line);
appendFileSync(
  path.join(root, 'bench/RESULTS.md'),
  `\n## accounts-list, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, node ${process.version}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n`,
);
