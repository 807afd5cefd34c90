import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TGdprConsentRequest } from '@poslovno/contract';
import { formatInstantForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { SigningDialog } from '../../../signing/signing-dialog';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useConfirmedDeletion } from '../../../ui/use-confirmed-deletion';
import {
  gdprConsentsQueryKey,
  useDeleteGdprConsentRequest,
  useGdprConsents,
} from '../api/gdpr-consents';
import { isWithTheBank } from '../model/consent-choice';
import { ConsentChoiceForm } from './consent-choice-form';
import { ConsentRequests } from './consent-requests';
import { useConsentSigningTarget, type TConsentSigning } from './gdpr-signing';
import styles from './gdpr-consent.module.css';

/**
 * /gdpr-consent (001 §2: the screen's path is not shown; docs/decisions.md): the company's
 * marketing consents, a change asked for and signed by its representatives, the latest requests.
 */
export default function GdprConsentPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const requestsHeadingId = useId();
  const [searchParams] = useSearchParams();
  const consents = useGdprConsents();
  const remove = useDeleteGdprConsentRequest();
  const [signing, setSigning] = useState<TConsentSigning | null>(null);
  const deletion = useConfirmedDeletion(
    remove,
    (request: TGdprConsentRequest) => request.requestId,
  );
  const { asked: deleting, deletedId } = deletion;
  const target = useConsentSigningTarget(signing);

  const data = consents.data;
  const isBankRecording = data?.requests.some(isWithTheBank) ?? false;
  return (
    <>
      <PageHeader title={t('gdpr.title')} subtitle={<p>{t('gdpr.subtitle')}</p>} />
      <div className={styles.stack}>
        {consents.isPending ? <Spinner label={t('gdpr.loading')} /> : null}
        {consents.isError ? (
          <ErrorNotice error={consents.error} onRetry={() => void consents.refetch()} />
        ) : null}
        {deletedId === null ? null : (
          <Notice tone="success">
            <p>{t('gdpr.delete.done', { reference: deletedId })}</p>
          </Notice>
        )}
        {isBankRecording ? (
          <Notice tone="info">
            <p>{t('gdpr.withBank')}</p>
          </Notice>
        ) : null}
        {data ? (
          <>
            <ConsentChoiceForm
              // A choice the bank recorded anew starts the form from it.
              key={data.updatedAt ?? 'never'}
              consents={data}
              onCreated={({ request, preauthorization }) => {
                setSigning({ requestId: request.requestId, initialChallenge: preauthorization });
              }}
            />
            <section aria-labelledby={requestsHeadingId} className={styles.section}>
              <h2 id={requestsHeadingId}>{t('gdpr.requests.title')}</h2>
              <ConsentRequests
                requests={data.requests}
                highlightedId={searchParams.get('requestId')}
                onSign={(request) => setSigning({ requestId: request.requestId })}
                onDelete={deletion.ask}
              />
            </section>
          </>
        ) : null}
      </div>
      <SigningDialog
        target={target}
        onClose={() => setSigning(null)}
        onSigned={() => void queryClient.invalidateQueries({ queryKey: gdprConsentsQueryKey })}
      />
      <ConfirmDialog
        {...deletion.dialog}
        title={t('gdpr.delete.title')}
        confirmLabel={t('gdpr.delete.confirm')}
        cancelLabel={t('gdpr.delete.cancel')}
      >
        {deleting ? (
          <p>
            {t('gdpr.delete.text', {
              reference: deleting.requestId,
              dateTime: formatInstantForLocale(deleting.createdAt, locale),
            })}
          </p>
        ) : null}
      </ConfirmDialog>
    </>
  );
}
