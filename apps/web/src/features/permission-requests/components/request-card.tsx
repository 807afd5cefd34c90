import { useId } from 'react';
import type { TAuthorityChangeRequest } from '@poslovno/contract';
import { apiRoutes } from '../../../api/api-routes';
import { formatInstantForLocale, toWireLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { useFileDownload } from '../../../lib/use-file-download';
import { AuthorityChangeLines } from '../../../signing/authority-change-lines';
import { AuthorityChangeStatusBadge } from '../../../signing/authority-change-signing';
import {
  describeAuthorityChangeAction,
  isAuthorityChangeWithTheBank,
  isWaitingForSecondSignature,
} from '../../../signing/authority-change-words';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import type { TFailedSigning } from '../../../signing/use-signing-failures';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { notify } from '../../../ui/notifications';
import { StatusBadge } from '../../../ui/status-badge';
import styles from './permission-requests.module.css';

/** The request as a PDF (its document route), saved under the server's file name. */
function RequestPdfButton({ requestId }: { requestId: string }) {
  const { t, locale } = useI18n();
  const { download, isDownloading } = useFileDownload(apiRoutes.getAuthorityChangeRequestDocument);
  return (
    <Button
      size="small"
      isBusy={isDownloading}
      aria-label={t('permissionRequests.pdfLabel', { requestId })}
      onPress={() =>
        download(
          { params: { requestId }, query: { locale: toWireLocale(locale) } },
          {
            onSuccess: (fileName) =>
              notify({ tone: 'success', title: t('permissionRequests.downloaded', { fileName }) }),
            onError: (error) => notify({ tone: 'error', title: error.message }),
          },
        )
      }
    >
      {t('permissionRequests.pdf')}
    </Button>
  );
}

function Signatures({ request }: { request: TAuthorityChangeRequest }) {
  const { t, locale } = useI18n();
  if (request.signatures.length === 0)
    return <span className={styles.muted}>{t('permissionRequests.noSignatures')}</span>;
  return (
    <ul className={styles.signatures}>
      {request.signatures.map((signature) => (
        <li key={`${signature.personName}-${signature.signedAt}`}>
          {t('permissionRequests.signature', {
            name: signature.personName,
            dateTime: formatInstantForLocale(signature.signedAt, locale),
          })}
        </li>
      ))}
    </ul>
  );
}

/** Where the request stands beyond its badge: who it waits for, the bank, its reason. */
function StatusNote({ request }: { request: TAuthorityChangeRequest }) {
  const { t, locale } = useI18n();
  const reason = describeRejectionReason(request.rejectionCode, locale);
  if (reason)
    return <p className={styles.rejection}>{t('permissionRequests.rejection', { reason })}</p>;
  if (isAuthorityChangeWithTheBank(request))
    return <p className={styles.muted}>{t('permissionRequests.withBank')}</p>;
  if (isWaitingForSecondSignature(request))
    return <p className={styles.muted}>{t('permissionRequests.waitsForSecond')}</p>;
  return null;
}

export interface TRequestActions {
  onSign: (request: TAuthorityChangeRequest) => void;
  onDelete: (request: TAuthorityChangeRequest) => void;
}

/**
 * One authority request (001 §3, §4): the person and what is asked, its status, who entered and
 * who signed it, its recapitulation (per account before and after) behind Details, and what the
 * server offers: Sign, Delete while nobody has fully signed it, and the PDF.
 */
export function RequestCard({
  request,
  isLinked,
  failedSigning,
  onSign,
  onDelete,
}: TRequestActions & {
  request: TAuthorityChangeRequest;
  /** The request a link opened the screen on: marked, its details open. */
  isLinked: boolean;
  failedSigning: TFailedSigning | undefined;
}) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const action = describeAuthorityChangeAction(request.actionType, t);
  return (
    <Card
      as="article"
      aria-labelledby={headingId}
      className={styles.request}
      data-request={request.requestId}
      data-linked={isLinked}
    >
      <div className={styles.requestHead}>
        <h3 id={headingId} className={styles.requestTitle}>
          {t('permissionRequests.heading', {
            requestId: request.requestId,
            action,
            name: request.personName,
          })}
        </h3>
        <span className={styles.badges}>
          <AuthorityChangeStatusBadge request={request} />
          {failedSigning ? (
            <StatusBadge status={failedSigning} label={t(`orders.status.${failedSigning}`)} />
          ) : null}
        </span>
      </div>
      <div className={styles.requestBody}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('permissionRequests.created')}</dt>
            <dd>
              {t('permissionRequests.createdValue', {
                dateTime: formatInstantForLocale(request.createdAt, locale),
                name: request.createdBy,
              })}
            </dd>
          </div>
          <div>
            <dt>{t('permissionRequests.signatures')}</dt>
            <dd>
              <Signatures request={request} />
            </dd>
          </div>
        </dl>
        <StatusNote request={request} />
      </div>
      <details className={styles.details} open={isLinked}>
        <summary className={styles.summary}>{t('permissionRequests.details')}</summary>
        {request.lines.length > 0 ? (
          <AuthorityChangeLines
            lines={request.lines}
            caption={t('permissionRequests.heading', {
              requestId: request.requestId,
              action,
              name: request.personName,
            })}
          />
        ) : (
          <p className={styles.muted}>{t('permissionRequests.noLines')}</p>
        )}
      </details>
      <div className={styles.actions}>
        {request.actions.canAuthorize ? (
          <Button
            size="small"
            variant="primary"
            aria-label={t('permissionRequests.signLabel', { requestId: request.requestId })}
            onPress={() => onSign(request)}
          >
            {t('permissionRequests.sign')}
          </Button>
        ) : null}
        {request.actions.canDelete ? (
          <Button
            size="small"
            aria-label={t('permissionRequests.deleteLabel', { requestId: request.requestId })}
            onPress={() => onDelete(request)}
          >
            {t('permissionRequests.delete')}
          </Button>
        ) : null}
        {request.status === 'DELETED' ? null : <RequestPdfButton requestId={request.requestId} />}
      </div>
    </Card>
  );
}
