import type { TReactivation } from '@poslovno/contract';
import { formatInstantForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { describeRejectionReason } from '../../../signing/rejection-reason';
import { Notice } from '../../../ui/notice';
import { Spinner } from '../../../ui/spinner';
import { ActivationCode } from './activation-code';

/**
 * A signed reactivation: its code until the new phone is active with it; else that it is active,
 * that the bank has not been reached yet, or why the bank refused it.
 */
export function ReactivationOutcome({
  request,
  isNewest,
}: {
  request: TReactivation;
  /** Only the person's newest request holds a code the bank still takes. */
  isNewest: boolean;
}) {
  const { t, locale } = useI18n();
  if (request.status === 'PROCESSING')
    return (
      <Notice tone="warning" title={t('reactivation.outcome.processing.title')}>
        <p>{t('reactivation.outcome.processing.text')}</p>
        <Spinner label={t('reactivation.outcome.processing.waiting')} />
      </Notice>
    );
  if (request.status === 'AUTHORIZE_FAILED')
    return (
      <Notice tone="error" title={t('reactivation.outcome.failed.title')}>
        <p>{describeRejectionReason(request.rejectionCode, locale) ?? t('common.errorGeneric')}</p>
        <p>{t('reactivation.outcome.failed.next')}</p>
      </Notice>
    );
  if (request.status !== 'AUTHORIZED') return null;
  if (request.activatedAt !== null)
    return (
      <Notice tone="success" title={t('reactivation.outcome.activated.title')}>
        <p>
          {t('reactivation.outcome.activated.text', {
            dateTime: formatInstantForLocale(request.activatedAt, locale),
          })}
        </p>
      </Notice>
    );
  const { activationCode, codeExpiresAt } = request;
  // Whether the code's day is over is the bank's to say (its clock, not this browser's): the
  // screen shows until when it is good, and the phone hears a refusal if it is too late.
  if (activationCode === null || codeExpiresAt === null) return null;
  if (!isNewest)
    return (
      <Notice tone="warning" title={t('reactivation.outcome.superseded.title')}>
        <p>{t('reactivation.outcome.superseded.text')}</p>
      </Notice>
    );
  return <ActivationCode request={request} code={activationCode} expiresAt={codeExpiresAt} />;
}
