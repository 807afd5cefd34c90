// The bank test at a large size: the workload (concurrent writers and readers through the core
// bank and through the signed payment API, retries with the same key) and the crash tests
// (SIGKILL mid-run and restart: of a core-bank client, and of the HTTP server under the payment
// API's clients), the same test files `npm test` runs small, here with the sizes below. Prints
// and records pass or fail.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { recordResults } from './bench-support.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: {
    writers: { type: 'string', default: '32' },
    transfers: { type: 'string', default: '100' },
    readers: { type: 'string', default: '4' },
    orders: { type: 'string', default: '600' },
  },
});
const env = {
  ...process.env,
  FORCE_COLOR: '0',
  BANK_TEST_WRITERS: options.writers,
  BANK_TEST_TRANSFERS: options.transfers,
  BANK_TEST_READERS: options.readers,
  BANK_TEST_ORDERS: options.orders,
};
const files = [
  'apps/server/src/core-bank/bank-workload.int.test.ts',
  'apps/server/src/core-bank/execution/crash-restart.int.test.ts',
  'apps/server/src/modules/payments/payment-workload.int.test.ts',
  'apps/server/src/modules/payments/payment-crash.int.test.ts',
];
const started = process.hrtime.bigint();
const run = spawnSync(
  process.execPath,
  [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--project', 'integration', ...files],
  { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] },
);
const seconds = Number(process.hrtime.bigint() - started) / 1e9;
process.stdout.write(run.stdout);
// eslint-disable-next-line no-control-regex -- vitest colours its summary whatever FORCE_COLOR says
const plain = run.stdout.replace(/\x1b\[[0-9;]*m/g, '');
const summary = /Tests\s+(.*)$/m.exec(plain)?.[1] ?? '?';
function serverCrashFigures(stdout) {
  const match = /crash: (\d+) acknowledged, (\d+) calls retried/.exec(stdout);
  return match ? ` (${match[1]} acknowledged, ${match[2]} calls retried)` : '';
}
const serverCrash = `server crash: ${options.writers} clients x ${options.transfers} payments created and signed through the HTTP API (every fifth call sent twice at once, every fifth after it again once answered), ${options.readers} readers of GET /accounts and one of the database; the server killed with SIGKILL after a third were acknowledged and restarted, unanswered calls retried with their keys`;
const lines = [
  `command: node bench/bank.mjs --writers ${options.writers} --transfers ${options.transfers} --readers ${options.readers} --orders ${options.orders}`,
  `workload: ${options.writers} writers x ${options.transfers} transfers (every fifth sent twice at once), ${options.readers} readers summing every balance throughout`,
  `crash: ${options.orders} orders submitted and executed by a client process killed with SIGKILL after a quarter were acknowledged, then restarted`,
  `${serverCrash}${serverCrashFigures(plain)}`,
  `result: ${run.status === 0 ? 'passed' : 'FAILED'} (${summary.trim()}) in ${seconds.toFixed(1)} s`,
];
for (const line of lines) console.log(line);
recordResults('bank', {
  command: lines[0].slice('command: '.length),
  context: [...lines.slice(1, 3), serverCrash].join('; '),
  rows: [
    {
      figure: 'the bank test: workload, crash of a core-bank client, crash of the HTTP server',
      value: `${run.status === 0 ? 'passed' : 'FAILED'} (${summary.trim()}) in ${seconds.toFixed(1)} s${serverCrashFigures(plain)}`,
      target: `the invariants hold: ${run.status === 0 ? 'met' : 'NOT met'}`,
    },
  ],
});
