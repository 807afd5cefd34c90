// GET /transactions on an account with 1,000,000 transactions: page 1 against a page 10,000 pages
// deep (keyset paging should make them cost the same; the target ratio is under 1.5), and the
// Excel export of 100,000 rows (time and peak memory of the server) next to exceljs writing the
// same rows bare in a process of its own, all in the same run on the same database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  firstLine,
  measureLatency,
  recordResults,
  requireBuild,
  signInDemo,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TRANSACTIONS = 1_000_000;
const PER_DAY = 400;
const DEEP_PAGE = 10_000;
const PAGE_SIZE = 10;
const ROUNDS = 300;
const WARMUP = 50;
const measure = (work) => measureLatency(work, { warmup: WARMUP, rounds: ROUNDS });
const EXPORT_ROWS = 100_000;
const TARGET_RATIO = 1.5;
const ANA = { personId: 2000101, customerId: 100245 };

requireBuild();

/** Peak resident memory of a process so far (Linux VmHWM), in MB. */
function readPeakRssMb(pid) {
  if (!existsSync(`/proc/${pid}/status`)) return NaN;
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

const database = await startBenchDatabase('bench_transactions');
const url = database.url;

// The bulk load goes in as the owner with the booking triggers off (the books are balanced by
// construction: each booking is the account's posting and its opposite on clearing), in chunks.
const loader = new pg.Client({ connectionString: url });
await loader.connect();
const {
  rows: [account],
} = await loader.query(
  `SELECT a.id, a.company_id, a.iban FROM accounts a WHERE a.nickname = 'Glavni račun'`,
);
await loader.query(`INSERT INTO bank_ledger_accounts (id, code, currency)
  VALUES (gen_random_uuid(), 'CLEARING', 'EUR') ON CONFLICT DO NOTHING`);
const loadStart = process.hrtime.bigint();
await loader.query('SET session_replication_role = replica');
const CHUNK = 100_000;
for (let offset = 0; offset < TRANSACTIONS; offset += CHUNK) {
  await loader.query('BEGIN');
  await loader.query(
    `CREATE TEMPORARY TABLE chunk ON COMMIT DROP AS
     SELECT gen_random_uuid() AS booking_id, i,
       date '2026-11-19' - ((${TRANSACTIONS} - i) / ${PER_DAY}) AS value_date,
       CASE WHEN i % 2 = 0 THEN 1 ELSE -1 END * (100 + (i::bigint * 7919) % 500000) AS amount_minor
     FROM generate_series($1::int, $2::int) AS i`,
    [offset + 1, offset + CHUNK],
  );
  await loader.query(`INSERT INTO bookings (id, kind, booked_at, value_date, description)
    SELECT booking_id, CASE WHEN amount_minor > 0 THEN 'PAYMENT_IN' ELSE 'PAYMENT_OUT' END,
      value_date + time '09:00', value_date, 'Bench ' || i FROM chunk ORDER BY i`);
  await loader.query(
    `INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, account_id, company_id,
       currency, amount_minor, description, counterparty_name, counterparty_iban, reference)
     SELECT booking_id, CASE WHEN amount_minor > 0 THEN 'PAYMENT_IN' ELSE 'PAYMENT_OUT' END,
       value_date, value_date + time '09:00', $1, $2, 'EUR', amount_minor, 'Bench ' || i,
       'Partner ' || (i % 977), 'HR1723400091100000000', 'HR00 ' || i
     FROM chunk ORDER BY i`,
    [account.id, account.company_id],
  );
  await loader.query(
    `INSERT INTO postings (booking_id, booking_kind, value_date, booked_at, bank_account_id,
       currency, amount_minor)
     SELECT booking_id, CASE WHEN amount_minor > 0 THEN 'PAYMENT_IN' ELSE 'PAYMENT_OUT' END,
       value_date, value_date + time '09:00',
       (SELECT id FROM bank_ledger_accounts WHERE code = 'CLEARING' AND currency = 'EUR'),
       'EUR', -amount_minor
     FROM chunk ORDER BY i`,
  );
  await loader.query(
    `UPDATE account_balances SET amount_minor = amount_minor + t.total
    FROM (SELECT sum(amount_minor) AS total FROM chunk) t
    WHERE account_id = $1 AND balance_type IN ('BOOKED', 'EXPECTED')`,
    [account.id],
  );
  await loader.query('COMMIT');
}
await loader.query('SET session_replication_role = DEFAULT');
await loader.query('VACUUM ANALYZE postings');
await loader.query('VACUUM ANALYZE bookings');
const loadSeconds = Number(process.hrtime.bigint() - loadStart) / 1e9;
const {
  rows: [{ count }],
} = await loader.query('SELECT count(*)::int AS count FROM postings WHERE account_id = $1', [
  account.id,
]);

// The cursor of page 10,000: the sort key of the row just before it, as the API encodes it.
const {
  rows: [deepKey],
} = await loader.query(
  `SELECT value_date::text AS value_date, id::text AS id FROM postings WHERE account_id = $1
   ORDER BY value_date DESC, id DESC OFFSET $2 LIMIT 1`,
  [account.id, (DEEP_PAGE - 1) * PAGE_SIZE - 1],
);
const deepCursor = Buffer.from(JSON.stringify([deepKey.value_date, deepKey.id])).toString(
  'base64url',
);
// The export's period: the newest days holding 100,000 of the account's transactions.
const {
  rows: [exportFrom],
} = await loader.query(
  `SELECT value_date::text AS value_date FROM postings WHERE account_id = $1
   ORDER BY value_date DESC, id DESC OFFSET $2 LIMIT 1`,
  [account.id, EXPORT_ROWS - 1],
);
const {
  rows: [{ exportCount }],
} = await loader.query(
  `SELECT count(*)::int AS "exportCount" FROM postings WHERE account_id = $1 AND value_date >= $2`,
  [account.id, exportFrom.value_date],
);

const bench = await startBenchServer(url, { RUN_JOBS: 'false' });
const server = bench.process;
const { base } = bench;
const token = await signInDemo(base, ANA);
const headers = { authorization: `Bearer ${token}` };

async function getPage(cursor) {
  const query = new URLSearchParams({ accountId: account.id, pageSize: String(PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  const response = await fetch(`${base}/transactions?${query}`, { headers });
  if (response.status !== 200) throw new Error(`status ${response.status}`);
  const body = await response.json();
  if (body.transactions.length !== PAGE_SIZE) throw new Error('short page');
  return body;
}

const firstPage = await measure(() => getPage(undefined));
const deepPage = await measure(() => getPage(deepCursor));
const pool = new pg.Pool({ connectionString: url, max: 1 });
const bareQuery = `SELECT * FROM postings WHERE account_id = $1 AND (value_date, id) < ($2::date, $3::bigint)
  ORDER BY value_date DESC, id DESC LIMIT ${PAGE_SIZE + 1}`;
const bareDeep = await measure(() =>
  pool.query(bareQuery, [account.id, deepKey.value_date, deepKey.id]),
);
const plan = (
  await pool.query(`EXPLAIN ${bareQuery}`, [account.id, deepKey.value_date, deepKey.id])
).rows
  .map((row) => row['QUERY PLAN'])
  .join(' / ');

// Excel export through the API: time to the last byte and the server's peak memory.
const serverPeakBefore = readPeakRssMb(server.pid);
const exportStart = process.hrtime.bigint();
const exportResponse = await fetch(
  `${base}/transactions/excel?${new URLSearchParams({ accountId: account.id, from: exportFrom.value_date, locale: 'hr_hr' })}`,
  { headers },
);
let exportBytes = 0;
for await (const chunk of exportResponse.body) exportBytes += chunk.length;
const exportSeconds = Number(process.hrtime.bigint() - exportStart) / 1e9;
const serverPeakAfter = readPeakRssMb(server.pid);

// The same rows written by exceljs alone, in a fresh process: read in keyset batches of 1,000
// with plain SQL, written with the streaming workbook writer to a file.
const bareDir = mkdtempSync(path.join(os.tmpdir(), 'poslovno-bench-xlsx-'));
const bareScript = path.join(bareDir, 'bare.mjs');
writeFileSync(
  bareScript,
  `import ExcelJS from ${JSON.stringify(path.join(root, 'node_modules/exceljs/dist/es5/index.js'))};
import pg from ${JSON.stringify(path.join(root, 'node_modules/pg/lib/index.js'))};
import { createWriteStream, readFileSync } from 'node:fs';
const [url, accountId, from, file] = process.argv.slice(2);
const client = new pg.Client({ connectionString: url });
await client.connect();
const start = process.hrtime.bigint();
const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: createWriteStream(file), useStyles: true, useSharedStrings: false });
const sheet = workbook.addWorksheet('Promet');
sheet.columns = ['Datum valute','Datum knjiženja','Račun','Vrsta','Druga strana','IBAN','Opis','Poziv na broj','Iznos','Valuta'].map((header) => ({ header, width: 16 }));
let after = null; let rows = 0;
for (;;) {
  const { rows: batch } = await client.query(
    \`SELECT p.id::text, p.value_date::text, p.booked_at, a.iban, p.booking_kind, p.counterparty_name, p.counterparty_iban, p.description, p.reference, p.amount_minor::text, p.currency
     FROM postings p JOIN accounts a ON a.id = p.account_id
     WHERE p.account_id = $1 AND p.value_date >= $2 \${after ? 'AND (p.value_date, p.id) < ($3::date, $4::bigint)' : ''}
     ORDER BY p.value_date DESC, p.id DESC LIMIT 1000\`, after ? [accountId, from, after[0], after[1]] : [accountId, from]);
  for (const r of batch) {
    sheet.addRow([new Date(r.value_date), r.booked_at.toISOString(), r.iban, r.booking_kind, r.counterparty_name, r.counterparty_iban, r.description, r.reference, Number(r.amount_minor) / 100, r.currency]).commit();
    rows++;
  }
  if (batch.length < 1000) break;
  const last = batch[batch.length - 1]; after = [last.value_date, last.id];
}
sheet.commit(); await workbook.commit(); await client.end();
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
const peak = Number(/VmHWM:\\s+(\\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
console.log(JSON.stringify({ rows, seconds, peakMb: peak }));
`,
);
const bareChild = spawn(
  process.execPath,
  [bareScript, url, account.id, exportFrom.value_date, path.join(bareDir, 'bare.xlsx')],
  { stdio: ['ignore', 'pipe', 'inherit'] },
);
const bareExport = JSON.parse(await firstLine(bareChild));
rmSync(bareDir, { recursive: true, force: true });

await pool.end();
await loader.end();
await bench.stop();
await database.stop();

const format = (m) => `p50 ${m.p50.toFixed(2)} ms, p95 ${m.p95.toFixed(2)} ms`;
const ratio = deepPage.p50 / firstPage.p50;
const lines = [
  `command: node bench/transactions.mjs (${ROUNDS} sequential calls per measure after ${WARMUP} warm-up)`,
  `data: ${count.toLocaleString('en')} transactions on one account (${PER_DAY} a day), loaded in ${loadSeconds.toFixed(1)} s`,
  `GET /transactions page 1 (10 rows): ${format(firstPage)}`,
  `GET /transactions page ${DEEP_PAGE.toLocaleString('en')} (cursor after ${((DEEP_PAGE - 1) * PAGE_SIZE).toLocaleString('en')} rows): ${format(deepPage)}`,
  `ratio deep/first at p50: ${ratio.toFixed(2)} (target < ${TARGET_RATIO}: ${ratio < TARGET_RATIO ? 'met' : 'NOT met'})`,
  `bare SQL of the deep page: ${format(bareDeep)}; plan: ${plan}`,
  `Excel export through the API: ${exportCount.toLocaleString('en')} rows, ${(exportBytes / 1e6).toFixed(1)} MB in ${exportSeconds.toFixed(1)} s; server peak RSS ${serverPeakBefore.toFixed(0)} MB before, ${serverPeakAfter.toFixed(0)} MB after`,
  `exceljs bare (same rows, plain SQL in batches of 1,000, own process): ${bareExport.rows.toLocaleString('en')} rows in ${bareExport.seconds.toFixed(1)} s, peak RSS ${bareExport.peakMb.toFixed(0)} MB`,
  `export time ratio API/bare: ${(exportSeconds / bareExport.seconds).toFixed(2)}`,
];
for (const line of lines) console.log(line);
const ms = (value) => `${value.toFixed(2)} ms`;
recordResults('transactions', {
  command: 'node bench/transactions.mjs',
  context: `${ROUNDS} sequential calls per measure after ${WARMUP} warm-up; ${count.toLocaleString('en')} transactions on one account (${PER_DAY} a day)`,
  rows: [
    {
      figure: `GET /transactions page ${DEEP_PAGE.toLocaleString('en')} (keyset cursor), p50`,
      value: ms(deepPage.p50),
      baseline: `page 1 ${ms(firstPage.p50)}`,
      ratio: ratio.toFixed(2),
      target: `< ${TARGET_RATIO}: ${ratio < TARGET_RATIO ? 'met' : 'NOT met'}`,
    },
    {
      figure: `GET /transactions page ${DEEP_PAGE.toLocaleString('en')}, p50, against its bare SQL`,
      value: ms(deepPage.p50),
      baseline: `bare SQL ${ms(bareDeep.p50)} (${/(Index (Only )?Scan using \S+)/.exec(plan)?.[1] ?? 'plan above'})`,
      ratio: (deepPage.p50 / bareDeep.p50).toFixed(1),
      target: 'not judged',
    },
    {
      figure: `Excel export through the API, ${exportCount.toLocaleString('en')} rows`,
      value: `${exportSeconds.toFixed(1)} s; server peak RSS ${serverPeakBefore.toFixed(0)} MB before, ${serverPeakAfter.toFixed(0)} MB after`,
      baseline: `exceljs alone ${bareExport.seconds.toFixed(1)} s, peak RSS ${bareExport.peakMb.toFixed(0)} MB`,
      ratio: (exportSeconds / bareExport.seconds).toFixed(2),
      target: 'not judged',
    },
  ],
});
