// What the benchmarks share: the run's database and server, a demo sign-in, the server's sources,
// reading a child's first line, a free port, latency percentiles, CPU time (Linux /proc), and
// writing a benchmark's current figures into RESULTS.md.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import pg from 'pg';

/** The child's first stdout line (containing `marker`, when given); fails if it exits first. */
export function firstLine(child, marker) {
  return new Promise((resolve, reject) => {
    readline.createInterface({ input: child.stdout }).on('line', (line) => {
      if (!marker || line.includes(marker)) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
  });
}

export function freePort() {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

/** Latency of `work` in ms over `rounds` sequential calls after `warmup` unmeasured ones. */
export async function measureLatency(work, { warmup, rounds }) {
  for (let i = 0; i < warmup; i++) await work();
  const samples = [];
  for (let i = 0; i < rounds; i++) {
    const start = process.hrtime.bigint();
    await work();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return {
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    p99: percentile(samples, 99),
  };
}

/** Busy and total jiffies of the whole machine (Linux), to show what else was running. */
export function readMachineCpu() {
  if (!existsSync('/proc/stat')) return undefined;
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1);
  const numbers = fields.map(Number);
  const total = numbers.reduce((a, b) => a + b, 0);
  const idle = (numbers[3] ?? 0) + (numbers[4] ?? 0);
  return { busy: total - idle, total };
}

const TICK_MS =
  1000 / (Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100);

/** Every process's parent, own CPU ticks and its reaped children's ticks (Linux). */
function readProcesses() {
  const processes = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended meanwhile
    }
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    processes.push({
      pid: Number(entry),
      ppid: Number(fields[1]),
      own: Number(fields[11]) + Number(fields[12]),
      reaped: Number(fields[13]) + Number(fields[14]),
    });
  }
  return processes;
}

/** CPU milliseconds one process has used so far (Linux), undefined elsewhere or once it ended. */
export function readProcessCpuMs(pid) {
  if (!existsSync('/proc/self/stat')) return undefined;
  const found = readProcesses().find((p) => p.pid === pid);
  return found ? found.own * TICK_MS : undefined;
}

/**
 * CPU milliseconds of a bench's own PostgreSQL (Linux): the postmaster started by the test
 * cluster process `clusterPid`, its live children, and the children it has reaped (cutime,
 * cstime), so that backends that ended during a phase (pgbench's) still count.
 */
export function readPostgresCpuMs(clusterPid) {
  if (!existsSync('/proc/self/stat')) return undefined;
  const processes = readProcesses();
  const postmaster = processes.find((p) => p.ppid === clusterPid);
  if (!postmaster) return undefined;
  const children = processes.filter((p) => p.ppid === postmaster.pid);
  const ticks = postmaster.own + postmaster.reaped + children.reduce((sum, p) => sum + p.own, 0);
  return ticks * TICK_MS;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Fails early with the step to take when the server has not been built. */
export function requireBuild() {
  if (!existsSync(path.join(root, 'apps/server/dist/main.js')))
    throw new Error('Run "npm run build" first.');
}

/**
 * The run's PostgreSQL (the test cluster: migrated and seeded template) and a database of the
 * bench's own cloned from the template. `stop()` drops it and stops the cluster.
 */
export async function startBenchDatabase(name) {
  const cluster = spawn(process.execPath, [path.join(root, 'apps/server/dist/test-cluster.js')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const { adminUrl, templateDatabase } = JSON.parse(await firstLine(cluster));
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${templateDatabase}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    cluster,
    url: url.toString(),
    stop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      await new Promise((resolve) => {
        if (cluster.exitCode !== null) return resolve();
        cluster.once('exit', resolve);
        cluster.stdin.end();
      });
    },
  };
}

/**
 * The built server in demo mode on a database, started and ready. NODE_ENV=development, as in
 * production: answers by the compiled serializers (NODE_ENV=test checks each one against its zod
 * schema too, which is the tests' cost, not the server's).
 */
export async function startBenchServer(databaseUrl, env = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      DEMO_MODE: 'true',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await firstLine(server, 'Poslovno is running at');
  return {
    process: server,
    origin: `http://127.0.0.1:${port}`,
    base: `http://127.0.0.1:${port}/mw/api/v1`,
    stop: () =>
      new Promise((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', resolve);
        server.kill('SIGINT');
      }),
  };
}

/** A demo person's bearer token through the demo sign-in. */
export async function signInDemo(base, person) {
  const response = await fetch(`${base}/login/mock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(person),
  });
  if (response.status !== 201) throw new Error(`demo sign-in answered ${response.status}`);
  return (await response.json()).token;
}

/**
 * The server's own TypeScript modules, bundled from source as the server build does (the banner
 * lets the bundled CommonJS dependencies require Node's built-ins from an ES module).
 */
export async function importServerSources(lines, name) {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'poslovno-bench-'));
  const outfile = path.join(outDir, `${name}.mjs`);
  await build({
    stdin: {
      contents: lines.join('\n'),
      resolveDir: path.join(root, 'apps/server/src'),
      sourcefile: `${name}-entry.ts`,
      loader: 'ts',
    },
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    outfile,
    external: ['pg-native'],
    banner: {
      js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);",
    },
    logLevel: 'error',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const RESULTS = path.join(root, 'bench/RESULTS.md');

/**
 * Replaces the figures of benchmark `name` in RESULTS.md with this run's: a table row per figure
 * (what, the figure, its baseline from the same run, the ratio, the target, the date), between
 * markers under the heading "## name", which is added at the end when missing. Notes written by
 * hand outside the markers stay; git keeps the earlier figures. `context` says what the run
 * ran on (load average, versions).
 */
export function recordResults(name, { command, context, rows }) {
  const date = `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const start = `<!-- bench/${name}.mjs writes from here to its end marker -->`;
  const end = `<!-- end of bench/${name}.mjs -->`;
  const cell = (value) => String(value ?? '—').replace(/\|/g, '\\|');
  const block = [
    start,
    `Run: \`${command}\`, ${date}, node ${process.version}, ${os.cpus().length} cores${context ? `, ${context}` : ''}.`,
    '',
    '| figure | value | baseline (same run) | ratio | target | date |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(
      (row) =>
        `| ${[row.figure, row.value, row.baseline, row.ratio, row.target, date].map(cell).join(' | ')} |`,
    ),
    end,
  ].join('\n');
  const text = existsSync(RESULTS) ? readFileSync(RESULTS, 'utf8') : '# Benchmark results\n';
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  const next =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n## ${name}\n\n${block}\n`;
  writeFileSync(RESULTS, next);
}
