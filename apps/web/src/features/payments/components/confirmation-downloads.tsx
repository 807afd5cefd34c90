import type { TPayment, TPaymentConfirmationRequest } from '@poslovno/contract';
import { toWireLocale } from '@poslovno/domain';
import { apiRoutes } from '../../../api/api-routes';
import { useI18n } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { Button } from '../../../ui/button';
import { notify } from '../../../ui/notifications';
import { Spinner } from '../../../ui/spinner';
import { useConfirmationRequests } from '../api/payment-confirmations';
import { getConfirmationStatusLabelKey } from './confirmation-signing';

/** The bank's confirmation of an executed payment as a PDF (GET /payments/{id}/confirmation). */
export function ConfirmationPdfButton({
  paymentId,
  size = 'small',
}: {
  paymentId: string;
  size?: 'small' | 'regular';
}) {
  const { t, locale } = useI18n();
  const { download, isDownloading } = useFileDownload(apiRoutes.getPaymentConfirmation);
  return (
    <Button
      size={size}
      isBusy={isDownloading}
      aria-label={t('confirmations.downloadLabel', { paymentId })}
      onPress={() =>
        download(
          { params: { paymentId }, query: { locale: toWireLocale(locale) } },
          {
            onSuccess: (fileName) =>
              notify({ tone: 'success', title: t('payments.download.done', { fileName }) }),
            onError: (error) => notify({ tone: 'error', title: error.message }),
          },
        )
      }
    >
      {t('confirmations.download')}
    </Button>
  );
}

/** The request that names the payment, newest first, and its line for the payment. */
function findLatest(requests: readonly TPaymentConfirmationRequest[], paymentId: string) {
  for (const request of requests) {
    if (request.status === 'DELETED') continue;
    const item = request.items.find((candidate) => candidate.paymentId === paymentId);
    if (item) return { request, item };
  }
  return undefined;
}

/**
 * In an executed payment's details: its confirmation once the bank issued it (with the PDF), the
 * request on its way, or the way to ask for one.
 */
export function PaymentConfirmationPart({
  payment,
  onRequest,
}: {
  payment: TPayment;
  onRequest: (payment: TPayment) => void;
}) {
  const { t } = useI18n();
  const isExecuted = payment.status === 'EXECUTED';
  const requests = useConfirmationRequests(payment.paymentId, { isEnabled: isExecuted });
  if (!isExecuted) return null;
  if (requests.isPending) return <Spinner label={t('confirmations.list.loading')} />;
  const latest = findLatest(requests.data?.requests ?? [], payment.paymentId);
  if (latest?.item.confirmationNumber)
    return <ConfirmationPdfButton paymentId={payment.paymentId} size="regular" />;
  if (latest && latest.request.status !== 'REJECTED')
    return (
      <span>
        {t('confirmations.details.pending', {
          requestId: latest.request.requestId,
          status: t(getConfirmationStatusLabelKey(latest.request.displayStatus)),
        })}
      </span>
    );
  return <Button onPress={() => onRequest(payment)}>{t('confirmations.request')}</Button>;
}
