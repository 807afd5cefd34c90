import type { TDb } from '../platform/db/database';
import { withSystemTransaction } from '../platform/db/database';
import { restorePersonAccess } from '../modules/account-management/authority-matrix.repository';

/**
 * `npm run bank -- authority restore <customerId> <personId>`: after a revocation (001 §4
 * "restoring it needs a branch visit"), the bank operator gives the person the company back, with
 * the authority they had before it, once the branch has seen the company's representatives.
 */
export type TAuthorityCommand =
  | { kind: 'restore'; customerId: number; personNumber: number }
  | { kind: 'invalid'; message: string };

const USAGE = 'Usage: npm run bank -- authority restore <customerId> <personId>';

export function parseAuthorityCommand(args: readonly string[]): TAuthorityCommand {
  const [verb, customerText, personText, ...rest] = args;
  const isNumber = (text: string | undefined): text is string =>
    text !== undefined && /^[1-9]\d{3,9}$/.test(text);
  if (verb !== 'restore' || !isNumber(customerText) || !isNumber(personText) || rest.length > 0)
    return { kind: 'invalid', message: USAGE };
  return { kind: 'restore', customerId: Number(customerText), personNumber: Number(personText) };
}

export async function runAuthorityCommand(
  db: TDb,
  command: Extract<TAuthorityCommand, { kind: 'restore' }>,
): Promise<number> {
  const outcome = await withSystemTransaction(db, (tx) => restorePersonAccess(tx, command));
  if (outcome.kind === 'unknown') {
    console.error(
      `Person ${command.personNumber} is not a person of customer ${command.customerId}.`,
    );
    return 1;
  }
  if (outcome.kind === 'not-revoked') {
    console.error(`${outcome.personName}'s authority at ${outcome.companyName} is not revoked.`);
    return 1;
  }
  console.log(
    `${outcome.personName} can sign in to ${outcome.companyName} again, with the authority on ` +
      `${outcome.accounts} account(s) from before the revocation.`,
  );
  return 0;
}
