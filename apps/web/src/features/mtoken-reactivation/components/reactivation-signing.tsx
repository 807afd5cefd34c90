import type { TOrderChallengeAnswer, TReactivationAuthorized } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { describeSignedFields } from '../../../signing/signed-fields';
import type { TSigningResult } from '../../../signing/signing-outcome';
import type {
  TSigningResultView,
  TSigningTarget,
  TSigningTextPart,
  TSigningTexts,
} from '../../../signing/signing-target';
import { REACTIVATION_ORDER_TYPE, reactivationSigningCalls } from '../api/reactivations';
import { ReactivationStatus } from './reactivation-status';

/** The results a reactivation can have: issued, the bank not reached yet, or refused. */
const REACTIVATION_RESULTS = ['AUTHORIZED', 'PROPAGATION_FAILED', 'REJECTED'] as const;

const REACTIVATION_TEXTS: TSigningTexts = (() => {
  const texts: Partial<Record<TSigningTextPart, TMessageKey>> = {
    title: 'reactivation.sign.title',
    'outcome.AUTHORIZED': 'reactivation.sign.outcome',
    'smartcard.instruction': 'reactivation.sign.smartcard.instruction',
    statusNow: 'reactivation.sign.statusNow',
  };
  for (const result of REACTIVATION_RESULTS) {
    texts[`result.${result}.title`] = `reactivation.result.${result}.title`;
    texts[`result.${result}.next`] = `reactivation.result.${result}.next`;
  }
  return texts;
})();

/** 001 §4: AUTHORIZED when the bank's status is SUCCESSFUL, AUTHORIZE_FAILED otherwise. */
export function readReactivationResult(
  answer: Pick<TReactivationAuthorized, 'status' | 'bankStatus'>,
): TSigningResult {
  if (answer.status === 'AUTHORIZE_FAILED' || answer.bankStatus === 'FAILED') return 'REJECTED';
  return answer.bankStatus === 'SUCCESSFUL' ? 'AUTHORIZED' : 'PROPAGATION_FAILED';
}

function readResultView(answer: TReactivationAuthorized, locale: TLocale): TSigningResultView {
  return {
    result: readReactivationResult(answer),
    reason: describeRejectionReason(answer.rejectionCode, locale),
    status: <ReactivationStatus status={answer.status} />,
  };
}

/**
 * A reactivation as the signing dialog signs it: signed by the person alone, with the token or
 * the smartcard (the server's challenge lists only those), its phone, token and reason as the
 * server bound them; the answer carries the activation code's first part.
 */
export function useReactivationSigningTarget(
  requestId: string | null,
): TSigningTarget<TReactivationAuthorized, TOrderChallengeAnswer> | null {
  const { t, locale } = useI18n();
  if (requestId === null) return null;
  return {
    order: { orderType: REACTIVATION_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' },
    preauthorize: () => reactivationSigningCalls.preauthorize(requestId),
    authorize: (proof, options) => reactivationSigningCalls.authorize(requestId, proof, options),
    describe: ({ signedFields }) => describeSignedFields(signedFields, t),
    readResult: (answer) => readResultView(answer, locale),
    texts: REACTIVATION_TEXTS,
  };
}
