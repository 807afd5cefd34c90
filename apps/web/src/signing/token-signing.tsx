import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation } from '@tanstack/react-query';
import type { TSigningProofInput } from '@poslovno/contract';
import { useConfig } from '../../../app/config/config-context';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { TextFormField } from '../../../ui/form-fields';
import { SelectFormField } from '../../../ui/select-field';
import { submitSignature } from '../api/sign-payment';
import { createIdempotencyKeeper } from '../model/idempotency';
import { SigningFailure, type TSigningMethodProps } from './signing-method';
import styles from './payments.module.css';

/** The code the token computes for the challenge: 8 digits (RFC 6287 OCRA). */
const SIGNING_CODE_PATTERN = /^\d{8}$/;
const SIGNING_CODE_LENGTH = 8;

/**
 * Signing with the hardware token: the person types the challenge into the token and the code it
 * shows here. Each code sent is its own attempt with its own idempotency key.
 */
export function TokenSigning({ challenge, purpose, paymentId, onSigned }: TSigningMethodProps) {
  const t = useT();
  const config = useConfig();
  const tokens = challenge.devices.filter((device) => device.kind === 'TOKEN');
  const [serial, setSerial] = useState(tokens[0]?.serial ?? '');
  const [code, setCode] = useState('');
  const [isCodeIncomplete, setIsCodeIncomplete] = useState(false);
  const keeper = useRef(createIdempotencyKeeper());
  const sign = useMutation({
    mutationFn: (proof: TSigningProofInput) =>
      submitSignature(purpose, paymentId, proof, { idempotencyKey: keeper.current(proof) }),
    onSuccess: onSigned,
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!SIGNING_CODE_PATTERN.test(code)) {
      setIsCodeIncomplete(true);
      return;
    }
    sign.mutate({ method: 'TOKEN', challengeId: challenge.challengeId, serial, code });
  }

  return (
    <Form validationBehavior="aria" onSubmit={submit} className={styles.signingForm}>
      {tokens.length > 1 ? (
        <SelectFormField<string>
          label={t('payments.sign.token.serial')}
          options={tokens.map((token) => ({ id: token.serial, label: token.serial }))}
          value={serial}
          onChange={(value) => setSerial(value ?? serial)}
        />
      ) : null}
      <p>{t('payments.sign.token.instruction', { serial })}</p>
      <p className={styles.challenge}>
        <span>{t('payments.sign.token.challenge')}</span>{' '}
        <strong className={styles.challengeCode}>{challenge.challenge}</strong>
      </p>
      {config.demoMode ? (
        <p className={styles.muted}>
          {t('payments.sign.token.demoHint')}{' '}
          <code className={styles.command}>
            npm run token -- sign {serial} {challenge.challenge}
          </code>
        </p>
      ) : null}
      <TextFormField
        label={t('payments.sign.token.code')}
        name="signingCode"
        value={code}
        inputMode="numeric"
        maxLength={SIGNING_CODE_LENGTH}
        onChange={(typed) => {
          setCode(typed.replace(/\D/g, '').slice(0, SIGNING_CODE_LENGTH));
          setIsCodeIncomplete(false);
        }}
        errorMessage={isCodeIncomplete ? t('payments.sign.token.codeIncomplete') : undefined}
      />
      {sign.isError ? <SigningFailure error={sign.error} /> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isBusy={sign.isPending}>
          {t(purpose === 'AUTHORIZE' ? 'payments.sign.submit' : 'payments.revoke.submit')}
        </Button>
      </div>
    </Form>
  );
}
