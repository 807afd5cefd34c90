import { createHmac } from 'node:crypto';

/**
 * Demo hardware tokens: each token's secret is derived from its serial number with a factory key,
 * as token vendors derive a batch's seeds. The seed stores the same secret in the database and
 * `npm run token` computes codes from the serial alone. A real bank imports its vendor's secrets.
 */
const DEMO_TOKEN_FACTORY_KEY = 'poslovno-demo-token-factory-v1';

export function deriveDemoTokenSecret(serial: string): Buffer {
  return createHmac('sha256', DEMO_TOKEN_FACTORY_KEY).update(`TOKEN:${serial}`).digest();
}
