import type { TGdprConsentRequest, TOrderChallengeAnswer } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { describeSignedFields } from '../../../signing/signed-fields';
import { SIGNING_RESULTS } from '../../../signing/signing-outcome';
import type {
  TSigningResultView,
  TSigningTarget,
  TSigningTextPart,
  TSigningTexts,
} from '../../../signing/signing-target';
import { GDPR_CONSENT_ORDER_TYPE, gdprSigningCalls } from '../api/gdpr-consents';
import { readConsentSigningResult } from '../model/consent-choice';
import { ConsentRequestStatus } from './consent-request-status';

/** A consent request the person signs: just created (with its challenge), or another's to co-sign. */
export interface TConsentSigning {
  requestId: string;
  /** The challenge the create call answered; a request to co-sign asks for its own. */
  initialChallenge?: TOrderChallengeAnswer;
}

/** A consent request is a request, not an order: the dialog says so in both languages. */
function buildConsentTexts(): TSigningTexts {
  const texts: Partial<Record<TSigningTextPart, TMessageKey>> = {
    title: 'gdpr.sign.title',
    'mobile.instruction': 'gdpr.sign.mobile.instruction',
    'smartcard.instruction': 'gdpr.sign.smartcard.instruction',
    statusNow: 'gdpr.sign.statusNow',
  };
  for (const outcome of ['AUTHORIZED', 'PARTIALLY_AUTHORIZED', 'MANDATORY_SIGNEE_NEEDED'] as const)
    texts[`outcome.${outcome}`] = `gdpr.sign.outcome.${outcome}`;
  for (const result of SIGNING_RESULTS) {
    if (result === 'REVOKED') continue;
    texts[`result.${result}.title`] = `gdpr.result.${result}.title`;
    texts[`result.${result}.next`] = `gdpr.result.${result}.next`;
  }
  return texts;
}

const CONSENT_TEXTS = buildConsentTexts();

function readConsentResult(request: TGdprConsentRequest, locale: TLocale): TSigningResultView {
  return {
    result: readConsentSigningResult(request),
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
