import { useId } from 'react';
import { formatInstantForLocale } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { formatMobilePhone } from '../../../signing/signed-fields';
import { Card } from '../../../ui/card';
import { ErrorNotice } from '../../../ui/error-notice';
import { Spinner } from '../../../ui/spinner';
import { useDemoSmsMessages } from '../api/mobile-token';
import styles from './mobile-token.module.css';

/** The phone's messages: what the bank sent the chosen person by SMS (a code's second part), newest first. */
export function SmsMessages({ personId }: { personId: number }) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const messages = useDemoSmsMessages(personId);
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('mobileToken.sms.title')}</h2>
      {messages.isPending ? <Spinner label={t('mobileToken.sms.loading')} /> : null}
      {messages.isError ? (
        <ErrorNotice error={messages.error} onRetry={() => void messages.refetch()} />
      ) : null}
      {messages.data?.length === 0 ? (
        <p className={styles.muted}>{t('mobileToken.sms.empty')}</p>
      ) : null}
      {messages.data && messages.data.length > 0 ? (
        <ul className={styles.requests} aria-label={t('mobileToken.sms.list')}>
          {messages.data.map((message) => (
            <li key={`${message.sentAt}-${message.text}`} className={styles.request}>
              <p className={styles.muted}>
                {t('mobileToken.sms.sent', {
                  phone: formatMobilePhone(message.phone),
                  dateTime: formatInstantForLocale(message.sentAt, locale),
                })}
              </p>
              <p className={styles.smsText}>{message.text}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
