// npm start: builds what is missing or older than its sources, then runs the server in this process.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

function isStale(output, sourceDirs) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sourceDirs.some((dir) => newestMtime(path.join(root, dir)) > built);
}

const shared = ['packages/domain/src', 'packages/contract/src'];
if (
  isStale(
    path.join(root, 'apps/web/dist/index.html'),
    ['apps/web/src', 'apps/web/index.html', ...shared].filter(
      (p) => existsSync(path.join(root, p)) && statSync(path.join(root, p)).isDirectory(),
    ),
  )
) {
  console.log('Building the web app ...');
  execSync('npm run build --workspace @poslovno/web', { cwd: root, stdio: 'inherit' });
}
if (isStale(path.join(root, 'apps/server/dist/main.js'), ['apps/server/src', ...shared])) {
  console.log('Building the server ...');
  execSync('npm run build --workspace @poslovno/server', { cwd: root, stdio: 'inherit' });
}
process.chdir(root);
await import(path.join(root, 'apps/server/dist/main.js'));
