import type { TQueueDefinition } from '../../platform/jobs/job-runner';

/** The next thing that happens to an order; a job names it, so a late or repeated job is a no-op. */
export type TOrderStep = 'EXECUTE' | 'REVIEW' | 'CLEARING_ANSWER';

export interface TOrderStepJob {
  orderId: string;
  step: TOrderStep;
}

export interface TCardSettlementJob {
  reservationId: string;
  accountId: string;
  amountMinor: string;
  currency: string;
  merchant: string;
}

export const ORDER_STEP_QUEUE = 'core-bank-order-step';
export const SWEEP_QUEUE = 'core-bank-sweep';
export const DEMO_ACTIVITY_QUEUE = 'core-bank-demo-activity';
export const CARD_SETTLEMENT_QUEUE = 'core-bank-card-settlement';

/**
 * Every step is idempotent (the order's row lock and status, the bookings' keys), so a job that
 * ran and died before pg-boss heard of it simply runs again. A step that keeps failing (the core
 * unavailable) retries a few times; after that the sweeper's minute takes it on.
 */
export const EXECUTION_QUEUES: readonly TQueueDefinition[] = [
  { name: ORDER_STEP_QUEUE, retryLimit: 5, retryDelaySeconds: 5, expireInSeconds: 60 },
  // Not 'stately': a sweep left active by a killed process would block the next one until it
  // expires. Two sweeps at once are harmless (SKIP LOCKED).
  { name: SWEEP_QUEUE, retryLimit: 0, retryDelaySeconds: 0, expireInSeconds: 120 },
  { name: DEMO_ACTIVITY_QUEUE, retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 60 },
  { name: CARD_SETTLEMENT_QUEUE, retryLimit: 5, retryDelaySeconds: 60, expireInSeconds: 60 },
];

const ORDER_STEPS: readonly string[] = ['EXECUTE', 'REVIEW', 'CLEARING_ANSWER'];

/** Job data comes back from the database as JSON: checked, as any input crossing a boundary. */
export function parseOrderStepJob(data: object): TOrderStepJob {
  const { orderId, step } = data as Partial<Record<keyof TOrderStepJob, unknown>>;
  if (typeof orderId !== 'string' || typeof step !== 'string' || !ORDER_STEPS.includes(step))
    throw new Error(`not an order step job: ${JSON.stringify(data)}`);
  return { orderId, step: step as TOrderStep };
}

export function parseCardSettlementJob(data: object): TCardSettlementJob {
  const fields = data as Partial<Record<keyof TCardSettlementJob, unknown>>;
  const texts = [
    fields.reservationId,
    fields.accountId,
    fields.amountMinor,
    fields.currency,
    fields.merchant,
  ];
  if (!texts.every((text) => typeof text === 'string'))
    throw new Error(`not a card settlement job: ${JSON.stringify(data)}`);
  return data as TCardSettlementJob;
}
