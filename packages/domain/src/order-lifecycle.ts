import { assert } from './assert';

/**
 * The phases every order passes through, whatever its type (DESIGN.md §4): entered and stored,
 * signed in part, signed in full and not yet taken by the bank, with the bank, and the ends. The
 * kernel decides by phase; each order type names its own statuses over them (001 §4 tables), and
 * the wire and the screens show the type's names.
 */
export const ORDER_PHASES = [
  'STORED',
  'PARTIALLY_SIGNED',
  'AUTHORIZED',
  'WITH_BANK',
  'DONE',
  'FAILED',
  'REVOKED',
  'CANCELED',
  'DELETED',
] as const;
export type TOrderPhase = (typeof ORDER_PHASES)[number];

/** Phases of an order that still waits for signatures: it may be edited, signed or deleted. */
export const WAITING_PHASES = ['STORED', 'PARTIALLY_SIGNED'] as const satisfies TOrderPhase[];

/** What a person can do to an order; each has its own rule of the statuses it applies to. */
export const ORDER_ACTIONS = ['EDIT', 'DELETE', 'AUTHORIZE', 'REVOKE', 'COPY'] as const;
export type TOrderAction = (typeof ORDER_ACTIONS)[number];

/** The phases the kernel itself moves an order into; a type names its status for each it uses. */
export type TKernelPhase =
  'STORED' | 'PARTIALLY_SIGNED' | 'AUTHORIZED' | 'DELETED' | 'CANCELED' | 'REVOKED';

export interface TOrderVocabularyInput<TStatus extends string> {
  /** Each status of the type and the phase it stands in. */
  phases: Readonly<Record<TStatus, TOrderPhase>>;
  /**
   * The status the kernel writes when it moves an order into a phase itself. CANCELED only for a
   * type whose orders have an execution date (an order without one does not expire by one),
   * REVOKED only for one that can be recalled.
   */
  kernelStatuses: Readonly<
    Record<Exclude<TKernelPhase, 'CANCELED' | 'REVOKED' | 'PARTIALLY_SIGNED'>, TStatus>
  > & {
    /** Not for a type signed once by its author alone (the personal rule). */
    PARTIALLY_SIGNED?: TStatus;
    CANCELED?: TStatus;
    REVOKED?: TStatus;
  };
  /** The bank's moves once the order is signed in full (its processor's answers). */
  bankTransitions: Readonly<Partial<Record<TStatus, readonly TStatus[]>>>;
  /** Statuses from which a signed recall may be asked (none: the type cannot be recalled). */
  revocable: readonly TStatus[];
}

export interface TOrderVocabulary<
  TStatus extends string = string,
> extends TOrderVocabularyInput<TStatus> {
  statuses: readonly TStatus[];
}

function isWaitingPhase(phase: TOrderPhase): boolean {
  return phase === 'STORED' || phase === 'PARTIALLY_SIGNED';
}

/** A type's status vocabulary, checked once: every kernel status stands in its own phase. */
export function defineOrderVocabulary<TStatus extends string>(
  input: TOrderVocabularyInput<TStatus>,
): TOrderVocabulary<TStatus> {
  const statuses = Object.keys(input.phases) as TStatus[];
  for (const [phase, status] of Object.entries(input.kernelStatuses) as [TOrderPhase, TStatus][])
    assert(input.phases[status] === phase, `status ${status} stands in phase ${phase}`);
  for (const [from, targets] of Object.entries(input.bankTransitions) as [TStatus, TStatus[]][]) {
    assert(!isWaitingPhase(input.phases[from]), `the bank moves ${from} only once it is signed`);
    for (const to of targets) assert(statuses.includes(to), `${to} is a status of the type`);
  }
  assert(
    input.revocable.length === 0 || input.kernelStatuses.REVOKED !== undefined,
    'a type that can be recalled names its REVOKED status',
  );
  return { ...input, statuses };
}

/**
 * 001 §4's generic authorisation progression, for a request the bank's back office decides (a GDPR
 * consent, a payment confirmation, a limit change): CREATED, partly and fully signed, then EXECUTED
 * or REJECTED by the bank; DELETED for one withdrawn before its last signature; never recalled.
 */
export const BACK_OFFICE_REQUEST_STATUSES = [
  'CREATED',
  'PARTIALLY_AUTHORIZED',
  'AUTHORIZED',
  'EXECUTED',
  'REJECTED',
  'DELETED',
] as const;
export type TBackOfficeRequestStatus = (typeof BACK_OFFICE_REQUEST_STATUSES)[number];

export const BACK_OFFICE_REQUEST_VOCABULARY = defineOrderVocabulary<TBackOfficeRequestStatus>({
  phases: {
    CREATED: 'STORED',
    PARTIALLY_AUTHORIZED: 'PARTIALLY_SIGNED',
    AUTHORIZED: 'AUTHORIZED',
    EXECUTED: 'DONE',
    REJECTED: 'FAILED',
    DELETED: 'DELETED',
  },
  kernelStatuses: {
    STORED: 'CREATED',
    PARTIALLY_SIGNED: 'PARTIALLY_AUTHORIZED',
    AUTHORIZED: 'AUTHORIZED',
    DELETED: 'DELETED',
  },
  bankTransitions: { AUTHORIZED: ['EXECUTED', 'REJECTED'] },
  revocable: [],
});

export function getOrderPhase<TStatus extends string>(
  vocabulary: TOrderVocabulary<TStatus>,
  status: TStatus,
): TOrderPhase {
  const phase = vocabulary.phases[status];
  assert(phase !== undefined, `unknown order status ${status}`);
  return phase;
}

/** The status and phase the kernel writes for a move of its own. */
export function getKernelState<TStatus extends string>(
  vocabulary: TOrderVocabulary<TStatus>,
  phase: TKernelPhase,
): { status: TStatus; phase: TOrderPhase } {
  const status = vocabulary.kernelStatuses[phase];
  assert(status !== undefined, `the order type has no status for ${phase}`);
  return { status, phase };
}

export function isOrderActionAllowed<TStatus extends string>(
  vocabulary: TOrderVocabulary<TStatus>,
  status: TStatus,
  action: TOrderAction,
): boolean {
  const phase = getOrderPhase(vocabulary, status);
  if (action === 'REVOKE') return vocabulary.revocable.includes(status);
  if (action === 'COPY') return phase !== 'DELETED';
  return isWaitingPhase(phase);
}

/**
 * The moves an order may make: the kernel's own while it waits for signatures (edited, signed in
 * part or in full, deleted, expired), the bank's once signed, the recall's; anything else is a bug.
 */
export function isOrderTransitionAllowed<TStatus extends string>(
  vocabulary: TOrderVocabulary<TStatus>,
  from: TStatus,
  to: TStatus,
): boolean {
  const fromPhase = getOrderPhase(vocabulary, from);
  const toPhase = getOrderPhase(vocabulary, to);
  if (isWaitingPhase(fromPhase))
    return toPhase !== 'REVOKED' && Object.values(vocabulary.kernelStatuses).includes(to);
  if (vocabulary.bankTransitions[from]?.includes(to) === true) return true;
  return toPhase === 'REVOKED' && vocabulary.revocable.includes(from);
}

/** An order that can change no more. */
export function isFinalOrderState<TStatus extends string>(
  vocabulary: TOrderVocabulary<TStatus>,
  status: TStatus,
): boolean {
  const phase = getOrderPhase(vocabulary, status);
  return (
    !isWaitingPhase(phase) &&
    (vocabulary.bankTransitions[status]?.length ?? 0) === 0 &&
    !vocabulary.revocable.includes(status)
  );
}

/**
 * The status a list shows for an order of any type (000 §4, 001 §8): one still waiting shows why
 * (the viewer's own signature first, then the signature it needs), one signed in full that the
 * bank has not taken shows PROPAGATION_FAILED; otherwise the type's own status.
 */
export function getOrderDisplayStatus(view: {
  phase: TOrderPhase;
  status: string;
  statusCodes: readonly string[];
  isSignedByViewer: boolean;
}): string {
  if (isWaitingPhase(view.phase)) {
    if (view.isSignedByViewer) return 'ALREADY_SIGNED';
    if (view.statusCodes.includes('MANDATORY_SIGNEE_NEEDED')) return 'MANDATORY_SIGNEE_NEEDED';
    if (view.statusCodes.includes('PARTIALLY_AUTHORIZED')) return 'PARTIALLY_AUTHORIZED';
    return view.status;
  }
  if (view.phase === 'AUTHORIZED' && view.statusCodes.includes('PROPAGATION_FAILED'))
    return 'PROPAGATION_FAILED';
  return view.status;
}
