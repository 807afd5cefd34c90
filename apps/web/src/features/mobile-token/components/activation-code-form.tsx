import { useId, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { ACTIVATION_CODE_PART_DIGITS, capitalizePersonName } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { TextFormField } from '../../../ui/form-fields';
import { Notice } from '../../../ui/notice';
import { useActivateWithCode } from '../api/mobile-token';
import { MobileTokenFailureNotice } from './mobile-token-failure-notice';
import styles from './mobile-token.module.css';

const PART = new RegExp(`^\\d{${ACTIVATION_CODE_PART_DIGITS}}$`);

type TPart = 'first' | 'second';

/** Spaces and dashes typed or pasted with the digits are no part of them. */
function readPart(text: string): string {
  return text.replace(/[\s-]/g, '');
}

/**
 * The phone's side of a reactivation (001 §3): the code's first part from the internet banking
 * screen and its second part from the SMS activate a new key made in this browser, which becomes
 * the person's mobile token; the old key signs nothing from the bank's answer on.
 */
export function ActivationCodeForm({ personId }: { personId: number }) {
  const t = useT();
  const headingId = useId();
  const activate = useActivateWithCode();
  const [parts, setParts] = useState<Record<TPart, string>>({ first: '', second: '' });
  const [incomplete, setIncomplete] = useState<readonly TPart[]>([]);

  function change(part: TPart, value: string) {
    setParts((current) => ({ ...current, [part]: value }));
    setIncomplete((current) => current.filter((candidate) => candidate !== part));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (activate.isPending) return;
    const first = readPart(parts.first);
    const second = readPart(parts.second);
    const missing = (['first', 'second'] as const).filter(
      (part) => !PART.test(part === 'first' ? first : second),
    );
    setIncomplete(missing);
    if (missing.length > 0) {
      event.currentTarget
        .querySelector<HTMLInputElement>(`input[name="${missing[0] ?? 'first'}Part"]`)
        ?.focus();
      return;
    }
    activate.mutate(
      { personId, activationCode: `${first}-${second}` },
      { onSuccess: () => setParts({ first: '', second: '' }) },
    );
  }

  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('mobileToken.code.title')}</h2>
      <p>{t('mobileToken.code.intro')}</p>
      <Form onSubmit={submit} validationBehavior="aria" className={styles.section}>
        <div className={styles.codeParts}>
          {(['first', 'second'] as const).map((part) => (
            <TextFormField
              key={part}
              name={`${part}Part`}
              label={t(`mobileToken.code.${part}`)}
              description={t(`mobileToken.code.${part}Hint`, {
                digits: ACTIVATION_CODE_PART_DIGITS,
              })}
              value={parts[part]}
              onChange={(value) => change(part, value)}
              errorMessage={
                incomplete.includes(part)
                  ? t(`mobileToken.code.${part}Incomplete`, { digits: ACTIVATION_CODE_PART_DIGITS })
                  : undefined
              }
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ACTIVATION_CODE_PART_DIGITS + 2}
            />
          ))}
        </div>
        {activate.isError ? <MobileTokenFailureNotice error={activate.error} /> : null}
        {activate.isSuccess ? (
          <Notice tone="success">
            <p>
              {t('mobileToken.code.activated', {
                person: capitalizePersonName(activate.data.personName),
              })}
            </p>
          </Notice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={activate.isPending}>
            {t('mobileToken.code.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
