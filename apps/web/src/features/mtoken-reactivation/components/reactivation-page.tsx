import { useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TReactivation, TReactivations } from '@poslovno/contract';
import { formatInstantForLocale } from '@poslovno/domain';
import { useI18n, useT } from '../../../i18n/i18n-context';
import { formatMobilePhone } from '../../../signing/signed-fields';
import { SigningDialog } from '../../../signing/signing-dialog';
import { Button } from '../../../ui/button';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import {
  reactivationsQueryKey,
  useCreateReactivation,
  useReactivations,
} from '../api/reactivations';
import { EMPTY_DRAFT, type TReactivationDraft } from '../model/reactivation-draft';
import { ReactivationForm } from './reactivation-form';
import { ReactivationList } from './reactivation-list';
import { ReactivationOutcome } from './reactivation-outcome';
import { ReactivationRecap } from './reactivation-recap';
import { useReactivationSigningTarget } from './reactivation-signing';
import styles from './reactivation.module.css';

/** The signed request as the authorize call answered it, in place of its older self in the list. */
function withAnswer(
  list: TReactivations | undefined,
  answer: TReactivation,
): TReactivations | undefined {
  if (!list) return list;
  return {
    reactivations: list.reactivations.map((request) =>
      request.id === answer.id ? answer : request,
    ),
  };
}

interface TRequestViewProps {
  request: TReactivation | undefined;
  isLoading: boolean;
  isNewest: boolean;
  onSign: () => void;
  onChange: () => void;
  onNew: () => void;
}

/** One request: its recapitulation before the signature, its outcome after. */
function RequestView({ request, isLoading, isNewest, onSign, onChange, onNew }: TRequestViewProps) {
  const t = useT();
  if (request === undefined) {
    if (isLoading) return <Spinner label={t('reactivation.loading')} />;
    return (
      <Notice tone="warning" action={<Button onPress={onNew}>{t('reactivation.new')}</Button>}>
        <p>{t('reactivation.notFound')}</p>
      </Notice>
    );
  }
  if (request.status === 'CREATED')
    return <ReactivationRecap request={request} onSign={onSign} onChange={onChange} />;
  return (
    <>
      <ReactivationOutcome request={request} isNewest={isNewest} />
      {request.status === 'DELETED' ? (
        <Notice tone="info">
          <p>{t('reactivation.deleted')}</p>
        </Notice>
      ) : null}
      <div className={styles.actions}>
        <Button onPress={onNew}>{t('reactivation.new')}</Button>
      </div>
    </>
  );
}

/**
 * /mToken/reactivation (001 §2): a new phone or one restored to factory settings gets the mobile
 * token again. Create (phone and reason), recapitulation, signature with the token or smartcard,
 * and the activation code's first part; the person's latest requests below. A request's own view
 * is `?id=`, so a reload or the dashboard's link opens it again.
 */
export default function ReactivationPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const listHeadingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const shownId = searchParams.get('id');
  const list = useReactivations();
  const { create, startOver } = useCreateReactivation();
  const [draft, setDraft] = useState<TReactivationDraft>(EMPTY_DRAFT);
  const [signingId, setSigningId] = useState<string | null>(null);
  const target = useReactivationSigningTarget(signingId);
  const lastShownId = useRef(shownId);

  // The form gave way to a request's view or back: the title takes the focus, not the body.
  useEffect(() => {
    if (lastShownId.current !== shownId) headingRef.current?.focus();
    lastShownId.current = shownId;
  }, [shownId]);

  const requests = list.data?.reactivations ?? [];
  // The bank keeps one code open, the newest request's: a new request ends the one not used yet.
  const newest = requests[0];
  const unusedCode =
    newest?.status === 'AUTHORIZED' && newest.activatedAt === null ? newest : undefined;
  const shown =
    shownId === null
      ? undefined
      : (requests.find((request) => request.id === shownId) ??
        (create.data?.id === shownId ? create.data : undefined));

  function changeDraft(next: TReactivationDraft) {
    setDraft(next);
    if (create.isError) create.reset();
  }

  function changeShownRequest() {
    if (shown && draft.reason === null)
      setDraft({ mobilePhone: formatMobilePhone(shown.mobilePhone), reason: shown.reason });
    setSearchParams({});
  }

  function startNew() {
    startOver();
    setDraft(EMPTY_DRAFT);
    setSearchParams({});
  }

  return (
    <>
      <PageHeader
        title={t('reactivation.title')}
        subtitle={<p>{t('reactivation.subtitle')}</p>}
        headingRef={headingRef}
      />
      <div className={styles.stack}>
        {shownId === null && unusedCode ? (
          <Notice tone="warning">
            <p>
              {t('reactivation.form.replacesCode', {
                dateTime: formatInstantForLocale(unusedCode.createdAt, locale),
              })}
            </p>
          </Notice>
        ) : null}
        {shownId === null ? (
          <ReactivationForm
            draft={draft}
            onDraftChange={changeDraft}
            onSubmit={(input) =>
              create.mutate(input, { onSuccess: (request) => setSearchParams({ id: request.id }) })
            }
            isSubmitting={create.isPending}
            refusal={create.error}
          />
        ) : (
          <RequestView
            request={shown}
            isLoading={list.isPending || list.isFetching}
            isNewest={requests[0]?.id === shownId}
            onSign={() => setSigningId(shownId)}
            onChange={changeShownRequest}
            onNew={startNew}
          />
        )}
        <section aria-labelledby={listHeadingId} className={styles.section}>
          <h2 id={listHeadingId}>{t('reactivation.list.title')}</h2>
          <ReactivationList
            requests={requests}
            isLoading={list.isPending}
            error={list.error}
            onRetry={() => void list.refetch()}
            shownId={shownId}
          />
        </section>
      </div>
      <SigningDialog
        target={target}
        onClose={() => setSigningId(null)}
        onSigned={(answer) => {
          queryClient.setQueryData<TReactivations>(reactivationsQueryKey, (old) =>
            withAnswer(old, answer),
          );
          void queryClient.invalidateQueries({ queryKey: reactivationsQueryKey });
          // A signed request is done with: the form starts the next one afresh, with a new key.
          startOver();
          setDraft(EMPTY_DRAFT);
        }}
      />
    </>
  );
}
