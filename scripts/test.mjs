// npm test: every tier in order, each with a time budget, one PostgreSQL server for the whole run.
//   lint + typecheck (side by side) -> unit -> component -> build -> (PostgreSQL up) integration -> e2e (PostgreSQL down)
// Prints one closing line "tests: N passed, N failed, N skipped"; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reportDir = mkdtempSync(path.join(os.tmpdir(), 'poslovno-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const summary = [];
let hasFailure = false;

function run(name, command, args, { budgetSeconds, env = {} }) {
  const started = Date.now();
  console.log(`\n=== ${name} (budget ${budgetSeconds} s) ===`);
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
      detached: true,
    });
    const timer = setTimeout(() => {
      console.error(`\n${name}: over its budget of ${budgetSeconds} s, stopping it`);
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        child.kill('SIGKILL');
      }
    }, budgetSeconds * 1000);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const isOk = code === 0;
      if (!isOk) hasFailure = true;
      summary.push(
        `${isOk ? 'ok  ' : 'FAIL'} ${name.padEnd(12)} ${seconds.padStart(7)} s${signal ? ` (${signal})` : ''}`,
      );
      resolve(isOk);
    });
  });
}

async function runVitest(project, budgetSeconds, env = {}) {
  const reportFile = path.join(reportDir, `${project}.json`);
  const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
  const ok = await run(
    project,
    process.execPath,
    [
      vitest,
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${reportFile}`,
    ],
    { budgetSeconds, env },
  );
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
    if (report.numTotalTests === 0) {
      hasFailure = true;
      summary.push(`FAIL ${project}: ran no test`);
    }
  } catch {
    totals.failed += 1;
  }
  return ok;
}

/** The run's one PostgreSQL server: started from the built test-cluster entry, stopped by closing its stdin. */
async function startCluster() {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/test-cluster.js')], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = readline.createInterface({ input: child.stdout });
  const first = await Promise.race([
    new Promise((resolve) => lines.once('line', resolve)),
    new Promise((_, reject) =>
      child.once('exit', (code) => reject(new Error(`test PostgreSQL exited with ${code}`))),
    ),
    new Promise((_, reject) =>
      setTimeout(() => reject(new Error('test PostgreSQL did not start within 120 s')), 120_000),
    ),
  ]);
  const { adminUrl, templateDatabase } = JSON.parse(first);
  return {
    env: { POSLOVNO_TEST_PG_ADMIN_URL: adminUrl, POSLOVNO_TEST_TEMPLATE_DB: templateDatabase },
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.stdin.end();
      }),
  };
}

const started = Date.now();
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
// ESLint and tsc each use one core: side by side they take the time of the longer one.
await Promise.all([
  run('lint', npm, ['run', '--silent', 'lint'], { budgetSeconds: 300 }),
  run('typecheck', npm, ['run', '--silent', 'typecheck'], { budgetSeconds: 300 }),
]);
await runVitest('unit', 180);
await runVitest('component', 360);
const isBuilt = await run('build', npm, ['run', '--silent', 'build'], { budgetSeconds: 300 });
if (isBuilt) {
  let cluster;
  try {
    cluster = await startCluster();
    await runVitest('integration', 420, cluster.env);
    await runVitest('e2e', 1200, cluster.env);
  } catch (error) {
    hasFailure = true;
    summary.push(`FAIL database tiers: ${error.message}`);
  } finally {
    await cluster?.stop();
  }
} else {
  summary.push('skip integration and e2e: the build failed');
}
rmSync(reportDir, { recursive: true, force: true });

console.log('\n=== summary ===');
for (const line of summary) console.log(line);
console.log(`total ${((Date.now() - started) / 1000).toFixed(1)} s`);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(hasFailure || totals.failed > 0 ? 1 : 0);
