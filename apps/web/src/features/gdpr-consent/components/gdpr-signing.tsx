import type { TGdprConsentRequest, TOrderChallengeAnswer } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { describeSignedFields } from '../../../signing/signed-fields';
import {
  buildRequestSigningTexts,
  readRequestSigningResult,
} from '../../../signing/request-signing';
import type {
  TSigningResultView,
  TSigningTarget,
  TSigningTexts,
} from '../../../signing/signing-target';
import { GDPR_CONSENT_ORDER_TYPE, gdprSigningCalls } from '../api/gdpr-consents';
import { ConsentRequestStatus } from './consent-request-status';

/** A consent request the person signs: just created (with its challenge), or another's to co-sign. */
export interface TConsentSigning {
  requestId: string;
  /** The challenge the create call answered; a request to co-sign asks for its own. */
  initialChallenge?: TOrderChallengeAnswer;
}

/** A consent request is a request, not an order: the dialog says so in both languages. */
const CONSENT_TEXTS: TSigningTexts = {
  ...buildRequestSigningTexts({
    title: 'gdpr.sign.title',
    statusNow: 'gdpr.sign.statusNow',
    // A consent request is never revoked: that result keeps the general words.
    result: (result, part) =>
      result === 'REVOKED' ? `signing.result.REVOKED.${part}` : `gdpr.result.${result}.${part}`,
    outcome: (outcome) => `gdpr.sign.outcome.${outcome}`,
  }),
  'mobile.instruction': 'gdpr.sign.mobile.instruction',
  'smartcard.instruction': 'gdpr.sign.smartcard.instruction',
};

function readConsentResult(request: TGdprConsentRequest, locale: TLocale): TSigningResultView {
  return {
    result: readRequestSigningResult(request),
    reason: describeRejectionReason(request.rejectionCode, locale),
    status: <ConsentRequestStatus request={request} />,
  };
}

/**
 * A consent request as the signing dialog signs it: its routes, the two options as the server
 * bound them to the challenge ("Marketinška komunikacija: isključeno"), its answer as a result.
 */
export function useConsentSigningTarget(
  signing: TConsentSigning | null,
): TSigningTarget<TGdprConsentRequest, TOrderChallengeAnswer> | null {
  const { t, locale } = useI18n();
  if (signing === null) return null;
  const { requestId, initialChallenge } = signing;
  return {
    order: { orderType: GDPR_CONSENT_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' },
    preauthorize: () => gdprSigningCalls.preauthorize(requestId),
    ...(initialChallenge ? { initialChallenge } : {}),
    authorize: (proof, options) => gdprSigningCalls.authorize(requestId, proof, options),
    describe: ({ signedFields }) => describeSignedFields(signedFields, t),
    readResult: (request) => readConsentResult(request, locale),
    texts: CONSENT_TEXTS,
  };
}
