// What the benchmarks share: reading a child's first line, a free port, and latency percentiles.
import { createServer } from 'node:net';
import readline from 'node:readline';

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
