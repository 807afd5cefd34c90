import type { TMessageKey } from '../i18n/messages';
import { SIGNING_RESULTS, type TSigningOutcome, type TSigningResult } from './signing-outcome';
import type { TSigningTextPart, TSigningTexts } from './signing-target';

/**
 * What a request the bank's back office decides (001 §4's generic progression: CREATED,
 * PARTIALLY_AUTHORIZED, AUTHORIZED, EXECUTED, REJECTED) says after a signature: its status and the
 * display status the kernel gives the person looking (PROPAGATION_FAILED, MANDATORY_SIGNEE_NEEDED).
 */
export function readRequestSigningResult(request: {
  status: string;
  displayStatus: string;
}): TSigningResult {
  if (request.status === 'REJECTED') return 'REJECTED';
  if (request.displayStatus === 'PROPAGATION_FAILED') return 'PROPAGATION_FAILED';
  if (request.status === 'AUTHORIZED' || request.status === 'EXECUTED') return 'AUTHORIZED';
  if (request.displayStatus === 'MANDATORY_SIGNEE_NEEDED') return 'MANDATORY_SIGNEE_NEEDED';
  return 'PARTIALLY_AUTHORIZED';
}

interface TRequestSigningKeys {
  title: TMessageKey;
  statusNow: TMessageKey;
  result: (result: TSigningResult, part: 'title' | 'next') => TMessageKey;
  outcome: (outcome: TSigningOutcome) => TMessageKey;
}

/** A request type's own words for the dialog: its title, the outcomes and results said of a request. */
export function buildRequestSigningTexts(keys: TRequestSigningKeys): TSigningTexts {
  const texts: Partial<Record<TSigningTextPart, TMessageKey>> = {
    title: keys.title,
    statusNow: keys.statusNow,
  };
  for (const result of SIGNING_RESULTS) {
    texts[`result.${result}.title`] = keys.result(result, 'title');
    texts[`result.${result}.next`] = keys.result(result, 'next');
  }
  for (const outcome of ['AUTHORIZED', 'PARTIALLY_AUTHORIZED', 'MANDATORY_SIGNEE_NEEDED'] as const)
    texts[`outcome.${outcome}`] = keys.outcome(outcome);
  return texts;
}
