import { useId, useState, type FormEvent } from 'react';
import { Form, Label, TextArea, TextField } from 'react-aria-components';
import { capitalizePersonName } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import type { TDeviceRecord } from '../../../lib/device-keys';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Notice } from '../../../ui/notice';
import { useApproveQrSignIn } from '../api/mobile-token';
import { MobileTokenFailureNotice } from './mobile-token-failure-notice';
import fieldStyles from '../../../ui/field.module.css';
import { FieldMessages } from '../../../ui/form-fields';
import styles from './mobile-token.module.css';

/** The phone's camera scans the QR code of the sign-in page; here its text is pasted instead. */
export function QrApprovalSection({ device }: { device: TDeviceRecord }) {
  const t = useT();
  const headingId = useId();
  const approve = useApproveQrSignIn(device);
  const [payload, setPayload] = useState('');
  const [isPayloadMissing, setIsPayloadMissing] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (approve.isPending) return;
    if (payload.trim() === '') {
      setIsPayloadMissing(true);
      return;
    }
    approve.mutate(payload, { onSuccess: () => setPayload('') });
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('mobileToken.qr.title')}</h2>
      <Form onSubmit={handleSubmit} validationBehavior="aria" className={styles.section}>
        <TextField
          value={payload}
          onChange={(value) => {
            setPayload(value);
            setIsPayloadMissing(false);
          }}
          isRequired
          isInvalid={isPayloadMissing}
          className={fieldStyles.field}
        >
          <Label className={fieldStyles.label}>{t('mobileToken.qr.payload')}</Label>
          <TextArea className={fieldStyles.textArea} spellCheck={false} />
          <FieldMessages
            description={t('mobileToken.qr.payloadHint')}
            errorMessage={t('mobileToken.qr.payloadRequired')}
          />
        </TextField>
        {approve.isError ? <MobileTokenFailureNotice error={approve.error} /> : null}
        {approve.isSuccess ? (
          <Notice tone="success">
            <p>
              {t('mobileToken.qr.approved', {
                person: capitalizePersonName(approve.data.personName),
              })}
            </p>
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={approve.isPending}>
            {t('mobileToken.qr.approve')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
