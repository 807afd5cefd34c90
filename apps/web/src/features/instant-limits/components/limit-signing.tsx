import type { TInstantLimitRequest, TOrderChallengeAnswer } from '@poslovno/contract';
import { formatIbanGrouped, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import {
  buildRequestSigningTexts,
  readRequestSigningResult,
} from '../../../signing/request-signing';
import type { TSigningResultView, TSigningTarget } from '../../../signing/signing-target';
import type { TFact } from '../../../ui/fact-list';
import { StatusBadge } from '../../../ui/status-badge';
import { INSTANT_LIMIT_ORDER_TYPE, instantLimitSigning } from '../api/instant-limits';
import { describeLimit, getRequestStatusLabelKey, readSignedLimit } from '../model/limit-words';

/** The dialog speaks of a request, not an order. */
export const LIMIT_TEXTS = buildRequestSigningTexts({
  title: 'instantLimits.sign.title',
  statusNow: 'instantLimits.sign.statusNow',
  result: (result, part) => `instantLimits.result.${result}.${part}`,
  outcome: (outcome) => `instantLimits.sign.outcome.${outcome}`,
});

export function RequestStatusBadge({
  request,
}: {
  request: Pick<TInstantLimitRequest, 'displayStatus'>;
}) {
  const { t } = useI18n();
  return (
    <StatusBadge
      status={request.displayStatus}
      label={t(getRequestStatusLabelKey(request.displayStatus))}
    />
  );
}

export function readLimitSigningResult(
  request: TInstantLimitRequest,
  locale: TLocale,
): TSigningResultView {
  return {
    result: readRequestSigningResult(request),
    reason: describeRejectionReason(request.rejectionCode, locale),
    status: <RequestStatusBadge request={request} />,
  };
}

/**
 * What a limit request binds to its signature, in words: the account, the new limit as one
 * phrase ("dnevno do 80.000,00 EUR") and the reference; a field the app does not know is shown by
 * its own name and value, never hidden.
 */
export function describeSignedLimit(
  { signedFields }: Pick<TOrderChallengeAnswer, 'signedFields'>,
  t: TTranslate,
  locale: TLocale,
): TFact[] {
  const facts: TFact[] = [];
  const limit = readSignedLimit(signedFields);
  for (const { name, value } of signedFields) {
    if (name === 'accountNumber')
      facts.push([t('instantLimits.sign.account'), formatIbanGrouped(value)]);
    else if (name === 'limitType')
      facts.push([t('instantLimits.sign.limit'), limit ? describeLimit(limit, t, locale) : value]);
    else if (name === 'reference') {
      if (value !== '') facts.push([t('instantLimits.sign.reference'), value]);
    } else if (name !== 'limitAmount' || limit === undefined) facts.push([name, value]);
  }
  return facts;
}

/**
 * A limit request as the signing dialog signs it: the challenge the create call answered first
 * (the author's), else one asked for by preauthorize (a second signer's).
 */
export function useLimitSigningTarget(
  signing: { requestId: string; initialChallenge?: TOrderChallengeAnswer } | null,
): TSigningTarget<TInstantLimitRequest, TOrderChallengeAnswer> | null {
  const { t, locale } = useI18n();
  if (signing === null) return null;
  const { requestId, initialChallenge } = signing;
  return {
    order: { orderType: INSTANT_LIMIT_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' },
    preauthorize: () => instantLimitSigning.preauthorize(requestId),
    ...(initialChallenge ? { initialChallenge } : {}),
    authorize: (proof, options) => instantLimitSigning.authorize(requestId, proof, options),
    describe: (challenge) => describeSignedLimit(challenge, t, locale),
    readResult: (request) => readLimitSigningResult(request, locale),
    texts: LIMIT_TEXTS,
  };
}
