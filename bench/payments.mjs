// Payment creation plus authorisation through the API at 50 concurrent clients (autocannon), next
// to a bare authenticated GET /accounts at the same concurrency in the same run: requests per
// second and p99 latency of each, and whole payments per second.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  importServerSources,
  recordResults,
  requireBuild,
  signInDemo,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const { values: options } = parseArgs({
  options: {
    connections: { type: 'string', default: '50' },
    seconds: { type: 'string', default: '10' },
  },
});
const CONNECTIONS = Number(options.connections);
const SECONDS = Number(options.seconds);
requireBuild();

// The token's signing code and the calendar, from the server's and the domain's own sources.
const signing = await importServerSources(
  [
    "export { computeSigningCode } from './platform/auth/one-time-codes';",
    "export { deriveDemoTokenSecret } from './platform/auth/demo-devices';",
    "export { SIGNING_OCRA_SUITE, addDaysToIsoDate, buildCroatianIban, getNextBusinessDay, getZagrebWallClock } from '@poslovno/domain';",
  ],
  'bench-payments',
);

const database = await startBenchDatabase('bench_payments');
// The engine does not run during the measure (RUN_JOBS=false): what is measured is the API.
const server = await startBenchServer(database.url, { RUN_JOBS: 'false' });
const { origin } = server;
const base = '/mw/api/v1';

// Tomislav signs alone without a limit on Dalmacija Čelik's main account (1.5 million EUR).
const TOMISLAV = 3000201;
const token = await signInDemo(server.base, { personId: TOMISLAV, customerId: 100388 });
const accounts = await (
  await fetch(`${origin}${base}/accounts`, { headers: { authorization: `Bearer ${token}` } })
).json();
const debit = accounts.accounts.find(
  (account) => account.accountDetails.nickname === 'Glavni račun',
);
const serial = `1${TOMISLAV}`;
const secret = signing.deriveDemoTokenSecret(serial);
// A business day a week ahead: signable whatever the time of day of the run.
const today = signing.getZagrebWallClock(new Date()).date;
const executionDate = signing.getNextBusinessDay(signing.addDaysToIsoDate(today, 7), 'DOMESTIC');

const PAYEE_IBAN = signing.buildCroatianIban('234000', '110044221');
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
function paymentBody() {
  return JSON.stringify({
    type: 'DOMESTIC',
    debtorAccount: { iban: debit.accountIdentification.iban },
    creditorAccount: { iban: PAYEE_IBAN },
    creditorName: 'Agro Baranja d.o.o.',
    instructedAmount: { amount: `${1 + Math.floor(Math.random() * 9)}.00`, currency: 'EUR' },
    remittanceInformationStructured: { referenceType: 'HR99', reference: '' },
    remittanceInformationUnstructured: 'Bench',
    requestedExecutionDate: executionDate,
  });
}

function run(requests) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: origin, connections: CONNECTIONS, duration: SECONDS, requests },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

/** create -> preauthorize -> authorize, each step taking what the previous one answered. */
const paymentSequence = [
  {
    method: 'POST',
    path: `${base}/payments`,
    setupRequest: (request) => ({
      ...request,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: paymentBody(),
    }),
    onResponse: (status, body, context) => {
      if (status !== 201) throw new Error(`create answered ${status}: ${body}`);
      context.paymentId = JSON.parse(body).paymentId;
    },
  },
  {
    method: 'POST',
    setupRequest: (request, context) => ({
      ...request,
      path: `${base}/payments/${context.paymentId}/preauthorize`,
      headers: { authorization: headers.authorization },
    }),
    onResponse: (status, body, context) => {
      if (status !== 200) throw new Error(`preauthorize answered ${status}: ${body}`);
      context.challenge = JSON.parse(body);
    },
  },
  {
    method: 'POST',
    setupRequest: (request, context) => ({
      ...request,
      path: `${base}/payments/${context.paymentId}/authorize`,
      headers: { ...headers, 'idempotency-key': randomUUID() },
      body: JSON.stringify({
        method: 'TOKEN',
        challengeId: context.challenge.challengeId,
        serial,
        code: signing.computeSigningCode(
          secret,
          signing.SIGNING_OCRA_SUITE,
          context.challenge.challenge,
          new Date(),
        ),
      }),
    }),
    onResponse: (status, body) => {
      if (status !== 200) throw new Error(`authorize answered ${status}: ${body}`);
    },
  },
];

// Warm-up of both, then the measures interleaved.
await run([{ method: 'GET', path: `${base}/accounts`, headers }]);
const accountsRun = await run([{ method: 'GET', path: `${base}/accounts`, headers }]);
const paymentsRun = await run(paymentSequence);

const check = new pg.Client({ connectionString: database.url });
await check.connect();
const counted = await check.query(
  `SELECT count(*) FILTER (WHERE status = 'ORDERED')::int AS ordered,
          count(*) FILTER (WHERE status <> 'ORDERED')::int AS other FROM orders`,
);
await check.end();

await server.stop();
await database.stop();

const describeRun = (result) =>
  `${result.requests.average.toFixed(0)} requests/s (p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors)`;
const paymentsPerSecond = paymentsRun.requests.total / 3 / SECONDS;
const lines = [
  `command: node bench/payments.mjs ${process.argv.slice(2).join(' ')}`.trimEnd() +
    ` (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, after a warm-up)`,
  `machine: ${os.cpus().length} cores, load average ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
  `GET /accounts (authenticated, baseline): ${describeRun(accountsRun)}`,
  `payments: create + preauthorize + authorize per payment: ${describeRun(paymentsRun)}`,
  `payments authorised per second: ${paymentsPerSecond.toFixed(1)} (${counted.rows[0].ordered} ORDERED in the database; ${counted.rows[0].other} stored or signed but not yet authorised when the run stopped, including the warm-up's)`,
  `ratio of requests/s, payment calls / GET /accounts: ${(paymentsRun.requests.average / accountsRun.requests.average).toFixed(2)}`,
];
for (const line of lines) console.log(line);
const failures = paymentsRun.errors + paymentsRun.non2xx + accountsRun.errors + accountsRun.non2xx;
recordResults('payments', {
  command: ['node bench/payments.mjs', ...process.argv.slice(2)].join(' '),
  context: `autocannon, ${CONNECTIONS} connections, ${SECONDS} s each after a warm-up; ${lines[1].replace(/^machine: \d+ cores, /, '')}`,
  rows: [
    {
      figure: 'payment calls (create, preauthorize, authorize), requests/s',
      value: `${paymentsRun.requests.average.toFixed(0)} (p50 ${paymentsRun.latency.p50} ms, p99 ${paymentsRun.latency.p99} ms)`,
      baseline: `authenticated GET /accounts ${accountsRun.requests.average.toFixed(0)} (p50 ${accountsRun.latency.p50} ms, p99 ${accountsRun.latency.p99} ms)`,
      ratio: (paymentsRun.requests.average / accountsRun.requests.average).toFixed(2),
      target: 'not judged',
    },
    {
      figure: 'payments authorised per second (one debit account)',
      value: `${paymentsPerSecond.toFixed(1)} (${counted.rows[0].ordered} ORDERED)`,
      target: 'not judged',
    },
    {
      figure: 'non-2xx answers and errors',
      value: failures,
      target: `0: ${failures === 0 ? 'met' : 'NOT met'}`,
    },
  ],
});
if (paymentsRun.errors > 0 || paymentsRun.non2xx > 0) process.exit(1);
