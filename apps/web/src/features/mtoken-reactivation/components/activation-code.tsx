import { useId, useState } from 'react';
import type { TReactivation } from '@poslovno/contract';
import { formatInstantForLocale } from '@poslovno/domain';
import { MOBILE_TOKEN_PAGE_PATH } from '../../../api/api-client';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import { formatMobilePhone } from '../../../signing/signed-fields';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import styles from './reactivation.module.css';

type TCopyState = 'idle' | 'copied' | 'failed';

/**
 * 001 §2: the first part of the activation code, large and copyable, with where the second part
 * comes from, until when the code is good and what to do on the phone.
 */
export function ActivationCode({
  request,
  code,
  expiresAt,
}: {
  request: TReactivation;
  code: string;
  expiresAt: string;
}) {
  const { t, locale } = useI18n();
  const config = useConfig();
  const headingId = useId();
  const [copy, setCopy] = useState<TCopyState>('idle');

  function copyCode() {
    setCopy('idle');
    // The Clipboard API exists only in a secure context; without it the code is read off the screen.
    const writing =
      navigator.clipboard?.writeText(code) ?? Promise.reject(new Error('no clipboard'));
    writing.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('reactivation.code.title')}</h2>
      <div className={styles.codeRow}>
        <p className={styles.codeBlock}>
          <span className={styles.codeLabel}>{t('reactivation.code.firstPart')}</span>
          <span className={styles.code} data-testid="activation-code">
            {code}
          </span>
        </p>
        <Button onPress={copyCode}>{t('reactivation.code.copy')}</Button>
        <span role="status" className={styles.muted}>
          {copy === 'copied' ? t('reactivation.code.copied') : null}
          {copy === 'failed' ? t('reactivation.code.copyFailed') : null}
        </span>
      </div>
      <p>{t('reactivation.code.secondPart', { phone: formatMobilePhone(request.mobilePhone) })}</p>
      <p className={styles.validUntil}>
        {t('reactivation.code.validUntil', {
          dateTime: formatInstantForLocale(expiresAt, locale),
        })}
      </p>
      <h3>{t('reactivation.code.stepsTitle')}</h3>
      <ol className={styles.steps}>
        <li>{t('reactivation.code.step1')}</li>
        <li>{t('reactivation.code.step2')}</li>
        <li>{t('reactivation.code.step3')}</li>
        <li>{t('reactivation.code.step4')}</li>
      </ol>
      {config.demoMode ? (
        <p className={styles.muted}>
          {t('reactivation.code.demoHint')}{' '}
          <a href={MOBILE_TOKEN_PAGE_PATH} target="_blank" rel="noreferrer">
            {t('reactivation.code.openDemo')}
          </a>
        </p>
      ) : null}
    </Card>
  );
}
