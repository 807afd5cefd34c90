// SEPA bulk files (issue 25, "Speed and memory"): a generated pain.001.001.03 of 100,000 payments
// for the demo company (its payroll account the debtor of every group), zipped, uploaded through
// the built server (POST /bulk-payments: unzipping, reading, every check and storing), next to the
// sum of three bare steps on the same file in the same run: a saxes parse of the whole XML, one
// xmllint-wasm stream validation of the whole file against the schema, and a COPY of the same rows
// into a table shaped like bulk_payment_items on the same PostgreSQL. Then the server's peak memory
// (its process and any child it starts) during uploads of two sizes, each on a fresh server.
//
// Phases: each returns its table rows; conversion and execution of the stored file would be
// further phases after the upload, on the file the upload phase stored.
//
// Options: --payments N (the timed upload and its baseline, 100,000), --memory-sizes A,B (the
// memory pair, 50000,200000; "none" skips it), --cpu-prof DIR (the timed upload's server's main
// thread profiled, its .cpuprofile written to DIR when it stops).
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  importServerSources,
  recordResults,
  requireBuild,
  signInDemo,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    payments: { type: 'string', default: '100000' },
    'memory-sizes': { type: 'string', default: '50000,200000' },
    'cpu-prof': { type: 'string' },
  },
});
const PAYMENTS = Number(options.payments);
const MEMORY_SIZES =
  options['memory-sizes'] === 'none' ? [] : options['memory-sizes'].split(',').map(Number);
const GROUPS = 10;
const WARMUP_PAYMENTS = 1_000;
const TARGET_TIME_RATIO = 1.2;
const TARGET_PEAK_MB = 256;
const TARGET_GROWTH = 1.2;
const ANA = { personId: 2000101, customerId: 100245 };
const SAMPLE_MS = 20;
requireBuild();

// The bare steps use the very packages the server's iso20022 package uses.
const iso20022Require = createRequire(path.join(root, 'packages/iso20022/package.json'));
const { SaxesParser } = iso20022Require('saxes');
const xmllint = iso20022Require('xmllint-wasm');
const SCHEMA = readFileSync(
  path.join(root, 'packages/iso20022/schemas/pain.001.001.03.xsd'),
  'utf8',
);

const sources = await importServerSources(
  [
    "export { addDaysToIsoDate, buildCroatianIban, getNextBusinessDay, getZagrebWallClock } from '@poslovno/domain';",
    "export { readPain001 } from '../../../packages/iso20022/src/pain001';",
    "export { splitIntoGroups, writePain001 } from '../../../packages/iso20022/src/pain001/test-support/pain001-writer';",
    "export { ZipFile } from 'yazl';",
  ],
  'bench-bulk',
);
// Slavonska žitna's payroll account (seed/demo-bank.ts, slavonska-payroll), where Ana enters.
const PAYROLL_IBAN = sources.buildCroatianIban('299999', '110000002');

// ---- the process tree's memory (Linux /proc) ----

const PAGE_BYTES = 4096;
function listTree(pid) {
  const parents = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // ended meanwhile
    }
  }
  const tree = [pid];
  for (let index = 0; index < tree.length; index++)
    for (const [child, parent] of parents) if (parent === tree[index]) tree.push(child);
  return tree;
}

function readStatusKb(pid, field) {
  try {
    const match = new RegExp(`${field}:\\s+(\\d+) kB`).exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

function readRssBytes(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/statm`, 'utf8').split(' ')[1]) * PAGE_BYTES;
  } catch {
    return 0;
  }
}

/**
 * Watches a process tree's memory: each process's peak (VmHWM) is reset at the start (clear_refs
 * 5), and the tree's summed RSS is sampled every SAMPLE_MS. stop() answers the sampled peak of
 * the sum and the sum of the processes' own peaks (the upper bound, exact with one process).
 */
function watchTreeMemory(pid) {
  const resetPeaks = () => {
    for (const member of listTree(pid)) {
      try {
        writeFileSync(`/proc/${member}/clear_refs`, '5');
      } catch {
        // not ours, or ended: its sampled RSS still counts
      }
    }
  };
  resetPeaks();
  const startMb = listTree(pid).reduce((sum, member) => sum + readRssBytes(member), 0) / 2 ** 20;
  const members = new Set([pid]);
  let sampledPeak = 0;
  const sample = () => {
    const tree = listTree(pid);
    for (const member of tree) members.add(member);
    const total = tree.reduce((sum, member) => sum + readRssBytes(member), 0);
    sampledPeak = Math.max(sampledPeak, total);
  };
  const timer = setInterval(sample, SAMPLE_MS);
  return {
    stop() {
      clearInterval(timer);
      sample();
      const tree = listTree(pid);
      const ownPeaksKb = tree.reduce((sum, member) => sum + readStatusKb(member, 'VmHWM'), 0);
      return {
        startMb,
        sampledPeakMb: sampledPeak / 2 ** 20,
        peakMb: Math.max(ownPeaksKb / 1024, sampledPeak / 2 ** 20),
        processes: members.size,
      };
    },
  };
}

// ---- the file ----

/** Today on the demo bank's clock: the process's clock plus the offset the operator moved it by. */
async function readBankToday(client) {
  const {
    rows: [row],
  } = await client.query('SELECT offset_ms::text AS offset_ms FROM bank_clock WHERE id = 1');
  const now = new Date(Date.now() + Number(row?.offset_ms ?? 0));
  return { now, today: sources.getZagrebWallClock(now).date };
}

/** A valid file for the bank's day: every group on the payroll account, the next business day. */
function buildXml(payments, clock) {
  const executionDate = sources.getNextBusinessDay(
    sources.addDaysToIsoDate(clock.today, 1),
    'DOMESTIC',
  );
  const pieces = sources.writePain001({
    groupSizes: sources.splitIntoGroups(payments, GROUPS),
    messageId: `BENCH-${randomUUID().slice(0, 18)}`,
    // An hour ago, written without a zone (read as Zagreb's time, at least an hour earlier).
    creationDateTime: new Date(clock.now.getTime() - 3_600_000).toISOString().slice(0, 19),
    editGroup: (draft) => ({ ...draft, debtorIban: PAYROLL_IBAN, executionDate }),
  });
  const buffers = [];
  let pending = '';
  for (const piece of pieces) {
    pending += piece;
    if (pending.length < 1 << 20) continue;
    buffers.push(Buffer.from(pending));
    pending = '';
  }
  buffers.push(Buffer.from(pending));
  return Buffer.concat(buffers);
}

async function zip(xml, name) {
  const file = new sources.ZipFile();
  file.addBuffer(xml, name, { compress: true });
  file.end();
  const chunks = [];
  for await (const chunk of file.outputStream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function* slicesOf(bytes, size = 65_536) {
  for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
}

// ---- the upload through the built server ----

async function upload(server, token, zipped, name) {
  const form = new FormData();
  form.append('uploadId', randomUUID());
  form.append('file', new Blob([zipped], { type: 'application/zip' }), name);
  const response = await fetch(`${server.base}/bulk-payments?locale=en_us`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = await response.json();
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${JSON.stringify(body).slice(0, 600)}`);
  return body;
}

/**
 * A fresh server: signed in, warmed with a small upload, then the file of `payments` uploaded
 * while its memory is watched. Answers the time to the 201 answer and the memory.
 */
async function measureUpload(databaseUrl, clock, payments, env = {}) {
  const server = await startBenchServer(databaseUrl, {
    RUN_JOBS: 'false',
    BULK_MAX_TRANSACTIONS: String(Math.max(100_000, payments)),
    ...env,
  });
  // The server logs warnings and errors only (LOG_LEVEL=warn): shown, so a failed upload says why.
  server.process.stdout.on('data', (chunk) => process.stderr.write(chunk));
  try {
    const token = await signInDemo(server.base, ANA);
    const accounts = await (
      await fetch(`${server.base}/accounts`, { headers: { authorization: `Bearer ${token}` } })
    ).json();
    if (!accounts.accounts.some((account) => account.accountIdentification.iban === PAYROLL_IBAN))
      throw new Error(`the demo person has no account ${PAYROLL_IBAN}`);
    await upload(server, token, await zip(buildXml(WARMUP_PAYMENTS, clock), 'warmup.xml'), 'w.zip');
    const xml = buildXml(payments, clock);
    const zipped = await zip(xml, 'placa.xml');
    const memory = watchTreeMemory(server.process.pid);
    const start = process.hrtime.bigint();
    const body = await upload(server, token, zipped, 'placa.zip');
    const seconds = Number(process.hrtime.bigint() - start) / 1e9;
    const watched = memory.stop();
    if (body.status !== 'STORED' || body.numberOfPayments !== payments || body.errorCount !== 0)
      throw new Error(
        `stored ${body.status}, ${body.numberOfPayments} payments, ${body.errorCount} errors`,
      );
    return { payments, seconds, xml, zippedBytes: zipped.length, ...watched };
  } finally {
    await server.stop();
  }
}

// ---- the three bare steps ----

async function timed(work) {
  const start = process.hrtime.bigint();
  const result = await work();
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, result };
}

/** saxes over the whole file, decoded as it streams; the only handler counts start tags. */
function parseBare(xml) {
  const parser = new SaxesParser();
  let elements = 0;
  parser.on('opentag', () => {
    elements++;
  });
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (const slice of slicesOf(xml)) parser.write(decoder.decode(slice, { stream: true }));
  parser.write(decoder.decode()).close();
  return elements;
}

/** xmllint-wasm's stream validation of the whole file against the official schema. */
async function validateBare(xml) {
  const result = await xmllint.validateXML({
    xml: [{ fileName: 'placa.xml', contents: xml }],
    schema: [{ fileName: 'pain.001.001.03.xsd', contents: SCHEMA }],
    stream: true,
    maxMemoryPages: xmllint.memoryPages.GiB,
  });
  if (!result.valid) throw new Error(`not valid: ${result.rawOutput.slice(0, 400)}`);
  return result.valid;
}

const COPY_COLUMNS = `file_uuid, company_id, group_index, item_index, instr_id, end_to_end_id,
  amount_minor, currency, creditor_name, creditor_iban, creditor_bic, remittance, reference,
  purpose_code, line, "column"`;

function copyText(value) {
  if (value === null || value === undefined) return '\\N';
  return String(value).replace(
    /[\\\t\n\r]/g,
    (c) => ({ '\t': '\\t', '\n': '\\n', '\r': '\\r' })[c] ?? '\\\\',
  );
}

/** The rows the server stores, read from the file by the server's own reader (not timed). */
async function readCopyRows(xml, clock, companyId) {
  const fileUuid = randomUUID();
  const chunks = [];
  let count = 0;
  await sources.readPain001(slicesOf(xml), {
    now: clock.now,
    today: clock.today,
    maxTransactions: 1_000_000,
    maxIssues: 100,
    onTransactions: async (batch) => {
      const lines = batch.map((item) =>
        [
          fileUuid,
          companyId,
          item.groupIndex,
          item.index,
          item.instrId,
          item.endToEndId,
          item.amountMinor,
          item.currency,
          item.creditorName,
          item.creditorIban,
          item.creditorBic,
          item.remittanceUnstructured,
          item.creditorReference,
          item.purposeCode,
          item.line,
          item.column,
        ]
          .map(copyText)
          .join('\t'),
      );
      chunks.push(Buffer.from(`${lines.join('\n')}\n`));
      count += batch.length;
    },
  });
  return { chunks, count };
}

/**
 * COPY … FROM STDIN with the pg client's own copy support: a submittable that sends the chunks
 * when the server asks for them, waiting for the socket to drain.
 */
function copyFrom(client, text, chunks) {
  return new Promise((resolve, reject) => {
    let failure;
    let completed;
    client.query({
      submit: (connection) => {
        connection.query(text);
      },
      handleCopyInResponse: async (connection) => {
        for (const chunk of chunks) {
          connection.sendCopyFromChunk(chunk);
          if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain');
        }
        connection.endCopyFrom();
      },
      handleCommandComplete: (message) => {
        completed = message.text;
      },
      handleError: (error) => {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve(completed)),
      handleRowDescription: () => {},
      handleDataRow: () => {},
      handleEmptyQuery: () => {},
    });
  });
}

async function measureBaseline(databaseUrl, xml, clock) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const {
      rows: [company],
    } = await client.query(`SELECT company_id FROM accounts WHERE iban = $1`, [PAYROLL_IBAN]);
    await client.query(`CREATE TABLE bench_bulk_items
      (LIKE bulk_payment_items INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
    const rows = await readCopyRows(xml, clock, company.company_id);
    // Warm-up: each step once on the first slice of rows, then the table emptied.
    const copy = `COPY bench_bulk_items (${COPY_COLUMNS}) FROM STDIN`;
    await copyFrom(client, copy, rows.chunks.slice(0, 1));
    await client.query('TRUNCATE bench_bulk_items');
    await client.query('CHECKPOINT');
    const parse = await timed(() => parseBare(xml));
    const validate = await timed(() => validateBare(xml));
    const copied = await timed(() => copyFrom(client, copy, rows.chunks));
    if (copied.result !== `COPY ${rows.count}`) throw new Error(`copied: ${copied.result}`);
    await client.query('DROP TABLE bench_bulk_items');
    return { parse, validate, copy: copied, rows: rows.count, elements: parse.result };
  } finally {
    await client.end();
  }
}

/**
 * --cpu-prof DIR: node refuses --cpu-prof in NODE_OPTIONS, so the server loads this hook, which
 * profiles its main thread with the inspector and writes the profile at exit (the schema check's
 * xmllint-wasm workers are not profiled: their time is the bare validation's).
 */
function writeProfileHook() {
  const directory = path.resolve(options['cpu-prof']);
  mkdirSync(directory, { recursive: true });
  const hook = path.join(directory, 'cpu-profile-hook.mjs');
  writeFileSync(
    hook,
    `import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { isMainThread } from 'node:worker_threads';
const session = new Session();
if (isMainThread) {
session.connect();
session.post('Profiler.enable');
session.post('Profiler.setSamplingInterval', { interval: 1000 });
session.post('Profiler.start');
process.on('exit', () => {
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(${JSON.stringify(directory)} + '/server-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
}
`,
  );
  return pathToFileURL(hook).href;
}

// ---- the run ----

const loadBefore = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const database = await startBenchDatabase('bench_bulk');
let results;
try {
  const admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
  const clock = await readBankToday(admin);
  await admin.end();

  // Phase 1: the timed upload, then the three bare steps on the same file.
  const profileEnv = options['cpu-prof'] ? { NODE_OPTIONS: `--import=${writeProfileHook()}` } : {};
  const timedUpload = await measureUpload(database.url, clock, PAYMENTS, profileEnv);
  const baseline = await measureBaseline(database.url, timedUpload.xml, clock);
  timedUpload.xml = undefined;

  // Phase 2: the memory pair, each on a fresh server.
  const pair = [];
  for (const size of MEMORY_SIZES) {
    const measured = await measureUpload(database.url, clock, size);
    measured.xml = undefined;
    pair.push(measured);
  }
  results = { clock, timedUpload, baseline, pair };
} finally {
  await database.stop();
}

const { timedUpload, baseline, pair } = results;
const sum = baseline.parse.seconds + baseline.validate.seconds + baseline.copy.seconds;
const timeRatio = timedUpload.seconds / sum;
const s = (seconds) => `${seconds.toFixed(2)} s`;
const mb = (value) => `${value.toFixed(0)} MB`;
const verdict = (isMet) => (isMet ? 'met' : 'short');
const count = (value) => value.toLocaleString('en');
const xmlMb = (payments) => `${count(payments)} payments`;
const memoryOf = (run) =>
  `peak ${mb(run.peakMb)} (sampled sum ${mb(run.sampledPeakMb)}, ${run.processes} process${run.processes > 1 ? 'es' : ''}; ${mb(run.startMb)} before)`;

const rows = [
  {
    figure: `upload of ${xmlMb(timedUpload.payments)} (pain.001.001.03, ${GROUPS} groups, zipped ${(timedUpload.zippedBytes / 1e6).toFixed(1)} MB) to the 201 answer`,
    value: s(timedUpload.seconds),
    baseline: `saxes ${s(baseline.parse.seconds)} + xmllint-wasm stream ${s(baseline.validate.seconds)} + COPY ${s(baseline.copy.seconds)} = ${s(sum)}`,
    ratio: timeRatio.toFixed(2),
    target: `<= ${TARGET_TIME_RATIO}: ${verdict(timeRatio <= TARGET_TIME_RATIO)}`,
  },
  ...[timedUpload, ...pair].map((run, index) => ({
    figure: `server peak RSS during the upload of ${xmlMb(run.payments)}${index === 0 ? ' (the timed one)' : ` (fresh server, ${s(run.seconds)})`}`,
    value: memoryOf(run),
    baseline: '—',
    ratio: '—',
    target: `<= ${TARGET_PEAK_MB} MB: ${verdict(run.peakMb <= TARGET_PEAK_MB)}`,
  })),
];
if (pair.length >= 2) {
  const [small, large] = [pair[0], pair.at(-1)];
  const growth = large.peakMb / small.peakMb;
  rows.push({
    figure: `peak RSS growth, ${xmlMb(large.payments)} against ${xmlMb(small.payments)}`,
    value: mb(large.peakMb),
    baseline: mb(small.peakMb),
    ratio: growth.toFixed(2),
    target: `<= ${TARGET_GROWTH}: ${verdict(growth <= TARGET_GROWTH)}`,
  });
}
console.log(
  `file: ${count(timedUpload.payments)} payments, ${(baseline.rows === timedUpload.payments ? '' : 'ROWS DIFFER, ') + count(baseline.elements)} elements; bank day ${results.clock.today}`,
);
for (const row of rows)
  console.log(`${row.figure}: ${row.value}; ${row.baseline}; ratio ${row.ratio}; ${row.target}`);
recordResults('bulk', {
  command: `node bench/bulk.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
  context: `a warm-up upload of ${count(WARMUP_PAYMENTS)} payments before each measured one; server RSS from /proc (each process's VmHWM reset before the upload, the tree's sum sampled every ${SAMPLE_MS} ms); load average before the run ${loadBefore}`,
  rows,
});
