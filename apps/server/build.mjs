// Bundles the server with its workspace packages (which ship TypeScript sources) into dist/;
// registry dependencies stay external and load from node_modules. test-cluster.js is the test
// run's PostgreSQL, started by scripts/test.mjs.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const manifest = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(manifest.dependencies).filter(
  (name) => !name.startsWith('@poslovno/'),
);
const entries = {
  main: 'src/main.ts',
  worker: 'src/worker.ts',
  'test-cluster': 'test/test-cluster-cli.ts',
  'token-cli': 'src/tools/token-cli.ts',
  'bank-cli': 'src/tools/bank-cli.ts',
  'slip-reader-worker': 'src/modules/payment-slips/slip-reader.worker.ts',
};

await build({
  entryPoints: Object.fromEntries(
    Object.entries(entries).map(([out, source]) => [
      out,
      new URL(`./${source}`, import.meta.url).pathname,
    ]),
  ),
  outdir: new URL('./dist/', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, 'pg-native'],
  logLevel: 'warning',
});
console.log(`apps/server/dist built: ${Object.keys(entries).join(', ')}`);
