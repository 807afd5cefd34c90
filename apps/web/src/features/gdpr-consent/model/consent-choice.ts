import type { TGdprConsentRequest } from '@poslovno/contract';
import type { TGdprConsentChoice, TGdprConsentOption } from '@poslovno/domain';
import type { TMessageKey } from '../../../i18n/messages';
import { findOrderStatusLabelKey } from '../../../signing/order-labels';

/** Each option of 001 §3 and the field of the choice that holds it. */
export const OPTION_FIELDS: Readonly<Record<TGdprConsentOption, keyof TGdprConsentChoice>> = {
  COMMUNICATION: 'communicationAllowed',
  PROFILING: 'profilingAllowed',
};

export function hasSameChoice(a: TGdprConsentChoice, b: TGdprConsentChoice): boolean {
  return (
    a.communicationAllowed === b.communicationAllowed && a.profilingAllowed === b.profilingAllowed
  );
}

/** Signed in full and not yet recorded: the bank decides it on its own, so the screen asks again. */
export function isWithTheBank(request: Pick<TGdprConsentRequest, 'status'>): boolean {
  return request.status === 'AUTHORIZED';
}

/** Stored or partly signed: a signature (or a deletion) moves it on. */
export function isWaitingForSignature(request: Pick<TGdprConsentRequest, 'status'>): boolean {
  return request.status === 'CREATED' || request.status === 'PARTIALLY_AUTHORIZED';
}

/**
 * A request made before the one the bank recorded last: the bank takes only a newer choice than
 * the one in force, so signing it would end in REQUEST_SUPERSEDED (docs/decisions.md).
 */
export function isOlderThanRecorded(
  request: Pick<TGdprConsentRequest, 'requestId'>,
  requests: readonly Pick<TGdprConsentRequest, 'requestId' | 'status'>[],
): boolean {
  return requests.some(
    (other) => other.status === 'EXECUTED' && BigInt(other.requestId) > BigInt(request.requestId),
  );
}

/**
 * A request's status in words: why it waits where the kernel says so for every type (you signed,
 * a mandatory signee, the bank not reached), else the consent request's own status (001 §4).
 */
export function getRequestStatusLabelKey(
  request: Pick<TGdprConsentRequest, 'status' | 'displayStatus'>,
): TMessageKey {
  if (request.displayStatus !== request.status) {
    const general = findOrderStatusLabelKey(request.displayStatus);
    if (general) return general;
  }
  return `gdpr.status.${request.status}`;
}
