// SEPA bulk files (issue 25, "Speed and memory"): a generated pain.001.001.03 of 100,000 payments
// for the demo company (its payroll account the debtor of every group), zipped, uploaded through
// the built server (POST /bulk-payments: unzipping, reading, every check and storing), next to the
// sum of three bare steps on the same file in the same run: a saxes parse of the whole XML, one
// xmllint-wasm stream validation of the whole file against the schema, and a COPY of the same rows
// into a table shaped like bulk_payment_items on the same PostgreSQL. Then the server's peak memory
// (its process and any child it starts) during uploads of two sizes, each on a fresh server.
//
// Then two more phases, each on a fresh server that runs the jobs: the conversion of a stored file
// into single payments (POST /bulk-payments/convert/{id}, its job polled through GET until the file
// leaves CONVERSION_IN_PROGRESS) against a COPY of the very rows it wrote (orders and payments)
// into copies of those two tables, with the round trips per line counted on a second, smaller
// conversion through a counting proxy; and the execution of a signed file dated the bank's today
// (Ana, then Ivana the mandatory signee), from the last signature to PROCESSED.
//
// Options: --payments N (the timed upload and its baseline, 100,000), --memory-sizes A,B (the
// memory pair, 50000,200000; "none" skips it), --convert-payments N (2,000; about 15 ms a line, so
// 100,000 would take some 25 minutes; 0 skips the phase), --execute-payments N (10,000; 0 skips),
// --cpu-prof DIR (the timed upload's server's main thread profiled, and the timed conversion's from
// the convert request to its end, each .cpuprofile written to DIR and the conversion's top frames
// printed).
import { once } from 'node:events';
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import {
  importServerSources,
  readPostgresCpuMs,
  readProcessCpuMs,
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
    'convert-payments': { type: 'string', default: '2000' },
    'execute-payments': { type: 'string', default: '10000' },
    'cpu-prof': { type: 'string' },
  },
});
const CONVERT_PAYMENTS = Number(options['convert-payments']);
const EXECUTE_PAYMENTS = Number(options['execute-payments']);
const PAYMENTS = Number(options.payments);
const MEMORY_SIZES =
  options['memory-sizes'] === 'none' ? [] : options['memory-sizes'].split(',').map(Number);
const GROUPS = 10;
const WARMUP_PAYMENTS = 1_000;
const TARGET_TIME_RATIO = 1.2;
const TARGET_PEAK_MB = 256;
const TARGET_GROWTH = 1.2;
const ANA = { personId: 2000101, customerId: 100245 };
// Slavonska's mandatory signee: bulk payments need her signature after Ana's (000 §6).
const IVANA = { personId: 2000103, customerId: 100245 };
const TARGET_CONVERSION_SHARE = 0.25;
/** Lines converted through the counting proxy: two of the conversion's transactions of 200. */
const COUNTED_PAYMENTS = 400;
const POLL_MS = 200;
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
    "export { SIGNING_OCRA_SUITE, addDaysToIsoDate, buildCroatianIban, getNextBusinessDay, getZagrebWallClock } from '@poslovno/domain';",
    "export { computeSigningCode } from './platform/auth/one-time-codes';",
    "export { deriveDemoTokenSecret } from './platform/auth/demo-devices';",
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
  const offsetMs = Number(row?.offset_ms ?? 0);
  const now = new Date(Date.now() + offsetMs);
  return { now, today: sources.getZagrebWallClock(now).date, offsetMs };
}

/** 0.01 to 1.00 EUR: 10,000 lines come to about 5,000 EUR, well within the payroll's balance. */
function smallAmount(draft, groupIndex, index) {
  const cents = ((groupIndex * 7919 + index * 104_729) % 100) + 1;
  return { ...draft, amount: `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}` };
}

/**
 * A valid file for the bank's day: every group on the payroll account, dated the next business
 * day (or `executionDate`), the generator's amounts (up to 9,999.99 EUR) or small ones.
 */
function buildXml(payments, clock, { executionDate, isSmall = false } = {}) {
  const date =
    executionDate ??
    sources.getNextBusinessDay(sources.addDaysToIsoDate(clock.today, 1), 'DOMESTIC');
  const pieces = sources.writePain001({
    groupSizes: sources.splitIntoGroups(payments, GROUPS),
    messageId: `BENCH-${randomUUID().slice(0, 18)}`,
    // An hour ago, written without a zone (read as Zagreb's time, at least an hour earlier).
    creationDateTime: new Date(clock.now.getTime() - 3_600_000).toISOString().slice(0, 19),
    editGroup: (draft) => ({ ...draft, debtorIban: PAYROLL_IBAN, executionDate: date }),
    ...(isSmall ? { editTransaction: smallAmount } : {}),
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
 * xmllint-wasm workers are not profiled: their time is the bare validation's). With
 * BENCH_PROFILE_ON_SIGNAL set, the profiler starts at the first SIGUSR2 instead of at once, so the
 * profile holds only what follows (the conversion); BENCH_PROFILE_NAME names the file.
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
let isStarted = false;
const start = () => {
  if (isStarted) return;
  isStarted = true;
  session.connect();
  session.post('Profiler.enable');
  session.post('Profiler.setSamplingInterval', { interval: 1000 });
  session.post('Profiler.start');
};
if (process.env.BENCH_PROFILE_ON_SIGNAL) process.on('SIGUSR2', start);
else start();
process.on('exit', () => {
  if (!isStarted) return;
  session.post('Profiler.stop', (error, result) => {
    if (!error) writeFileSync(${JSON.stringify(directory)} + '/' + (process.env.BENCH_PROFILE_NAME ?? 'server') + '-' + process.pid + '.cpuprofile', JSON.stringify(result.profile));
  });
});
}
`,
  );
  return pathToFileURL(hook).href;
}

/**
 * The profile's frames by self time (the top `limit`, each with its share of the samples), and
 * the self time summed by where the code lives (a package of node_modules, the server's bundle,
 * node's own, or V8's pseudo-frames: idle, GC, program).
 */
function summarizeProfile(file, limit = 12) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const counts = new Map();
  for (const id of profile.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
  const total = profile.samples.length;
  const frames = new Map();
  const places = new Map();
  for (const node of profile.nodes) {
    const hits = counts.get(node.id) ?? 0;
    if (hits === 0) continue;
    const { functionName, url, lineNumber } = node.callFrame;
    const packageMatch = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
    const place = packageMatch
      ? packageMatch[1]
      : url.includes('apps/server/dist')
        ? 'server bundle'
        : url.startsWith('node:')
          ? 'node'
          : url === ''
            ? functionName
            : 'other';
    const name = `${functionName || '(anonymous)'} ${url ? `${url.split('/').slice(-2).join('/')}:${lineNumber + 1}` : ''}`;
    frames.set(name, (frames.get(name) ?? 0) + hits);
    places.set(place, (places.get(place) ?? 0) + hits);
  }
  const top = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, hits]) => ({ name: name.trim(), share: hits / total }));
  const sampledSeconds = (profile.endTime - profile.startTime) / 1e6;
  return { sampledSeconds, frames: top(frames, limit), places: top(places, 10) };
}

// ---- the conversion and the execution, on a server that runs the jobs ----

const count = (value) => value.toLocaleString('en');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function callApi(server, token, method, url, body) {
  const response = await fetch(`${server.base}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(method === 'GET' ? {} : { 'idempotency-key': randomUUID() }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const answer = await response.json();
  if (response.status >= 300)
    throw new Error(`${method} ${url} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Polls the file until `isDone` says so; the answer last read. */
async function pollFile(server, token, fileId, isDone, limitMs) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    const file = await callApi(server, token, 'GET', `/bulk-payments/${fileId}?locale=en_us`);
    if (isDone(file)) return file;
    if (Date.now() > deadline)
      throw new Error(`file ${fileId} still ${file.status} after ${limitMs / 1000} s`);
    await sleep(POLL_MS);
  }
}

/**
 * A TCP proxy in front of PostgreSQL that counts what the server sends: each Sync ('S') ends an
 * extended-protocol round trip (node-postgres sends Parse/Bind/Execute/Sync per query), each Query
 * ('Q') is one; the statements' texts are counted from Parse and Query. Counting is switched on
 * and off around the window of interest.
 */
async function startCountingProxy(databaseUrl) {
  const target = new URL(databaseUrl);
  const tally = { isCounting: false, roundTrips: 0, statements: new Map() };
  const record = (text) => {
    const key = text.replace(/\s+/g, ' ').trim().slice(0, 70);
    tally.statements.set(key, (tally.statements.get(key) ?? 0) + 1);
  };
  const proxy = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    let pending = Buffer.alloc(0);
    let isStarted = false;
    client.on('data', (chunk) => {
      upstream.write(chunk);
      pending = Buffer.concat([pending, chunk]);
      for (;;) {
        if (!isStarted) {
          // The startup message (or an SSL request before it) has no type byte.
          if (pending.length < 8) break;
          const length = pending.readInt32BE(0);
          if (pending.length < length) break;
          const code = pending.readInt32BE(4);
          pending = pending.subarray(length);
          if (code !== 80_877_103) isStarted = true;
          continue;
        }
        if (pending.length < 5) break;
        const length = pending.readInt32BE(1);
        if (pending.length < length + 1) break;
        const type = String.fromCharCode(pending[0]);
        if (tally.isCounting) {
          if (type === 'S' || type === 'Q') tally.roundTrips += 1;
          if (type === 'Q') record(pending.toString('utf8', 5, length));
          if (type === 'P') {
            const nameEnd = pending.indexOf(0, 5);
            record(pending.toString('utf8', nameEnd + 1, pending.indexOf(0, nameEnd + 1)));
          }
        }
        pending = pending.subarray(length + 1);
      }
    });
    upstream.on('data', (chunk) => client.write(chunk));
    const end = () => {
      client.destroy();
      upstream.destroy();
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.address().port);
  return {
    url: url.toString(),
    tally,
    stop: () => new Promise((resolve) => proxy.close(resolve)),
  };
}

async function startJobServer(databaseUrl, env = {}) {
  const server = await startBenchServer(databaseUrl, {
    BULK_MAX_TRANSACTIONS: '200000',
    // The back office decides at once (20 s by default): the execution is timed, not the delay.
    BANK_PROCESSING_DELAY_S: '0',
    ...env,
  });
  server.process.stdout.on('data', (chunk) => process.stderr.write(chunk));
  return server;
}

async function uploadStored(server, token, xml, name) {
  const body = await upload(server, token, await zip(xml, `${name}.xml`), `${name}.zip`);
  if (body.status !== 'STORED' || body.errorCount !== 0)
    throw new Error(`${name}: stored ${body.status} with ${body.errorCount} errors`);
  return body;
}

/** Converts a stored file: the time from the request to the file leaving CONVERSION_IN_PROGRESS. */
async function convert(server, token, fileId, payments) {
  const start = process.hrtime.bigint();
  await callApi(server, token, 'POST', `/bulk-payments/convert/${fileId}?locale=en_us`);
  const file = await pollFile(
    server,
    token,
    fileId,
    (answer) => answer.status !== 'CONVERSION_IN_PROGRESS',
    Math.max(600_000, payments * 100),
  );
  return { seconds: Number(process.hrtime.bigint() - start) / 1e9, file };
}

/**
 * The timed conversion: a file of `payments` uploaded (the generator's amounts, the next business
 * day) and converted on a server that runs the jobs, warmed by the conversion of a small file.
 */
async function measureConversion(databaseUrl, clusterPid, clock, payments, env) {
  const server = await startJobServer(databaseUrl, env);
  try {
    const token = await signInDemo(server.base, ANA);
    const warmup = await uploadStored(server, token, buildXml(100, clock), 'warmup-convert');
    await convert(server, token, warmup.bulkPaymentId, 100);
    const stored = await uploadStored(server, token, buildXml(payments, clock), 'convert');
    if (env.BENCH_PROFILE_ON_SIGNAL) server.process.kill('SIGUSR2');
    const serverBefore = readProcessCpuMs(server.process.pid);
    const postgresBefore = readPostgresCpuMs(clusterPid);
    const converted = await convert(server, token, stored.bulkPaymentId, payments);
    const cpu = {
      serverSeconds: (readProcessCpuMs(server.process.pid) - serverBefore) / 1000,
      postgresSeconds: (readPostgresCpuMs(clusterPid) - postgresBefore) / 1000,
    };
    return { payments, fileId: stored.bulkPaymentId, ...converted, cpu, pid: server.process.pid };
  } finally {
    await server.stop();
  }
}

/** The round trips and statements per line, on a second conversion through the counting proxy. */
async function countConversion(databaseUrl, clock, payments) {
  const proxy = await startCountingProxy(databaseUrl);
  const server = await startJobServer(proxy.url);
  try {
    const token = await signInDemo(server.base, ANA);
    const stored = await uploadStored(server, token, buildXml(payments, clock), 'count');
    proxy.tally.isCounting = true;
    const converted = await convert(server, token, stored.bulkPaymentId, payments);
    proxy.tally.isCounting = false;
    const statements = [...proxy.tally.statements]
      .sort((a, b) => b[1] - a[1])
      .filter(([, times]) => times >= payments / 2)
      .map(([text, times]) => ({ text, perLine: times / payments }));
    return {
      payments,
      seconds: converted.seconds,
      roundTrips: proxy.tally.roundTrips,
      statementCount: [...proxy.tally.statements.values()].reduce((a, b) => a + b, 0),
      statements,
    };
  } finally {
    await server.stop();
    await proxy.stop();
  }
}

/** COPY … TO STDOUT with the pg client: the rows' text, chunk by chunk. */
function copyTo(client, text) {
  return new Promise((resolve, reject) => {
    let failure;
    const chunks = [];
    client.query({
      submit: (connection) => {
        connection.query(text);
      },
      // The message's chunk is a view of the parser's buffer, which later reads reuse: copied.
      handleCopyData: (message) => {
        chunks.push(Buffer.from(message.chunk));
      },
      handleCommandComplete: () => {},
      handleError: (error) => {
        failure = error;
      },
      handleReadyForQuery: () => (failure ? reject(failure) : resolve(Buffer.concat(chunks))),
      handleRowDescription: () => {},
      handleDataRow: () => {},
      handleEmptyQuery: () => {},
    });
  });
}

/**
 * The conversion's baseline: the very rows it wrote into orders and payments (one of each per
 * converted line), read out as COPY text, then COPY'd back into empty copies of both tables
 * (their defaults, constraints and indexes; no foreign keys or triggers): the COPY time is timed.
 */
async function measureConversionCopy(databaseUrl, fileId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const ofFile = `SELECT payment_order_id FROM bulk_payment_items i JOIN bulk_payment_files f
      ON f.file_uuid = i.file_uuid WHERE f.order_id = ${Number(fileId)} AND payment_order_id IS NOT NULL`;
    const orders = await copyTo(
      client,
      `COPY (SELECT * FROM orders WHERE id IN (${ofFile})) TO STDOUT`,
    );
    const payments = await copyTo(
      client,
      `COPY (SELECT * FROM payments WHERE order_id IN (${ofFile})) TO STDOUT`,
    );
    for (const table of ['orders', 'payments'])
      await client.query(`CREATE TABLE bench_${table}
        (LIKE ${table} INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING INDEXES)`);
    // Warm-up: the first ten rows of each, then the tables emptied.
    const firstRows = (text) => {
      let end = 0;
      for (let row = 0; row < 10 && end >= 0; row++) end = text.indexOf(10, end + 1);
      return [text.subarray(0, end < 0 ? text.length : end + 1)];
    };
    await copyFrom(client, 'COPY bench_orders FROM STDIN', firstRows(orders));
    await copyFrom(client, 'COPY bench_payments FROM STDIN', firstRows(payments));
    await client.query('TRUNCATE bench_orders, bench_payments');
    await client.query('CHECKPOINT');
    const copied = await timed(async () => [
      await copyFrom(client, 'COPY bench_orders FROM STDIN', [orders]),
      await copyFrom(client, 'COPY bench_payments FROM STDIN', [payments]),
    ]);
    await client.query('DROP TABLE bench_orders, bench_payments');
    return { seconds: copied.seconds, results: copied.result };
  } finally {
    await client.end();
  }
}

/** The demo token's answer to a signing challenge, as the person's hardware token computes it. */
function proveWithDemoToken(person, challenge, clock) {
  const serial = `1${person.personId}`;
  return {
    method: 'TOKEN',
    challengeId: challenge.challengeId,
    serial,
    code: sources.computeSigningCode(
      sources.deriveDemoTokenSecret(serial),
      sources.SIGNING_OCRA_SUITE,
      challenge.challenge,
      new Date(Date.now() + clock.offsetMs),
    ),
  };
}

async function signFile(server, token, person, fileId, clock) {
  const challenge = await callApi(
    server,
    token,
    'PATCH',
    `/bulk-payments/${fileId}/preauthorization`,
  );
  return callApi(
    server,
    token,
    'PATCH',
    `/bulk-payments/${fileId}/authorization?locale=en_us`,
    proveWithDemoToken(person, challenge, clock),
  );
}

const isExecuted = (file) =>
  ['PROCESSED', 'PARTIALLY_PROCESSED', 'PROCESSING_FAILED'].includes(file.status);

/**
 * The execution: a file of `payments` small amounts dated the bank's today, uploaded by Ana and
 * signed by Ana and Ivana; timed from Ivana's signature (the back office's delay 0, so the groups
 * are due at once) until GET shows the file PROCESSED, PARTIALLY_PROCESSED or PROCESSING_FAILED.
 */
async function measureExecution(databaseUrl, clock, payments) {
  const server = await startJobServer(databaseUrl);
  try {
    const anaToken = await signInDemo(server.base, ANA);
    const ivanaToken = await signInDemo(server.base, IVANA);
    const run = async (size, name) => {
      const xml = buildXml(size, clock, { executionDate: clock.today, isSmall: true });
      const stored = await uploadStored(server, anaToken, xml, name);
      const partly = await signFile(server, anaToken, ANA, stored.bulkPaymentId, clock);
      if (partly.status !== 'PARTIALLY_AUTHORIZED')
        throw new Error(`after Ana's signature: ${partly.status}`);
      const start = process.hrtime.bigint();
      const signed = await signFile(server, ivanaToken, IVANA, stored.bulkPaymentId, clock);
      const file = await pollFile(
        server,
        anaToken,
        stored.bulkPaymentId,
        isExecuted,
        Math.max(600_000, size * 60),
      );
      const seconds = Number(process.hrtime.bigint() - start) / 1e9;
      const executed = file.groups.reduce((sum, group) => sum + group.executedCount, 0);
      const rejected = file.groups.reduce((sum, group) => sum + group.rejectedCount, 0);
      return {
        payments: size,
        seconds,
        status: file.status,
        signed: signed.status,
        executed,
        rejected,
      };
    };
    await run(100, 'warmup-execute');
    return await run(payments, 'execute');
  } finally {
    await server.stop();
  }
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

  // Phase 3: the conversion, its COPY baseline, and its round trips counted on a smaller one.
  let conversion;
  if (CONVERT_PAYMENTS > 0) {
    console.log(
      `converting ${count(CONVERT_PAYMENTS)} payments (about 15 ms a line: 100,000 would take some 25 minutes)`,
    );
    const convertEnv = options['cpu-prof']
      ? {
          NODE_OPTIONS: `--import=${writeProfileHook()}`,
          BENCH_PROFILE_ON_SIGNAL: '1',
          BENCH_PROFILE_NAME: 'conversion',
        }
      : {};
    const timedConversion = await measureConversion(
      database.url,
      database.cluster.pid,
      clock,
      CONVERT_PAYMENTS,
      convertEnv,
    );
    console.log(`converted in ${timedConversion.seconds.toFixed(1)} s; the COPY of its rows`);
    const copy = await measureConversionCopy(database.url, timedConversion.fileId);
    console.log(
      `COPY ${copy.seconds.toFixed(2)} s; ${COUNTED_PAYMENTS} lines converted through the counting proxy`,
    );
    const counted = await countConversion(database.url, clock, COUNTED_PAYMENTS);
    const profile = options['cpu-prof']
      ? summarizeProfile(
          path.join(
            path.resolve(options['cpu-prof']),
            `conversion-${timedConversion.pid}.cpuprofile`,
          ),
        )
      : undefined;
    conversion = { timed: timedConversion, copy, counted, profile };
  }

  // Phase 4: the execution of a signed file dated the bank's today.
  if (EXECUTE_PAYMENTS > 0) console.log(`executing ${count(EXECUTE_PAYMENTS)} payments`);
  const execution =
    EXECUTE_PAYMENTS > 0
      ? await measureExecution(database.url, clock, EXECUTE_PAYMENTS)
      : undefined;
  results = { clock, timedUpload, baseline, pair, conversion, execution };
} finally {
  await database.stop();
}

const { timedUpload, baseline, pair } = results;
const sum = baseline.parse.seconds + baseline.validate.seconds + baseline.copy.seconds;
const timeRatio = timedUpload.seconds / sum;
const s = (seconds) => `${seconds.toFixed(2)} s`;
const mb = (value) => `${value.toFixed(0)} MB`;
const verdict = (isMet) => (isMet ? 'met' : 'short');
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
const { conversion, execution } = results;
if (conversion) {
  const { timed: converted, copy, counted, profile } = conversion;
  const share = copy.seconds / converted.seconds;
  const { done, failed, total } = converted.file.conversion;
  rows.push({
    figure: `conversion of ${xmlMb(converted.payments)} into single stored payments (POST /bulk-payments/convert/{id} to the file's end status, polled every ${POLL_MS} ms)`,
    value: `${s(converted.seconds)} (${((converted.seconds * 1000) / converted.payments).toFixed(1)} ms a line; ${converted.file.status}, ${count(done)} of ${count(total)} done, ${count(failed)} failed; CPU meanwhile: server ${s(converted.cpu.serverSeconds)}, PostgreSQL ${s(converted.cpu.postgresSeconds)})`,
    baseline: `COPY of the same rows into copies of orders and payments: ${s(copy.seconds)} (${copy.results.join(', ')})`,
    ratio: share.toFixed(4),
    target: `>= ${TARGET_CONVERSION_SHARE} of COPY's speed (conversion <= ${1 / TARGET_CONVERSION_SHARE} x COPY): ${verdict(share >= TARGET_CONVERSION_SHARE)}`,
  });
  rows.push({
    figure: `database round trips of the conversion, per line (${count(counted.payments)} lines through a counting proxy, ${s(counted.seconds)})`,
    value: `${(counted.roundTrips / counted.payments).toFixed(1)} round trips, ${(counted.statementCount / counted.payments).toFixed(1)} statements a line`,
    baseline: `most sent: ${counted.statements.map((statement) => `${statement.perLine.toFixed(2)} x "${statement.text}"`).join('; ')}`,
    ratio: '—',
    target: 'recorded',
  });
  if (profile)
    rows.push({
      figure: `the timed conversion's server main thread, profiled (${profile.sampledSeconds.toFixed(1)} s sampled), self time`,
      value: profile.places
        .map((place) => `${place.name} ${(place.share * 100).toFixed(0)} %`)
        .join(', '),
      baseline: `top frames: ${profile.frames.map((frame) => `${frame.name} ${(frame.share * 100).toFixed(1)} %`).join('; ')}`,
      ratio: '—',
      target: 'recorded',
    });
}
if (execution)
  rows.push({
    figure: `execution of a signed file of ${xmlMb(execution.payments)} (0.01 to 1.00 EUR, dated the bank's today, ${GROUPS} groups; back-office delay 0), from Ivana's signature to ${execution.status}`,
    value: `${s(execution.seconds)}: ${(execution.payments / execution.seconds).toFixed(0)} lines/s (${count(execution.executed)} executed, ${count(execution.rejected)} rejected)`,
    baseline: '—',
    ratio: '—',
    target: 'timed and recorded',
  });
console.log(
  `file: ${count(timedUpload.payments)} payments, ${(baseline.rows === timedUpload.payments ? '' : 'ROWS DIFFER, ') + count(baseline.elements)} elements; bank day ${results.clock.today}`,
);
for (const row of rows)
  console.log(`${row.figure}: ${row.value}; ${row.baseline}; ratio ${row.ratio}; ${row.target}`);
recordResults('bulk', {
  command: `node bench/bulk.mjs${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
  context: `a warm-up upload of ${count(WARMUP_PAYMENTS)} payments before each measured one (a conversion and an execution of 100 before those); server RSS from /proc (each process's VmHWM reset before the upload, the tree's sum sampled every ${SAMPLE_MS} ms); load average before the run ${loadBefore}`,
  rows,
});
