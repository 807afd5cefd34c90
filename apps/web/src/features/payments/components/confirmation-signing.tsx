import type { TOrderChallengeAnswer, TPaymentConfirmationRequest } from '@poslovno/contract';
import { formatIbanGrouped, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import type { TMessageKey } from '../../../i18n/messages';
import { findOrderStatusLabelKey } from '../../../signing/order-labels';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import {
  buildRequestSigningTexts,
  readRequestSigningResult,
} from '../../../signing/request-signing';
import type { TSigningResultView, TSigningTarget } from '../../../signing/signing-target';
import { FactAmount, type TFact } from '../../../ui/fact-list';
import { StatusBadge } from '../../../ui/status-badge';
import { confirmationSigning, PAYMENT_CONFIRMATION_ORDER_TYPE } from '../api/payment-confirmations';
import { formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';

/** The dialog speaks of a request, not an order. */
export const CONFIRMATION_TEXTS = buildRequestSigningTexts({
  title: 'confirmations.sign.title',
  statusNow: 'confirmations.sign.statusNow',
  result: (result, part) => `confirmations.result.${result}.${part}`,
  outcome: (outcome) => `confirmations.sign.outcome.${outcome}`,
});

/** A request's status in words: the kernel's shared words, the request's own for the rest. */
export function getConfirmationStatusLabelKey(status: string): TMessageKey {
  if (status === 'CREATED' || status === 'AUTHORIZED' || status === 'EXECUTED')
    return `confirmations.status.${status}`;
  return findOrderStatusLabelKey(status) ?? 'confirmations.status.CREATED';
}

export function ConfirmationStatusBadge({
  request,
}: {
  request: Pick<TPaymentConfirmationRequest, 'displayStatus'>;
}) {
  const { t } = useI18n();
  return (
    <StatusBadge
      status={request.displayStatus}
      label={t(getConfirmationStatusLabelKey(request.displayStatus))}
    />
  );
}

/** "4.00 EUR" as signed, in the interface language. */
function formatSignedMoney(value: string, locale: TLocale): string {
  const [amount = '', currency = ''] = value.split(' ');
  return formatPaymentMoney({ amount, currency }, locale);
}

/**
 * What a confirmation request binds to its signature: every payment it covers (payee, account,
 * amount: the signed items), the fee total and the account that pays it. A field the app does not
 * know is shown by its own name and value.
 */
export function describeSignedConfirmation(
  { signedFields, signedItems = [] }: Pick<TOrderChallengeAnswer, 'signedFields' | 'signedItems'>,
  t: TTranslate,
  locale: TLocale,
): TFact[] {
  const facts: TFact[] = [];
  if (signedItems.length > 0)
    facts.push([
      t('confirmations.sign.payments'),
      <ul key="items">
        {signedItems.map((item, index) => (
          <li key={index}>
            {t('confirmations.sign.item', {
              name: item.creditorName,
              account: formatPayeeAccount(item.creditorAccount),
              amount: formatPaymentMoney(item, locale),
            })}
          </li>
        ))}
      </ul>,
    ]);
  for (const { name, value } of signedFields) {
    if (name === 'feeTotal')
      facts.push([
        t('confirmations.sign.feeTotal'),
        <FactAmount key="fee">{formatSignedMoney(value, locale)}</FactAmount>,
      ]);
    else if (name === 'feeAccount')
      facts.push([t('confirmations.sign.feeAccount'), formatIbanGrouped(value)]);
    else if (name !== 'paymentIds' || signedItems.length === 0) facts.push([name, value]);
  }
  return facts;
}

export function readConfirmationResult(
  request: TPaymentConfirmationRequest,
  locale: TLocale,
): TSigningResultView {
  return {
    result: readRequestSigningResult(request),
    reason: describeRejectionReason(request.rejectionCode, locale),
    status: <ConfirmationStatusBadge request={request} />,
  };
}

/** A confirmation request as the signing dialog signs it. */
export function useConfirmationSigningTarget(
  signing: { requestId: string; initialChallenge?: TOrderChallengeAnswer } | null,
): TSigningTarget<TPaymentConfirmationRequest, TOrderChallengeAnswer> | null {
  const { t, locale } = useI18n();
  if (signing === null) return null;
  const { requestId, initialChallenge } = signing;
  return {
    order: { orderType: PAYMENT_CONFIRMATION_ORDER_TYPE, orderId: requestId, purpose: 'AUTHORIZE' },
    preauthorize: () => confirmationSigning.preauthorize(requestId),
    ...(initialChallenge ? { initialChallenge } : {}),
    authorize: (proof, options) => confirmationSigning.authorize(requestId, proof, options),
    describe: (challenge) => describeSignedConfirmation(challenge, t, locale),
    readResult: (request) => readConfirmationResult(request, locale),
    texts: CONFIRMATION_TEXTS,
  };
}
