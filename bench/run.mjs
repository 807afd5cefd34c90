// npm run bench: every benchmark in this folder, one after another.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

for (const script of [
  'accounts-list.mjs',
  'rules-validation.mjs',
  'payment-slips.mjs',
  'ledger.mjs',
  'bank.mjs',
  'transactions.mjs',
  'payments.mjs',
  'api-path.mjs',
  'login-lcp.mjs',
  'bulk.mjs',
]) {
  execFileSync(process.execPath, [fileURLToPath(new URL(script, import.meta.url))], {
    stdio: 'inherit',
  });
}
