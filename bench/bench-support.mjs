// What the benchmarks share: the run's database and server, a demo sign-in, the server's sources,
// reading a child's first line, a free port, and latency percentiles.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
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

/** The built server (demo mode, NODE_ENV=test) on a database, started and ready. */
export async function startBenchServer(databaseUrl, env = {}) {
  const port = await freePort();
  const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
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
