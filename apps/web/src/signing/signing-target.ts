import type { ReactElement, ReactNode } from 'react';
import type { TSigningProofInput } from '@poslovno/contract';
import type { TMessageKey } from '../i18n/messages';
import type { TFact } from '../ui/fact-list';
import type { TAuthorizeOptions, TSignedOrder } from './signing-calls';
import type { TSigningChallenge, TSigningOutcome, TSigningResult } from './signing-outcome';

/**
 * What is signed, in words the signer reads before signing (dynamic linking): labelled facts (a
 * payment's amount, payee and account; an order without an amount, its canonical fields, e.g.
 * "Marketing communication: off"), or one element of the order type's own.
 */
export type TSignedSubject = readonly TFact[] | ReactElement;

export function isFactList(subject: TSignedSubject): subject is readonly TFact[] {
  return Array.isArray(subject);
}

/** What a signature achieved, read from the order type's answer to the signature. */
export interface TSigningResultView {
  result: TSigningResult;
  /** The bank's reason for a rejection, in words. */
  reason?: string;
  /** The order's status now, as its own screens show it (a badge). */
  status?: ReactNode;
}

/** The texts of the dialog an order type may word its own way (the rest are the general ones). */
export type TSigningTextPart =
  | 'title'
  | 'submit'
  | 'mobile.instruction'
  | 'smartcard.instruction'
  | 'statusNow'
  | `outcome.${TSigningOutcome}`
  | `result.${TSigningResult}.title`
  | `result.${TSigningResult}.next`;

/** Catalogue keys of an order type's own words; each takes the values its general text takes. */
export type TSigningTexts = Readonly<Partial<Record<TSigningTextPart, TMessageKey>>>;

/**
 * An order of any type, as the signing dialog signs it: the order type's feature gives the calls
 * of its API, what is signed and how its answer reads; the dialog does the rest the same way for
 * every type (the challenge and its countdown, the devices, the proof, the outcome, the failures).
 */
export interface TSigningTarget<
  TAnswer extends object,
  TChallenge extends TSigningChallenge = TSigningChallenge,
> {
  /** Which order, and whether the signature authorises it or revokes it. */
  order: TSignedOrder;
  /** The challenge bound to the order (preauthorisation, or the start of its revocation). */
  preauthorize: () => Promise<TChallenge>;
  /**
   * A challenge the type's create call already answered (a GDPR request comes with its
   * preauthorisation): signed first, its five minutes counted from the dialog's opening; a new
   * challenge after it comes from `preauthorize`.
   */
  initialChallenge?: TChallenge;
  /** Sends the proof of any device; answers the order as it stands after the signature. */
  authorize: (proof: TSigningProofInput, options: TAuthorizeOptions) => Promise<TAnswer>;
  /** What is signed, from the challenge the server bound to the order. */
  describe: (challenge: TChallenge) => TSignedSubject;
  readResult: (answer: TAnswer) => TSigningResultView;
  texts?: TSigningTexts;
}
