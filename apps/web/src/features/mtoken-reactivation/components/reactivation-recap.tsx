import { useId } from 'react';
import type { TReactivation } from '@poslovno/contract';
import { useT } from '../../../i18n/i18n-context';
import { describeSignedFields } from '../../../signing/signed-fields';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FactList } from '../../../ui/fact-list';
import { Notice } from '../../../ui/notice';
import styles from './reactivation.module.css';

/** What the signature binds, in the server's order: the token, the phone, the reason. */
export function listReactivationFields(request: TReactivation) {
  return [
    { name: 'tokenSerial', value: request.tokenSerial },
    { name: 'mobilePhone', value: request.mobilePhone },
    { name: 'reason', value: request.reason },
  ];
}

interface TReactivationRecapProps {
  request: TReactivation;
  onSign: () => void;
  onChange: () => void;
}

/**
 * 001 §2 recapitulation: the stored request as it will be signed (the token being reactivated,
 * the phone as E.164, the reason), what happens after the signature, and the two ways on.
 */
export function ReactivationRecap({ request, onSign, onChange }: TReactivationRecapProps) {
  const t = useT();
  const headingId = useId();
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('reactivation.recap.title')}</h2>
      <p className={styles.muted}>{t('reactivation.recap.reference', { reference: request.id })}</p>
      <FactList items={describeSignedFields(listReactivationFields(request), t)} />
      <Notice tone="info">
        <p>{t('reactivation.recap.next')}</p>
        <p>{t('reactivation.recap.devices')}</p>
      </Notice>
      <div className={styles.actions}>
        <Button variant="primary" onPress={onSign}>
          {t('reactivation.recap.sign')}
        </Button>
        <Button onPress={onChange}>{t('reactivation.recap.change')}</Button>
      </div>
    </Card>
  );
}
