import { createBaseClock, isBankClockMovable } from '../core-bank/bank-clock/bank-clock';
import { selectClockOffsetMs } from '../core-bank/bank-clock/bank-clock.repository';
import type { TConfig } from '../platform/config';
import type { TDb } from '../platform/db/database';
import type { TOrderTypePlugin } from '../platform/orders/order-type';
import { insertForcedRejection } from '../platform/orders/orders.repository';

/**
 * `npm run bank -- back-office <type> reject <reason>`: the bank operator makes the back office
 * reject the next order of a type with one of the reasons the type knows, for the cases no data
 * produces (docs/decisions.md "The bank's back office"). Demo only: a real bank's back office
 * decides by its own people and systems.
 */
export type TBackOfficeCommand =
  { kind: 'reject'; orderType: string; reason: string } | { kind: 'invalid'; message: string };

type TAnyPlugin = TOrderTypePlugin<never, unknown>;

function listBackOfficeTypes(orderTypes: readonly TAnyPlugin[]) {
  return orderTypes.flatMap((type) =>
    type.delivery.kind === 'BACK_OFFICE'
      ? [{ orderType: type.orderType, reasons: type.delivery.rejectionReasons }]
      : [],
  );
}

export function parseBackOfficeCommand(
  args: readonly string[],
  orderTypes: readonly TAnyPlugin[],
): TBackOfficeCommand {
  const [orderType, verb, reason, ...rest] = args;
  const known = listBackOfficeTypes(orderTypes);
  const type = known.find((candidate) => candidate.orderType === orderType);
  if (!type)
    return {
      kind: 'invalid',
      message: `The back office decides these order types: ${known.map((t) => t.orderType).join(', ')}.`,
    };
  if (verb !== 'reject' || reason === undefined || rest.length > 0)
    return {
      kind: 'invalid',
      message: `Usage: npm run bank -- back-office ${type.orderType} reject <reason>`,
    };
  if (!type.reasons.includes(reason as never))
    return {
      kind: 'invalid',
      message: `${type.orderType} is rejected for one of: ${type.reasons.join(', ')}.`,
    };
  return { kind: 'reject', orderType: type.orderType, reason };
}

/** Refused outside demo mode and under NODE_ENV=production. */
export function findBackOfficeRefusal(env: Record<string, string | undefined>): string | undefined {
  if (env.NODE_ENV === 'production')
    return 'The back office is not forced under NODE_ENV=production: the bank decides by its own rules.';
  if (env.DEMO_MODE === 'false')
    return 'The back office is forced only in demo mode (DEMO_MODE=false here).';
  return undefined;
}

export async function forceBackOfficeRejection(
  db: TDb,
  command: Extract<TBackOfficeCommand, { kind: 'reject' }>,
  config: TConfig,
): Promise<number> {
  const offsetMs = isBankClockMovable(config) ? await selectClockOffsetMs(db) : 0;
  const now = new Date(createBaseClock(config).now().getTime() + offsetMs);
  await insertForcedRejection(db, {
    orderType: command.orderType,
    reason: command.reason,
    createdAt: now,
  });
  console.log(
    `The next ${command.orderType} order the back office decides is rejected with ${command.reason}.`,
  );
  return 0;
}
