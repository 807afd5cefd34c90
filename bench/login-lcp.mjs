// The sign-in page's initial JavaScript as the initial-JS test counts it, and the largest
// contentful paint of /login in headless Chromium, cold cache, on a throttled network
// (10 Mbit/s, 40 ms round trip, 4x slower CPU), with the JavaScript the page fetched. Baseline: a
// page of one heading and no script from a bare Node server in the same browser and conditions.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright-core';
import {
  freePort,
  importServerSources,
  percentile,
  recordResults,
  requireBuild,
  startBenchDatabase,
  startBenchServer,
} from './bench-support.mjs';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '9' } } });
const ROUNDS = Number(values.rounds);
const NETWORK = {
  offline: false,
  latency: 40,
  downloadThroughput: (10 * 1024 * 1024) / 8,
  uploadThroughput: (5 * 1024 * 1024) / 8,
};

requireBuild();
// The initial-JS test's own measure of the built app (e2e/support/initial-js.ts), for the table,
// and the e2e tests' Chromium and flags.
const { CHROMIUM_ARGS, CHROMIUM_PATH, SIGN_IN_ROUTE, measureInitialJs } = await importServerSources(
  [
    "export * from '../../../e2e/support/initial-js';",
    "export * from '../../../e2e/support/chromium';",
  ],
  'initial-js',
);
const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/dist');
const initialJs = measureInitialJs(
  distDir,
  SIGN_IN_ROUTE.routeSource,
  SIGN_IN_ROUTE.firstRenderSources,
);
const INITIAL_JS_BUDGET_KB = 150;
const database = await startBenchDatabase('bench_login_lcp');
const server = await startBenchServer(database.url);
const barePort = await freePort();
const bare = http
  .createServer((_, response) => {
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.end('<!doctype html><html lang="hr"><title>Prijava</title><h1>Prijava</h1></html>');
  })
  .listen(barePort, '127.0.0.1');
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_ARGS,
});

/** One cold visit: a fresh context (no cache), throttled, until the heading is painted. */
async function visit(url, heading) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(url);
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  const figures = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          const last = entries[entries.length - 1];
          const scripts = performance
            .getEntriesByType('resource')
            .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
          resolve({
            lcpMs: last ? last.startTime : NaN,
            scriptBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
            scripts: scripts.length,
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await context.close();
  return figures;
}

async function measure(url, heading) {
  await visit(url, heading);
  const runs = [];
  for (let round = 0; round < ROUNDS; round += 1) runs.push(await visit(url, heading));
  const sorted = runs.map((run) => run.lcpMs).sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), last: runs[runs.length - 1] };
}

try {
  const login = await measure(`${server.origin}/login`, 'Prijava');
  const baseline = await measure(`http://127.0.0.1:${barePort}/`, 'Prijava');
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(
    `LCP /login p50 ${ms(login.p50)} (${login.last.scripts} scripts, ${(login.last.scriptBytes / 1024).toFixed(1)} KB), bare page ${ms(baseline.p50)}`,
  );
  recordResults('login-lcp', {
    command: `node bench/login-lcp.mjs --rounds ${ROUNDS}`,
    context: `${ROUNDS} cold visits each, 10 Mbit/s, 40 ms, CPU 4x slower`,
    rows: [
      {
        figure: 'largest contentful paint of /login, p50',
        value: ms(login.p50),
        baseline: `a one-heading page without script ${ms(baseline.p50)}`,
        ratio: (login.p50 / baseline.p50).toFixed(1),
        target: 'recorded, not judged',
      },
      {
        figure:
          'initial JavaScript of the sign-in page (gzip -9, as the initial-JS test counts it)',
        value: `${(initialJs.totalGzipBytes / 1024).toFixed(1)} KB in ${initialJs.files.length} files`,
        baseline: `budget ${INITIAL_JS_BUDGET_KB} KB`,
        ratio: (initialJs.totalGzipBytes / 1024 / INITIAL_JS_BUDGET_KB).toFixed(2),
        target: '<= 1 (e2e/initial-js.e2e.test.ts fails above)',
      },
      {
        figure: 'JavaScript fetched by /login (compressed as sent)',
        value: `${(login.last.scriptBytes / 1024).toFixed(1)} KB in ${login.last.scripts} files`,
        baseline: '—',
        ratio: '—',
        target: 'the initial-JS test (e2e/initial-js.e2e.test.ts)',
      },
    ],
  });
} finally {
  await browser.close();
  bare.close();
  await server.stop();
  await database.stop();
}
