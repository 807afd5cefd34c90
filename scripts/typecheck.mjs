// npm run typecheck: every workspace with its own tsconfig (domain, contract, server, web, e2e).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const projects = [
  'packages/domain',
  'packages/contract',
  'packages/iso20022',
  'apps/server',
  'apps/web',
  'e2e',
  'tools',
];
let failed = 0;
for (const project of projects) {
  try {
    execFileSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
    console.log(`typecheck ${project}: ok`);
  } catch {
    failed++;
    console.error(`typecheck ${project}: FAILED`);
  }
}
process.exit(failed ? 1 : 0);
