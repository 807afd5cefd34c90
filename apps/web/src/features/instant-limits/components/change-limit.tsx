import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { TInstantLimitRequest, TInstantPaymentLimit } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useI18n } from '../../../i18n/i18n-context';
import { useCreatedRequest, type TCreatedRequestOutcome } from '../../../signing/created-request';
import { SigningDialog } from '../../../signing/signing-dialog';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { FactList, type TFact } from '../../../ui/fact-list';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { useCreateInstantLimitRequest, useRefreshInstantLimits } from '../api/instant-limits';
import { buildLimitRequestInput, EMPTY_LIMIT_DRAFT, type TLimitDraft } from '../model/limit-draft';
import { describeLimit } from '../model/limit-words';
import { LimitForm, type TLimitFailure } from './limit-form';
import { useLimitSigningTarget } from './limit-signing';
import styles from './instant-limits.module.css';

/** How a change ended, for the list to say: signed (with its answer), or saved and left unsigned. */
export type TChangeOutcome = TCreatedRequestOutcome<TInstantLimitRequest>;

interface TChangeLimitProps {
  limit: TInstantPaymentLimit;
  accountLabel: string;
  onCancel: () => void;
  onFinished: (outcome: TChangeOutcome) => void;
}

function LimitFacts({
  limit,
  accountLabel,
  draft,
}: {
  limit: TInstantPaymentLimit;
  accountLabel: string;
  draft?: TLimitDraft;
}) {
  const { t, locale } = useI18n();
  const current = describeLimit(limit, t, locale);
  const facts: TFact[] = [
    [t('instantLimits.form.account'), `${accountLabel} · ${formatIbanGrouped(limit.iban)}`],
    [
      t('instantLimits.form.current'),
      limit.isBankDefault ? `${current} (${t('instantLimits.bankDefault')})` : current,
    ],
  ];
  if (draft?.limitType) {
    facts.push([
      t('instantLimits.recap.newLimit'),
      <strong key="new">
        {describeLimit({ limitType: draft.limitType, limitAmount: draft.limitAmount }, t, locale)}
      </strong>,
    ]);
    facts.push([
      t('instantLimits.recap.reference'),
      draft.reference.trim() || t('instantLimits.recap.noReference'),
    ]);
  }
  return <FactList items={facts} />;
}

/**
 * /instant-limits?account=… : the change of one account's limit, 001 §2's create,
 * recapitulation, store and authorize. The form sends nothing; the recapitulation's save stores
 * the request, whose answer carries the challenge the signing dialog signs first.
 */
export function ChangeLimit({ limit, accountLabel, onCancel, onFinished }: TChangeLimitProps) {
  const { t, locale } = useI18n();
  const [step, setStep] = useState<'FORM' | 'RECAP'>('FORM');
  const [draft, setDraft] = useState<TLimitDraft>(EMPTY_LIMIT_DRAFT);
  const [failure, setFailure] = useState<TLimitFailure | null>(null);
  const save = useCreateInstantLimitRequest();
  const refresh = useRefreshInstantLimits();
  const { created, signing, accept, dialog } = useCreatedRequest<TInstantLimitRequest>({
    onSigned: refresh,
    onFinished,
  });
  const target = useLimitSigningTarget(signing);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    headingRef.current?.focus();
  }, [step]);

  function store() {
    save.mutate(buildLimitRequestInput(limit.iban, draft), {
      onSuccess: ({ request, preauthorization }) => accept(request, preauthorization),
      onError: (error) => {
        setFailure({ draft, error, validations: isApiError(error) ? error.validations : [] });
        setStep('FORM');
      },
    });
  }

  const pending = limit.pendingRequest;
  return (
    <>
      <PageHeader
        headingRef={headingRef}
        before={
          <Link to="/instant-limits" className={styles.backLink}>
            {t('instantLimits.form.back')}
          </Link>
        }
        title={t(step === 'FORM' ? 'instantLimits.form.title' : 'instantLimits.recap.title')}
        subtitle={step === 'RECAP' ? t('instantLimits.recap.intro') : undefined}
      />
      <div className={styles.stack}>
        <Card>
          <LimitFacts
            limit={limit}
            accountLabel={accountLabel}
            {...(step === 'RECAP' ? { draft } : {})}
          />
        </Card>
        {step === 'RECAP' && pending ? (
          <Notice tone="warning">
            <p>
              {t('instantLimits.recap.pendingWarning', {
                limit: describeLimit(pending, t, locale),
              })}
            </p>
          </Notice>
        ) : null}
        {step === 'FORM' ? (
          <LimitForm
            initialDraft={draft}
            failure={failure}
            onCancel={onCancel}
            onContinue={(checked) => {
              setDraft(checked);
              setFailure(null);
              setStep('RECAP');
            }}
          />
        ) : null}
        {step === 'RECAP' && created === null ? (
          <div className={styles.actions}>
            <Button variant="primary" isBusy={save.isPending} onPress={store}>
              {t('instantLimits.recap.save')}
            </Button>
            <Button isDisabled={save.isPending} onPress={() => setStep('FORM')}>
              {t('instantLimits.recap.edit')}
            </Button>
          </div>
        ) : null}
        {created !== null && signing === null ? (
          <Notice tone="info">
            <p>{t('instantLimits.recap.savedUnsigned', { requestId: created.requestId })}</p>
          </Notice>
        ) : null}
        {created !== null && signing === null ? (
          <div className={styles.actions}>
            <Link
              to="/instant-limit-requests"
              className={getButtonClassName({ variant: 'primary' })}
            >
              {t('instantLimits.toRequests')}
            </Link>
          </div>
        ) : null}
      </div>
      <SigningDialog
        target={target}
        onSigned={dialog.onSigned}
        onClose={dialog.onClose}
        resultActions={
          <Link to="/instant-limit-requests" className={getButtonClassName({})}>
            {t('instantLimits.toRequests')}
          </Link>
        }
      />
    </>
  );
}
