import { useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { TAccount, TInstantPaymentLimit } from '@poslovno/contract';
import { formatDateForLocale, getZagrebWallClock } from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { SigningResultNotice } from '../../../signing/signing-result';
import { useSigningTexts } from '../../../signing/signing-texts';
import { Button, getButtonClassName } from '../../../ui/button';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { PageHeader } from '../../../ui/page-header';
import { Spinner } from '../../../ui/spinner';
import { useInstantLimits } from '../api/instant-limits';
import { describeLimit } from '../model/limit-words';
import { AccountCell, nameAccount } from './account-cell';
import { ChangeLimit, type TChangeOutcome } from './change-limit';
import { LIMIT_TEXTS, RequestStatusBadge, readLimitSigningResult } from './limit-signing';
import styles from './instant-limits.module.css';

function LimitCell({ limit }: { limit: TInstantPaymentLimit }) {
  const { t, locale } = useI18n();
  return (
    <div className={styles.cellStack}>
      <span className={styles.limit}>{describeLimit(limit, t, locale)}</span>
      {limit.isBankDefault ? (
        <span className={styles.muted}>{t('instantLimits.bankDefault')}</span>
      ) : null}
      {limit.updatedAt ? (
        <span className={styles.muted}>
          {t('instantLimits.appliedAt', {
            date: formatDateForLocale(getZagrebWallClock(new Date(limit.updatedAt)).date, locale),
          })}
        </span>
      ) : null}
    </div>
  );
}

function PendingCell({ limit }: { limit: TInstantPaymentLimit }) {
  const { t, locale } = useI18n();
  const pending = limit.pendingRequest;
  if (!pending) return <span className={styles.muted}>{t('instantLimits.noRequest')}</span>;
  return (
    <div className={styles.cellStack}>
      <span>{describeLimit(pending, t, locale)}</span>
      <span>
        <RequestStatusBadge request={pending} />
      </span>
      <Link to={`/instant-limit-requests?requestId=${pending.requestId}`}>
        {t('instantLimits.requestLink', { requestId: pending.requestId })}
      </Link>
    </div>
  );
}

function ChangeCell({
  limit,
  accountName,
  onChange,
}: {
  limit: TInstantPaymentLimit;
  accountName: string;
  onChange: (limit: TInstantPaymentLimit) => void;
}) {
  const { t } = useI18n();
  if (limit.accountStatus !== 'ACTIVE')
    return <span className={styles.muted}>{t('instantLimits.accountInactive')}</span>;
  if (!limit.canRequest) return <span className={styles.muted}>{t('instantLimits.noRight')}</span>;
  return (
    <Button
      size="small"
      aria-label={t('instantLimits.changeLabel', { account: accountName })}
      onPress={() => onChange(limit)}
    >
      {t('instantLimits.change')}
    </Button>
  );
}

function buildColumns(
  t: TTranslate,
  accounts: ReadonlyMap<string, TAccount>,
  onChange: (limit: TInstantPaymentLimit) => void,
): TDataTableColumn<TInstantPaymentLimit>[] {
  return [
    {
      id: 'account',
      header: t('instantLimits.column.account'),
      isRowHeader: true,
      cell: (limit) => <AccountCell name={nameAccount(limit, accounts)} iban={limit.iban} />,
    },
    {
      id: 'limit',
      header: t('instantLimits.column.limit'),
      cell: (limit) => <LimitCell limit={limit} />,
    },
    {
      id: 'request',
      header: t('instantLimits.column.request'),
      cell: (limit) => <PendingCell limit={limit} />,
    },
    {
      id: 'actions',
      header: t('instantLimits.column.actions'),
      cell: (limit) => (
        <ChangeCell limit={limit} accountName={nameAccount(limit, accounts)} onChange={onChange} />
      ),
    },
  ];
}

/** What the last change achieved, above the list once the person is back on it. */
function OutcomeNotice({ outcome }: { outcome: TChangeOutcome }) {
  const { t, locale } = useI18n();
  const say = useSigningTexts('AUTHORIZE', LIMIT_TEXTS);
  if (outcome.kind === 'SIGNED')
    return <SigningResultNotice view={readLimitSigningResult(outcome.request, locale)} say={say} />;
  return (
    <Notice tone="info">
      <p>{t('instantLimits.recap.keptForLater', { requestId: outcome.request.requestId })}</p>
    </Notice>
  );
}

/**
 * /instant-limits (001 §2): each account's instant payment limit in words, the bank's default
 * marked, a request in progress shown; Change (`?account=`) opens the change of one account.
 */
export default function InstantLimitsPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const limits = useInstantLimits();
  const accounts = useAccounts();
  const [outcome, setOutcome] = useState<TChangeOutcome | null>(null);
  const accountsById = useMemo(
    () => new Map((accounts.data?.accounts ?? []).map((account) => [account.id, account])),
    [accounts.data],
  );
  const items = limits.data?.items ?? [];
  const changedId = params.get('account');
  const changed =
    changedId === null ? undefined : items.find((item) => item.accountId === changedId);

  if (changedId !== null && changed !== undefined && changed.canRequest) {
    return (
      <ChangeLimit
        key={changedId}
        limit={changed}
        accountLabel={nameAccount(changed, accountsById)}
        onCancel={() => setParams({})}
        onFinished={(result) => {
          setOutcome(result);
          setParams({});
        }}
      />
    );
  }

  return (
    <>
      <PageHeader
        title={t('instantLimits.title')}
        subtitle={t('instantLimits.subtitle')}
        actions={
          <Link to="/instant-limit-requests" className={getButtonClassName({})}>
            {t('instantLimits.toRequests')}
          </Link>
        }
      />
      <div className={styles.stack}>
        {outcome ? <OutcomeNotice outcome={outcome} /> : null}
        {changedId !== null && limits.isSuccess ? (
          <Notice tone="warning">
            <p>{t(changed ? 'instantLimits.form.noRight' : 'instantLimits.form.unknownAccount')}</p>
          </Notice>
        ) : null}
        {limits.isPending ? <Spinner label={t('instantLimits.loading')} /> : null}
        {limits.isError ? (
          <ErrorNotice error={limits.error} onRetry={() => void limits.refetch()} />
        ) : null}
        {limits.isSuccess ? (
          <DataTable
            label={t('instantLimits.tableLabel')}
            columns={buildColumns(t, accountsById, (limit) => {
              setOutcome(null);
              setParams({ account: limit.accountId });
            })}
            rows={items}
            getRowKey={(limit) => limit.accountId}
            emptyText={t('instantLimits.empty')}
          />
        ) : null}
      </div>
    </>
  );
}
