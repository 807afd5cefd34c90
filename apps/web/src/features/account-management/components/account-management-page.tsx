import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAuthorizedPersonEntry } from '@poslovno/contract';
import { useI18n } from '../../../i18n/i18n-context';
import {
  AUTHORITY_CHANGE_TEXTS,
  readAuthorityChangeSigningResult,
} from '../../../signing/authority-change-signing';
import { SigningResultNotice } from '../../../signing/signing-result';
import { useSigningTexts } from '../../../signing/signing-texts';
import { getButtonClassName } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useAuthorizedPersons } from '../api/authorized-persons';
import {
  filterPersons,
  readPersonFilter,
  sortPersons,
  writePersonFilter,
  type TPersonFilter,
} from '../model/person-filter';
import { ChangeAuthority, type TAuthorityAction, type TAuthorityOutcome } from './change-authority';
import { PersonAuthorities } from './person-authorities';
import { PersonFilters } from './person-filters';
import styles from './account-management.module.css';

/** What the last change achieved, above the list once the person is back on it. */
function OutcomeNotice({ outcome }: { outcome: TAuthorityOutcome }) {
  const { t, locale } = useI18n();
  const say = useSigningTexts('AUTHORIZE', AUTHORITY_CHANGE_TEXTS);
  if (outcome.kind === 'SIGNED')
    return (
      <SigningResultNotice
        view={readAuthorityChangeSigningResult(outcome.request, locale)}
        say={say}
      />
    );
  return (
    <Notice tone="info">
      <p>{t('accountManagement.recap.keptForLater', { requestId: outcome.request.requestId })}</p>
    </Notice>
  );
}

/** `?change=<personId>` or `?revoke=<personId>`: the flow the address asks for, if any. */
function readAction(
  params: URLSearchParams,
): { action: TAuthorityAction; personId: string } | null {
  const change = params.get('change');
  if (change !== null) return { action: 'CHANGE', personId: change };
  const revoke = params.get('revoke');
  return revoke === null ? null : { action: 'REVOKE', personId: revoke };
}

/**
 * /account-management (000 §2, 001 §2): the company's authorised persons, each with their
 * authority per account, filtered by account and person (kept in the address); Change and Revoke
 * of a person (`?change=`, `?revoke=`, so a reload keeps the flow) for a representative who may
 * ask for them.
 */
export default function AccountManagementPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const persons = useAuthorizedPersons();
  const [outcome, setOutcome] = useState<TAuthorityOutcome | null>(null);
  const data = useMemo(
    () => (persons.data ? sortPersons(persons.data) : undefined),
    [persons.data],
  );
  const filter = readPersonFilter(params);
  const accountsById = useMemo(
    () => new Map((data?.accounts ?? []).map((account) => [account.accountId, account])),
    [data],
  );
  const asked = readAction(params);
  const subject =
    asked === null ? undefined : data?.persons.find((person) => person.personId === asked.personId);

  /** Leaves the flow for the list, with the filters the list had. */
  function backToList() {
    const next = new URLSearchParams(params);
    next.delete('change');
    next.delete('revoke');
    setParams(next);
  }

  function open(action: TAuthorityAction, person: TAuthorizedPersonEntry) {
    setOutcome(null);
    const next = new URLSearchParams(params);
    next.delete('change');
    next.delete('revoke');
    next.set(action === 'CHANGE' ? 'change' : 'revoke', person.personId);
    setParams(next);
  }

  if (asked !== null && data && subject && data.canRequest) {
    return (
      <ChangeAuthority
        key={`${asked.action}-${subject.personId}`}
        data={data}
        person={subject}
        action={asked.action}
        onCancel={backToList}
        onFinished={(result) => {
          setOutcome(result);
          backToList();
        }}
      />
    );
  }

  const shown = data ? filterPersons(data, filter) : undefined;
  return (
    <>
      <PageHeader
        title={t('accountManagement.title')}
        subtitle={t('accountManagement.subtitle')}
        actions={
          <Link to="/permission-requests" className={getButtonClassName({})}>
            {t('accountManagement.toRequests')}
          </Link>
        }
      />
      <div className={styles.stack}>
        {outcome ? <OutcomeNotice outcome={outcome} /> : null}
        {asked !== null && persons.isSuccess ? (
          <Notice tone="warning">
            <p>{t(subject ? 'accountManagement.noRight' : 'accountManagement.unknownPerson')}</p>
          </Notice>
        ) : null}
        {persons.isPending ? <Spinner label={t('accountManagement.loading')} /> : null}
        {persons.isError ? (
          <ErrorNotice error={persons.error} onRetry={() => void persons.refetch()} />
        ) : null}
        {data && shown ? (
          <>
            <PersonFilters
              data={data}
              filter={filter}
              onChange={(next: TPersonFilter) => setParams(writePersonFilter(params, next))}
            />
            {data.canRequest ? null : (
              <Notice tone="info">
                <p>{t('accountManagement.readOnly')}</p>
              </Notice>
            )}
            <p className={styles.shown} role="status">
              {t('accountManagement.shown', { count: shown.persons.length })}
            </p>
            {shown.persons.length === 0 ? (
              <p>{t('accountManagement.empty')}</p>
            ) : (
              <div className={styles.persons}>
                {shown.persons.map((person) => (
                  <PersonAuthorities
                    key={person.personId}
                    person={person}
                    accounts={accountsById}
                    canRequest={data.canRequest}
                    onChange={(chosen) => open('CHANGE', chosen)}
                    onRevoke={(chosen) => open('REVOKE', chosen)}
                  />
                ))}
              </div>
            )}
            {shown.withoutAuthority.length > 0 ? (
              <p className={styles.withoutAuthority}>
                {t('accountManagement.withoutAuthority', {
                  names: shown.withoutAuthority.join(', '),
                })}
              </p>
            ) : null}
          </>
        ) : null}
      </div>
    </>
  );
}
