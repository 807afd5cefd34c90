import { Suspense, lazy, useEffect, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import type { TSessionCreated } from '@poslovno/contract';
import { LOGIN_AUTHORIZATION_LEVELS, type TLoginAuthorizationLevel } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { useTokenSignIn } from '../api/post-token-login';
import {
  EMPTY_TOKEN_SIGN_IN_VALUES,
  TOKEN_SIGN_IN_FIELDS,
  checkTokenSignIn,
  type TTokenSignInField,
  type TTokenSignInValues,
} from '../token-sign-in-validation';
import { useCompleteSignIn } from '../use-complete-sign-in';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { TextFormField } from '../../../ui/form-fields';
import { SignInFailureNotice } from './sign-in-failure-notice';
import fieldStyles from '../../../ui/field.module.css';
import styles from './sign-in.module.css';

// The question whether to trust this browser comes after a sign-in; its dialog loads then.
const TrustBrowserDialog = lazy(() =>
  import('./trust-browser-dialog').then((module) => ({ default: module.TrustBrowserDialog })),
);

/** The server's field validations (VALIDATION_FAILED) by the form's field names. */
function collectServerProblems(error: unknown): Partial<Record<TTokenSignInField, string>> {
  const problems: Partial<Record<TTokenSignInField, string>> = {};
  if (!isApiError(error)) return problems;
  for (const validation of error.validations) {
    const field = TOKEN_SIGN_IN_FIELDS.find((name) => name === validation.field);
    if (field && problems[field] === undefined) problems[field] = validation.description;
  }
  return problems;
}

/** 000 §1, §5: customer ID, person ID, token serial, OTP, password and authorisation level. */
export function TokenSignInForm() {
  const t = useT();
  const signIn = useTokenSignIn();
  const { completeSignIn, isCompleting } = useCompleteSignIn();
  const [values, setValues] = useState<TTokenSignInValues>(EMPTY_TOKEN_SIGN_IN_VALUES);
  const [submitCount, setSubmitCount] = useState(0);
  const [untrustedSignIn, setUntrustedSignIn] = useState<TSessionCreated | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // Fields are checked from the first submit on, and then again as they change.
  const check = checkTokenSignIn(values);
  const problems = submitCount > 0 && !check.isValid ? check.problems : {};
  const serverProblems = collectServerProblems(signIn.error);

  useEffect(() => {
    if (submitCount === 0) return;
    // A radio group marks itself invalid: its first radio takes the focus.
    formRef.current
      ?.querySelector<HTMLElement>(
        'input[aria-invalid="true"], [role="radiogroup"][data-invalid] input',
      )
      ?.focus();
  }, [submitCount]);

  function problemOf(field: TTokenSignInField): string | undefined {
    const problem = problems[field];
    if (problem === undefined) return serverProblems[field];
    if (field === 'authorizationLevel') return t('signIn.token.problem.levelRequired');
    return t(`signIn.token.problem.${problem}`);
  }

  function update<K extends keyof TTokenSignInValues>(field: K, value: TTokenSignInValues[K]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (signIn.isPending || isCompleting) return;
    if (!check.isValid) {
      setSubmitCount((count) => count + 1);
      return;
    }
    signIn.reset();
    signIn.mutate(check.request, {
      onSuccess: (created) => {
        if (created.isBrowserTrusted) completeSignIn(created);
        else setUntrustedSignIn(created);
      },
      // A one-time password is used up by the attempt; the next try needs the next one.
      onError: () => update('otp', ''),
    });
  }

  const levelOptions = LOGIN_AUTHORIZATION_LEVELS.map((level) => ({
    id: `${level}` as const,
    title: t(`signIn.token.level.${level}`),
  }));

  return (
    <>
      <Form ref={formRef} onSubmit={handleSubmit} validationBehavior="aria" className={styles.form}>
        <p className={styles.muted}>{t('signIn.allFieldsRequired')}</p>
        <div className={fieldStyles.fieldGrid}>
          <TextFormField
            name="customerId"
            label={t('signIn.token.customerId')}
            value={values.customerId}
            onChange={(value) => update('customerId', value)}
            inputMode="numeric"
            maxLength={20}
            errorMessage={problemOf('customerId')}
          />
          <TextFormField
            name="personId"
            label={t('signIn.token.personId')}
            value={values.personId}
            onChange={(value) => update('personId', value)}
            inputMode="numeric"
            maxLength={20}
            errorMessage={problemOf('personId')}
          />
          <TextFormField
            name="tokenSerial"
            label={t('signIn.token.tokenSerial')}
            description={t('signIn.token.tokenSerialHint')}
            value={values.tokenSerial}
            onChange={(value) => update('tokenSerial', value)}
            inputMode="numeric"
            maxLength={20}
            errorMessage={problemOf('tokenSerial')}
          />
          <TextFormField
            name="otp"
            label={t('signIn.token.otp')}
            description={t('signIn.token.otpHint')}
            value={values.otp}
            onChange={(value) => update('otp', value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={10}
            errorMessage={problemOf('otp')}
          />
          <TextFormField
            name="password"
            type="password"
            label={t('signIn.token.password')}
            value={values.password}
            onChange={(value) => update('password', value)}
            autoComplete="current-password"
            maxLength={128}
            errorMessage={problemOf('password')}
          />
          <ChoiceFormField<`${TLoginAuthorizationLevel}`>
            label={t('signIn.token.authorizationLevel')}
            options={levelOptions}
            value={values.authorizationLevel === null ? null : `${values.authorizationLevel}`}
            onChange={(chosen) =>
              update(
                'authorizationLevel',
                LOGIN_AUTHORIZATION_LEVELS.find((level) => `${level}` === chosen) ?? null,
              )
            }
            errorMessage={problemOf('authorizationLevel')}
          />
        </div>
        {signIn.isError ? (
          <SignInFailureNotice error={signIn.error}>
            {isApiError(signIn.error) && signIn.error.code === 'AUTH_03' ? (
              <p>{t('signIn.token.syncHint')}</p>
            ) : null}
          </SignInFailureNotice>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={signIn.isPending || isCompleting}>
            {t('signIn.token.submit')}
          </Button>
        </div>
      </Form>
      {untrustedSignIn ? (
        <Suspense fallback={null}>
          <TrustBrowserDialog
            created={untrustedSignIn}
            onAnswered={() => completeSignIn(untrustedSignIn)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
