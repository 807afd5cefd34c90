import type { TGdprConsentRequest } from '@poslovno/contract';
import { capitalizePersonName, formatInstantForLocale, type TLocale } from '@poslovno/domain';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { describeSignedField } from '../../../signing/signed-fields';
import { Button } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { isOlderThanRecorded, isWaitingForSignature, isWithTheBank } from '../model/consent-choice';
import { ConsentRequestStatus } from './consent-request-status';
import styles from './gdpr-consent.module.css';

interface TRequestActions {
  onSign: (request: TGdprConsentRequest) => void;
  onDelete: (request: TGdprConsentRequest) => void;
}

/** The choice a request asks for, in the words its signature carries. */
function RequestedChoice({ request, t }: { request: TGdprConsentRequest; t: TTranslate }) {
  const fields = (['communicationAllowed', 'profilingAllowed'] as const).map((name) =>
    describeSignedField({ name, value: String(request[name]) }, t),
  );
  return (
    <ul className={styles.cellList}>
      {fields.map(([label, value]) => (
        <li key={label} className={styles.nowrap}>
          {label}: {value}
        </li>
      ))}
    </ul>
  );
}

function Signatures({
  request,
  locale,
  t,
}: {
  request: TGdprConsentRequest;
  locale: TLocale;
  t: TTranslate;
}) {
  if (request.signatures.length === 0)
    return <span className={styles.muted}>{t('gdpr.requests.noSignatures')}</span>;
  return (
    <ul className={styles.cellList}>
      {request.signatures.map((signature) => (
        <li key={`${signature.personName}-${signature.signedAt}`} className={styles.cellStack}>
          <span className={styles.nowrap}>{capitalizePersonName(signature.personName)}</span>
          <span className={styles.muted}>{formatInstantForLocale(signature.signedAt, locale)}</span>
        </li>
      ))}
    </ul>
  );
}

function buildColumns(
  t: TTranslate,
  locale: TLocale,
  isSuperseded: (request: TGdprConsentRequest) => boolean,
  { onSign, onDelete }: TRequestActions,
): TDataTableColumn<TGdprConsentRequest>[] {
  return [
    {
      id: 'reference',
      header: t('gdpr.requests.reference'),
      isRowHeader: true,
      cell: (request) => request.requestId,
    },
    {
      id: 'createdAt',
      header: t('gdpr.requests.createdAt'),
      cell: (request) => (
        <div className={styles.cellStack}>
          <span className={styles.nowrap}>{formatInstantForLocale(request.createdAt, locale)}</span>
          <span className={styles.muted}>{capitalizePersonName(request.createdBy)}</span>
        </div>
      ),
    },
    {
      id: 'choice',
      header: t('gdpr.requests.choice'),
      cell: (request) => <RequestedChoice request={request} t={t} />,
    },
    {
      id: 'status',
      header: t('gdpr.requests.status'),
      cell: (request) => {
        const reason = describeRejectionReason(request.rejectionCode, locale);
        return (
          <div className={styles.cellStack}>
            <ConsentRequestStatus request={request} />
            {isSuperseded(request) ? (
              <span className={styles.warning}>{t('gdpr.requests.superseded')}</span>
            ) : null}
            {!isSuperseded(request) &&
            (request.displayStatus === 'ALREADY_SIGNED' ||
              request.displayStatus === 'PARTIALLY_AUTHORIZED') ? (
              <span className={styles.muted}>{t('gdpr.requests.waitsForSecond')}</span>
            ) : null}
            {isWithTheBank(request) ? (
              <span className={styles.muted}>{t('gdpr.requests.withBank')}</span>
            ) : null}
            {reason ? <span className={styles.muted}>{reason}</span> : null}
          </div>
        );
      },
    },
    {
      id: 'signatures',
      header: t('gdpr.requests.signatures'),
      cell: (request) => <Signatures request={request} locale={locale} t={t} />,
    },
    {
      id: 'actions',
      header: t('gdpr.requests.actions'),
      cell: (request) => (
        <div className={styles.rowActions}>
          {request.actions.canAuthorize && !isSuperseded(request) ? (
            <Button
              size="small"
              variant="primary"
              aria-label={t('gdpr.requests.signLabel', { reference: request.requestId })}
              onPress={() => onSign(request)}
            >
              {t('gdpr.requests.sign')}
            </Button>
          ) : null}
          {request.actions.canDelete ? (
            <Button
              size="small"
              aria-label={t('gdpr.requests.deleteLabel', { reference: request.requestId })}
              onPress={() => onDelete(request)}
            >
              {t('gdpr.requests.delete')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
}

interface TConsentRequestsProps extends TRequestActions {
  requests: readonly TGdprConsentRequest[];
  /** The request a link opened the screen on (the dashboard's orders to sign). */
  highlightedId: string | null;
}

/** The company's latest requests for a change, newest first, with who signed and what is left. */
export function ConsentRequests({ requests, highlightedId, ...actions }: TConsentRequestsProps) {
  const { t, locale } = useI18n();
  const isSuperseded = (request: TGdprConsentRequest) =>
    isWaitingForSignature(request) && isOlderThanRecorded(request, requests);
  return (
    <DataTable
      label={t('gdpr.requests.caption')}
      columns={buildColumns(t, locale, isSuperseded, actions)}
      rows={requests}
      getRowKey={(request) => request.requestId}
      isCurrentRow={(request) => request.requestId === highlightedId}
      emptyText={t('gdpr.requests.empty')}
    />
  );
}
