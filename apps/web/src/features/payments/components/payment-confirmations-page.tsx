import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TPaymentConfirmationRequest } from '@poslovno/contract';
import { formatInstantForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { SigningDialog } from '../../../signing/signing-dialog';
import { useSigningFailures } from '../../../signing/use-signing-failures';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useConfirmedDeletion } from '../../../ui/use-confirmed-deletion';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { StatusBadge } from '../../../ui/status-badge';
import {
  PAYMENT_CONFIRMATION_ORDER_TYPE,
  useConfirmationRequests,
  useDeleteConfirmationRequest,
  useRefreshConfirmations,
} from '../api/payment-confirmations';
import { formatPaymentMoney } from '../model/payment-format';
import { ConfirmationPdfButton } from './confirmation-downloads';
import { ConfirmationItems } from './confirmation-items';
import { ConfirmationStatusBadge, useConfirmationSigningTarget } from './confirmation-signing';
import styles from './confirmations.module.css';

interface TRequestActions {
  onSign: (request: TPaymentConfirmationRequest) => void;
  onDelete: (request: TPaymentConfirmationRequest) => void;
}

function RequestCard({
  request,
  isLinked,
  failedSigning,
  onSign,
  onDelete,
}: TRequestActions & {
  request: TPaymentConfirmationRequest;
  isLinked: boolean;
  failedSigning: 'AUTH_FAILED' | 'REVOKE_FAILED' | undefined;
}) {
  const { t, locale } = useI18n();
  const signers = request.signatures.map((signature) => signature.personName);
  const reason = describeRejectionReason(request.rejectionCode, locale);
  const headingId = `confirmation-request-${request.requestId}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className={styles.request}
      data-linked={isLinked}
    >
      <div className={styles.requestHeader}>
        <h2 id={headingId} className={styles.requestTitle}>
          {t('confirmations.list.request', { requestId: request.requestId })}
        </h2>
        <span>
          <ConfirmationStatusBadge request={request} />{' '}
          {failedSigning ? (
            <StatusBadge status={failedSigning} label={t(`orders.status.${failedSigning}`)} />
          ) : null}
        </span>
      </div>
      <p className={styles.muted}>
        {t('confirmations.list.created', {
          date: formatInstantForLocale(request.createdAt, locale),
          name: request.createdBy,
        })}
        {' · '}
        {signers.length > 0
          ? t('confirmations.list.signed', { count: signers.length, names: signers.join(', ') })
          : t('confirmations.list.notSigned')}
      </p>
      {reason ? (
        <Notice tone="error">
          <p>{t('confirmations.list.rejection', { reason })}</p>
        </Notice>
      ) : null}
      <ConfirmationItems
        request={request}
        extra={(item) =>
          item.confirmationNumber ? (
            <div className={styles.body}>
              <span>
                {t('confirmations.list.confirmationNumber', { number: item.confirmationNumber })}
              </span>
              <ConfirmationPdfButton paymentId={item.paymentId} />
            </div>
          ) : (
            <span className={styles.muted}>{t('confirmations.list.notYet')}</span>
          )
        }
      />
      {request.actions.canAuthorize || request.actions.canDelete ? (
        <div className={styles.actions}>
          {request.actions.canAuthorize ? (
            <Button
              variant="primary"
              aria-label={t('confirmations.list.signLabel', { requestId: request.requestId })}
              onPress={() => onSign(request)}
            >
              {t('confirmations.list.sign')}
            </Button>
          ) : null}
          {request.actions.canDelete ? (
            <Button
              aria-label={t('confirmations.list.deleteLabel', { requestId: request.requestId })}
              onPress={() => onDelete(request)}
            >
              {t('confirmations.list.delete')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </Card>
  );
}

/**
 * /payment-confirmations: the latest requests for confirmations of executed payments, each with
 * its payments, fees, status and signatures; Sign and Delete where the server offers them, and
 * each issued confirmation's PDF. The dashboard's orders to sign link here with `?requestId=`.
 */
export default function PaymentConfirmationsPage() {
  const { t, locale } = useI18n();
  const [params] = useSearchParams();
  const requests = useConfirmationRequests();
  const refresh = useRefreshConfirmations();
  const remove = useDeleteConfirmationRequest();
  const failures = useSigningFailures(PAYMENT_CONFIRMATION_ORDER_TYPE);
  const [signingId, setSigningId] = useState<string | null>(null);
  const deletion = useConfirmedDeletion(
    remove,
    (request: TPaymentConfirmationRequest) => request.requestId,
  );
  const deleting = deletion.asked;
  const deletedId = deletion.deletedId;
  const target = useConfirmationSigningTarget(signingId === null ? null : { requestId: signingId });
  const linkedId = params.get('requestId');
  const shown = (requests.data?.requests ?? []).filter((request) => request.status !== 'DELETED');

  return (
    <>
      <PageHeader
        before={
          <Link to="/payments" className={styles.backLink}>
            {t('confirmations.list.back')}
          </Link>
        }
        title={t('confirmations.list.title')}
        subtitle={t('confirmations.list.subtitle')}
        actions={
          <Button
            size="small"
            isDisabled={requests.isFetching}
            onPress={() => void requests.refetch()}
          >
            {t('confirmations.list.refresh')}
          </Button>
        }
      />
      <div className={styles.stack}>
        {deletedId ? (
          <Notice tone="success">
            <p>{t('confirmations.list.deleted', { requestId: deletedId })}</p>
          </Notice>
        ) : null}
        {requests.isPending ? <Spinner label={t('confirmations.list.loading')} /> : null}
        {requests.isError ? (
          <ErrorNotice error={requests.error} onRetry={() => void requests.refetch()} />
        ) : null}
        {requests.isSuccess && shown.length === 0 ? (
          <Notice tone="info">
            <p>{t('confirmations.list.empty')}</p>
          </Notice>
        ) : null}
        <div className={styles.list}>
          {shown.map((request) => (
            <RequestCard
              key={request.requestId}
              request={request}
              isLinked={request.requestId === linkedId}
              failedSigning={failures.failures.get(request.requestId)}
              onSign={(chosen) => setSigningId(chosen.requestId)}
              onDelete={deletion.ask}
            />
          ))}
        </div>
      </div>
      <ConfirmDialog
        {...deletion.dialog}
        title={t('confirmations.list.deleteTitle', { requestId: deleting?.requestId ?? '' })}
        confirmLabel={t('confirmations.list.deleteConfirm')}
        cancelLabel={t('confirmations.list.deleteCancel')}
      >
        <p>
          {deleting
            ? t('confirmations.list.deleteText', {
                fee: formatPaymentMoney(deleting.feeTotal, locale),
              })
            : null}
        </p>
      </ConfirmDialog>
      <SigningDialog
        target={target}
        onClose={() => setSigningId(null)}
        onSigned={(answer) => {
          failures.clear(answer.requestId);
          refresh();
        }}
      />
    </>
  );
}
