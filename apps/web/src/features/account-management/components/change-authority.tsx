import { useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import type {
  TAuthorityChangeRequest,
  TAuthorityChangeRequestInput,
  TAuthorizedPersonEntry,
  TAuthorizedPersons,
} from '@poslovno/contract';
import { isErrorCode } from '@poslovno/domain';
import { isApiError } from '../../../api/api-client';
import { useSession } from '../../../app/session/session-context';
import { useI18n } from '../../../i18n/i18n-context';
import { describeErrorCode } from '../../../i18n/messages';
import {
  AuthorityChangeLines,
  type TAuthorityChangeLineView,
} from '../../../signing/authority-change-lines';
import { useAuthorityChangeSigningTarget } from '../../../signing/authority-change-signing';
import { useCreatedRequest, type TCreatedRequestOutcome } from '../../../signing/created-request';
import { SigningDialog } from '../../../signing/signing-dialog';
import { Button, getButtonClassName } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorNotice } from '../../../ui/error-notice';
import { FactList } from '../../../ui/fact-list';
import { Notice, NoticeList } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import {
  useCreateAuthorityChangeRequest,
  useRefreshAuthorityChanges,
} from '../api/authorized-persons';
import {
  buildChangeInput,
  buildRevokeInput,
  createDrafts,
  placeRefusals,
  toSetting,
  type TAuthorityLineDraft,
} from '../model/authority-draft';
import { getLoginLevelKey } from '../model/person-filter';
import { AuthorityForm, type TAuthorityFailure } from './authority-form';
import styles from './account-management.module.css';

/** How a change or revocation ended, for the list to say: signed, or saved and left unsigned. */
export type TAuthorityOutcome = TCreatedRequestOutcome<TAuthorityChangeRequest>;

export type TAuthorityAction = 'CHANGE' | 'REVOKE';

type TStep = 'FORM' | 'CONFIRM_REVOKE' | 'RECAP';

/** 001 §4: what a revocation does, said before it is asked for and again on its check. */
function RevokeStatements() {
  const { t } = useI18n();
  return (
    <NoticeList
      items={[
        t('accountManagement.revoke.allAuthority'),
        t('accountManagement.revoke.sessions'),
        t('accountManagement.revoke.branch'),
        t('accountManagement.revoke.cardsFina'),
      ]}
    />
  );
}

function PersonFacts({ person }: { person: TAuthorizedPersonEntry }) {
  const { t } = useI18n();
  return (
    <FactList
      items={[
        [t('accountManagement.change.person'), person.personName],
        [t('accountManagement.change.login'), t(getLoginLevelKey(person.loginAuthorizationLevel))],
        [
          t('accountManagement.change.representative'),
          t(person.isRepresentative ? 'common.yes' : 'common.no'),
        ],
      ]}
    />
  );
}

/** The recapitulation's lines: the changed accounts, or for a revocation every one with authority. */
function buildRecapLines(
  data: TAuthorizedPersons,
  action: TAuthorityAction,
  current: readonly TAuthorityLineDraft[],
  changed: readonly TAuthorityLineDraft[],
): TAuthorityChangeLineView[] {
  const accounts = new Map(data.accounts.map((account) => [account.accountId, account]));
  const nowOf = (accountId: string) =>
    current.find((line) => line.accountId === accountId) ?? {
      accountId,
      level: 'NONE' as const,
      limitType: 'NO_LIMIT' as const,
      limitAmount: null,
    };
  const after =
    action === 'REVOKE'
      ? current
          .filter((line) => line.level !== 'NONE')
          .map((line) => ({
            ...line,
            level: 'NONE' as const,
            limitType: 'NO_LIMIT' as const,
            limitAmount: null,
          }))
      : changed;
  return after.flatMap((line) => {
    const account = accounts.get(line.accountId);
    if (!account) return [];
    return [
      {
        accountId: line.accountId,
        iban: account.iban,
        label: account.label,
        before: toSetting(nowOf(line.accountId)),
        after: toSetting(line),
      },
    ];
  });
}

interface TChangeAuthorityProps {
  data: TAuthorizedPersons;
  person: TAuthorizedPersonEntry;
  action: TAuthorityAction;
  onCancel: () => void;
  onFinished: (outcome: TAuthorityOutcome) => void;
}

/**
 * 001 §2 "edit or revoke the authority of a person": the change's form (or, for a revocation, the
 * question of what it does), its recapitulation (per account before and after), then the request
 * stored and signed with the challenge its answer carried. Nothing is sent before the
 * recapitulation's confirmation.
 */
export function ChangeAuthority({
  data,
  person,
  action,
  onCancel,
  onFinished,
}: TChangeAuthorityProps) {
  const { t, locale } = useI18n();
  const customerId = useSession().permission.customerDetails.customerId;
  const current = useMemo(
    () => createDrafts(data.accounts, person.authorities),
    [data.accounts, person.authorities],
  );
  const [step, setStep] = useState<TStep>(action === 'CHANGE' ? 'FORM' : 'CONFIRM_REVOKE');
  const [drafts, setDrafts] = useState<TAuthorityLineDraft[]>(current);
  const [changed, setChanged] = useState<TAuthorityLineDraft[]>([]);
  const [failure, setFailure] = useState<TAuthorityFailure | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<unknown>(null);
  const save = useCreateAuthorityChangeRequest();
  const refresh = useRefreshAuthorityChanges();
  const { created, signing, accept, dialog } = useCreatedRequest<TAuthorityChangeRequest>({
    onSigned: refresh,
    onFinished,
  });
  const accountLabels = useMemo(
    () => new Map(data.accounts.map((account) => [account.iban, account.label])),
    [data.accounts],
  );
  const target = useAuthorityChangeSigningTarget(signing, accountLabels);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The request in progress when the flow began: the one this flow stores must not warn of itself.
  const [pendingAtStart] = useState(person.pendingRequestId);
  const name = person.personName;

  useEffect(() => {
    if (step !== 'CONFIRM_REVOKE') headingRef.current?.focus();
  }, [step]);

  function store() {
    const input: TAuthorityChangeRequestInput =
      action === 'CHANGE'
        ? buildChangeInput(customerId, person.personId, changed)
        : buildRevokeInput(customerId, person.personId);
    setRevokeFailure(null);
    save.mutate(input, {
      onSuccess: ({ request, preauthorization }) => accept(request, preauthorization),
      onError: (error) => {
        if (action === 'REVOKE') {
          setRevokeFailure(error);
          return;
        }
        const validations = isApiError(error) ? error.validations : [];
        setFailure({ sent: changed, error, ...placeRefusals(validations, changed) });
        setStep('FORM');
      },
    });
  }

  const lines = buildRecapLines(data, action, current, changed);
  const title =
    step === 'FORM'
      ? t('accountManagement.change.title')
      : t(
          action === 'CHANGE'
            ? 'accountManagement.recap.title'
            : 'accountManagement.recap.revokeTitle',
        );
  const revokeValidations = isApiError(revokeFailure) ? revokeFailure.validations : [];

  return (
    <>
      <PageHeader
        headingRef={headingRef}
        before={
          <Link to="/account-management" className={styles.backLink}>
            {t('accountManagement.change.back')}
          </Link>
        }
        title={`${title}: ${name}`}
        subtitle={
          step === 'FORM' ? t('accountManagement.change.intro') : t('accountManagement.recap.intro')
        }
      />
      <div className={styles.stack}>
        <Card>
          <PersonFacts person={person} />
        </Card>
        {person.isCurrentPerson ? (
          <Notice tone="warning">
            <p>{t('accountManagement.self')}</p>
          </Notice>
        ) : null}
        {step === 'FORM' ? (
          <AuthorityForm
            accounts={data.accounts}
            current={current}
            initialDrafts={drafts}
            failure={failure}
            onCancel={onCancel}
            onContinue={(all, changedLines) => {
              setDrafts(all);
              setChanged(changedLines);
              setFailure(null);
              setStep('RECAP');
            }}
          />
        ) : (
          <>
            {action === 'REVOKE' ? (
              <Notice tone="warning" title={t('accountManagement.revoke.intro')}>
                <RevokeStatements />
              </Notice>
            ) : null}
            {lines.length > 0 ? (
              <AuthorityChangeLines lines={lines} />
            ) : (
              <p className={styles.muted}>{t('accountManagement.recap.noLines')}</p>
            )}
            {action === 'CHANGE' && lines.length < data.accounts.length ? (
              <p className={styles.muted}>{t('accountManagement.recap.rest')}</p>
            ) : null}
            <Notice tone="info">
              <p>{t('accountManagement.dualControl')}</p>
            </Notice>
            {pendingAtStart ? (
              <Notice tone="warning">
                <p>{t('accountManagement.recap.pending', { requestId: pendingAtStart })}</p>
              </Notice>
            ) : null}
            {revokeFailure ? (
              <Notice tone="error" title={t('accountManagement.recap.refused')}>
                {revokeValidations.length > 0 ? (
                  <NoticeList
                    items={revokeValidations.map((validation) =>
                      isErrorCode(validation.code)
                        ? describeErrorCode(locale, validation.code)
                        : validation.description,
                    )}
                  />
                ) : (
                  <ErrorNotice error={revokeFailure} />
                )}
              </Notice>
            ) : null}
            {created === null ? (
              <div className={styles.actions}>
                <Button variant="primary" isBusy={save.isPending} onPress={store}>
                  {t('accountManagement.recap.confirm')}
                </Button>
                {action === 'CHANGE' ? (
                  <Button isDisabled={save.isPending} onPress={() => setStep('FORM')}>
                    {t('accountManagement.recap.edit')}
                  </Button>
                ) : null}
                <Button variant="quiet" isDisabled={save.isPending} onPress={onCancel}>
                  {t('accountManagement.recap.cancel')}
                </Button>
              </div>
            ) : null}
            {created !== null && signing === null ? (
              <>
                <Notice tone="info">
                  <p>
                    {t('accountManagement.recap.savedUnsigned', { requestId: created.requestId })}
                  </p>
                </Notice>
                <div className={styles.actions}>
                  <Link
                    to={`/permission-requests?requestId=${created.requestId}`}
                    className={getButtonClassName({ variant: 'primary' })}
                  >
                    {t('accountManagement.toRequests')}
                  </Link>
                </div>
              </>
            ) : null}
          </>
        )}
      </div>
      <ConfirmDialog
        isOpen={step === 'CONFIRM_REVOKE'}
        title={t('accountManagement.revoke.title', { name })}
        confirmLabel={t('accountManagement.revoke.confirm')}
        cancelLabel={t('accountManagement.revoke.cancel')}
        onConfirm={() => setStep('RECAP')}
        onCancel={onCancel}
      >
        <p>{t('accountManagement.revoke.intro')}</p>
        <RevokeStatements />
      </ConfirmDialog>
      <SigningDialog
        target={target}
        onSigned={dialog.onSigned}
        onClose={dialog.onClose}
        resultActions={
          <Link
            to={`/permission-requests?requestId=${signing?.requestId ?? ''}`}
            className={getButtonClassName({})}
          >
            {t('accountManagement.toRequests')}
          </Link>
        }
      />
    </>
  );
}
