// npm run token / npm run bank: builds the server's tools when needed (a fresh checkout has no
// dist yet), then runs the named one with the remaining arguments.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [tool, ...args] = process.argv.slice(2);
const dist = fileURLToPath(new URL(`../apps/server/dist/${tool}.js`, import.meta.url));
if (!existsSync(dist)) {
  execFileSync(
    process.execPath,
    [fileURLToPath(new URL('../apps/server/build.mjs', import.meta.url))],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}
process.argv = [process.argv[0], dist, ...args];
await import(dist);
