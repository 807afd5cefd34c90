import path from 'node:path';
import { findServerRoot } from '../../../platform/paths';

/**
 * The demo company's OpenPGP key pair (apps/server/demo/pgp/README.md): the public key the demo
 * seed registers for Slavonska žitna, and its private key, a secret published on purpose, with
 * which npm run bank -- pgp-sign signs files for the demo.
 */
const DEMO_PGP_DIR = path.join(findServerRoot(), 'demo', 'pgp');
export const DEMO_PGP_PUBLIC_KEY_FILE = path.join(DEMO_PGP_DIR, 'demo-company.public.asc');
export const DEMO_PGP_PRIVATE_KEY_FILE = path.join(
  DEMO_PGP_DIR,
  'demo-company-DEMO-ONLY.private.asc',
);
