import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { REACTIVATION_REASONS, type TReactivationReason } from '@poslovno/domain';
import type { TReactivationInput } from '@poslovno/contract';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ChoiceFormField } from '../../../ui/choice-radio';
import { ErrorNotice } from '../../../ui/error-notice';
import { TextFormField } from '../../../ui/form-fields';
import {
  checkReactivationDraft,
  splitServerRefusal,
  type TDraftProblems,
  type TFieldProblem,
  type TReactivationDraft,
} from '../model/reactivation-draft';
import styles from './reactivation.module.css';

const MISSING_KEYS = {
  mobilePhone: 'reactivation.form.phoneMissing',
  reason: 'reactivation.form.reasonMissing',
} as const;

interface TReactivationFormProps {
  draft: TReactivationDraft;
  onDraftChange: (draft: TReactivationDraft) => void;
  onSubmit: (input: TReactivationInput) => void;
  isSubmitting: boolean;
  /** The create call's refusal, if the last one was refused (cleared when the draft changes). */
  refusal: unknown;
}

/** The first field the form refuses takes the focus, so a keyboard or screen reader user hears why. */
function focusFirstInvalid(form: HTMLFormElement | null): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid] input')?.focus();
}

/**
 * The request (001 §2 create): the phone the second part of the code goes to, as E.164 with
 * Croatia's code already there, and why the token is reactivated. The form checks what it can by
 * the server's own rule; what the server still refuses is shown under its field.
 */
export function ReactivationForm({
  draft,
  onDraftChange,
  onSubmit,
  isSubmitting,
  refusal,
}: TReactivationFormProps) {
  const { t, locale } = useI18n();
  const headingId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [ownProblems, setOwnProblems] = useState<TDraftProblems>({});
  const [focusRound, setFocusRound] = useState(0);
  const server = splitServerRefusal(refusal);
  const problems: TDraftProblems = { ...server.problems, ...ownProblems };

  useEffect(() => {
    if (focusRound > 0) focusFirstInvalid(formRef.current);
  }, [focusRound]);
  useEffect(() => {
    if (refusal) focusFirstInvalid(formRef.current);
  }, [refusal]);

  function describe(field: keyof TDraftProblems, problem: TFieldProblem | undefined) {
    if (!problem) return undefined;
    if (problem.kind === 'missing') return t(MISSING_KEYS[field]);
    if (problem.kind === 'rule') return describeErrorCode(locale, problem.code);
    return problem.description;
  }

  function change(patch: Partial<TReactivationDraft>) {
    setOwnProblems((current) => {
      const next = { ...current };
      for (const field of Object.keys(patch) as (keyof TReactivationDraft)[]) delete next[field];
      return next;
    });
    onDraftChange({ ...draft, ...patch });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const checked = checkReactivationDraft(draft);
    if (!checked.ok) {
      setOwnProblems(checked.problems);
      setFocusRound((round) => round + 1);
      return;
    }
    setOwnProblems({});
    onSubmit(checked.input);
  }

  // A refusal the fields do not explain (the token not active, the bank not reached) is the form's.
  const isFormRefusal =
    Boolean(refusal) && (server.others.length > 0 || Object.keys(server.problems).length === 0);
  return (
    <Card as="section" aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{t('reactivation.form.title')}</h2>
      <p className={styles.muted}>{t('reactivation.form.intro')}</p>
      <Form ref={formRef} onSubmit={submit} validationBehavior="aria" className={styles.form}>
        <TextFormField
          name="mobilePhone"
          label={t('reactivation.form.phone')}
          description={t('reactivation.form.phoneHint')}
          value={draft.mobilePhone}
          onChange={(mobilePhone) => change({ mobilePhone })}
          errorMessage={describe('mobilePhone', problems.mobilePhone)}
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
        />
        <ChoiceFormField<TReactivationReason>
          label={t('reactivation.form.reason')}
          options={buildReasonOptions(t)}
          value={draft.reason}
          onChange={(reason) => change({ reason })}
          errorMessage={describe('reason', problems.reason)}
        />
        {isFormRefusal ? <ErrorNotice error={refusal} /> : null}
        <div className={styles.actions}>
          <Button type="submit" variant="primary" isBusy={isSubmitting}>
            {t('reactivation.form.submit')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

function buildReasonOptions(t: TTranslate) {
  return REACTIVATION_REASONS.map((reason) => ({
    id: reason,
    title: t(`signing.field.reason.${reason}`),
    details: [t(`reactivation.reason.${reason}.details`)],
  }));
}
