import { useState } from 'react';
import type { TOrderChallengeAnswer } from '@poslovno/contract';

/** How the first signature of a request just created ended: signed, or kept for later. */
export type TCreatedRequestOutcome<TRequest> =
  { kind: 'SIGNED'; request: TRequest } | { kind: 'KEPT'; request: TRequest };

/** The request being signed, with the challenge its create answered (its preauthorisation). */
export interface TCreatedRequestSigning {
  requestId: string;
  initialChallenge: TOrderChallengeAnswer;
}

/**
 * A request stored by its create call and signed at once with the challenge the answer carried
 * (001 §2 create, store, authorize in one flow), for the signing dialog: the request, whether it is
 * being signed, and the outcome once the dialog closes (signed, or kept unsigned for later).
 */
export function useCreatedRequest<TRequest extends { requestId: string }>(options: {
  /** After a signature: the lists that show the request read it again. */
  onSigned: () => void;
  onFinished: (outcome: TCreatedRequestOutcome<TRequest>) => void;
}) {
  const [created, setCreated] = useState<TRequest | null>(null);
  const [signing, setSigning] = useState<TCreatedRequestSigning | null>(null);
  const [signed, setSigned] = useState<TRequest | null>(null);
  return {
    created,
    signing,
    /** The create's answer; no challenge when the author may enter but not sign it. */
    accept: (request: TRequest, preauthorization: TOrderChallengeAnswer | null) => {
      setCreated(request);
      if (preauthorization)
        setSigning({ requestId: request.requestId, initialChallenge: preauthorization });
    },
    /** The signing dialog's handlers. */
    dialog: {
      onSigned: (answer: TRequest) => {
        setSigned(answer);
        options.onSigned();
      },
      onClose: () => {
        setSigning(null);
        if (created !== null)
          options.onFinished(
            signed ? { kind: 'SIGNED', request: signed } : { kind: 'KEPT', request: created },
          );
      },
    },
  };
}
