import { useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useMutation } from '@tanstack/react-query';
import type { TSigningProofInput } from '@poslovno/contract';
import { useConfig } from '../app/config/config-context';
import { useT } from '../i18n/i18n-context';
import { createIdempotencyKeeper } from '../lib/idempotency';
import { Button } from '../ui/button';
import { TextFormField } from '../ui/form-fields';
import { SelectFormField } from '../ui/select-field';
import { SigningFailure, type TSigningMethodProps } from './signing-method';
import styles from './signing.module.css';

/** The code the token computes for the challenge: 8 digits (RFC 6287 OCRA). */
const SIGNING_CODE_PATTERN = /^\d{8}$/;
const SIGNING_CODE_LENGTH = 8;

/**
 * Signing with the hardware token: the person types the challenge into the token and the code it
 * shows here. Each code sent is its own attempt with its own idempotency key.
 */
export function TokenSigning<TAnswer extends object>({
  challenge,
  authorize,
  onSigned,
  say,
}: TSigningMethodProps<TAnswer>) {
  const t = useT();
  const config = useConfig();
  const tokens = challenge.devices.filter((device) => device.kind === 'TOKEN');
  const [serial, setSerial] = useState(tokens[0]?.serial ?? '');
  const [code, setCode] = useState('');
  const [isCodeIncomplete, setIsCodeIncomplete] = useState(false);
  const keeper = useRef(createIdempotencyKeeper());
  const sign = useMutation({
    mutationFn: (proof: TSigningProofInput) =>
      authorize(proof, { idempotencyKey: keeper.current(proof) }),
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
          label={t('signing.token.serial')}
          options={tokens.map((token) => ({ id: token.serial, label: token.serial }))}
          value={serial}
          onChange={(value) => setSerial(value ?? serial)}
        />
      ) : null}
      <p>{t('signing.token.instruction', { serial })}</p>
      <p className={styles.challenge}>
        <span>{t('signing.token.challenge')}</span>{' '}
        <strong className={styles.challengeCode}>{challenge.challenge}</strong>
      </p>
      {config.demoMode ? (
        <p className={styles.muted}>
          {t('signing.token.demoHint')}{' '}
          <code className={styles.command}>
            npm run token -- sign {serial} {challenge.challenge}
          </code>
        </p>
      ) : null}
      <TextFormField
        label={t('signing.token.code')}
        name="signingCode"
        value={code}
        inputMode="numeric"
        maxLength={SIGNING_CODE_LENGTH}
        onChange={(typed) => {
          setCode(typed.replace(/\D/g, '').slice(0, SIGNING_CODE_LENGTH));
          setIsCodeIncomplete(false);
        }}
        errorMessage={isCodeIncomplete ? t('signing.token.codeIncomplete') : undefined}
      />
      {sign.isError ? <SigningFailure error={sign.error} /> : null}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" isBusy={sign.isPending}>
          {say('submit')}
        </Button>
      </div>
    </Form>
  );
}
