import type { TTx } from '../../platform/db/database';
import type { TCoreOrder } from './execution.types';

/**
 * How the middleware hears what the core does with the orders it handed over (000 §4: ORDERED,
 * SENT_TO_RECIPIENT_BANK, EXECUTED, REJECTED with its reason, REVOKED, and the fraud check). Every
 * change of a core order is announced inside the transaction that makes it, so the order's status
 * in the middleware changes with it or not at all. An adapter to a real core would announce the
 * notifications of that core the same way.
 */
export type TOrderListener = (tx: TTx, order: TCoreOrder) => Promise<void>;

const listeners = new Set<TOrderListener>();

/** Registers a listener once per process (the same function twice is one listener). */
export function listenToOrderChanges(listener: TOrderListener): void {
  listeners.add(listener);
}

export async function announceOrderChange(tx: TTx, order: TCoreOrder): Promise<void> {
  for (const listener of listeners) await listener(tx, order);
}
