import { useState } from 'react';
import type { TAccount, TStatistics } from '@poslovno/contract';
import { formatMinorAsDecimal } from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useI18n } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { AccountPicker } from '../../../ui/account-picker';
import { ErrorNotice } from '../../../ui/error-notice';
import { SelectFormField } from '../../../ui/select-field';
import { SignedAmount } from '../../../ui/signed-amount';
import { Spinner } from '../../../ui/spinner';
import { useAccountStatistics } from '../api/get-statistics';
import { SELECTABLE_MONTHS, formatMonth, listSelectableMonths } from '../model/month-range';
import { toStatisticsBars, type TStatisticsBar } from '../model/statistics-bars';
import { DashboardCard, EmptyText } from './dashboard-card';
import { StatisticsChart } from './statistics-chart';
import styles from './dashboard.module.css';

/** The first active account in the person's own order: the one most likely wanted. */
function pickDefaultAccount(accounts: readonly TAccount[]): TAccount | undefined {
  return accounts.find((account) => account.accountDetails.status === 'ACTIVE') ?? accounts[0];
}

function MonthSummary({ bar, currency }: { bar: TStatisticsBar; currency: string }) {
  const { t, locale } = useI18n();
  const incoming = formatMinorAsDecimal(bar.incomingMinor, currency);
  const outgoing = formatMinorAsDecimal(-bar.outgoingMinor, currency);
  return (
    <div className={styles.summary}>
      <p className={styles.summaryMonth}>{formatMonth(bar.month, locale, 'long')}</p>
      <dl className={styles.summaryFigures}>
        <div>
          <dt>{t('dashboard.statistics.incoming')}</dt>
          <dd>
            <SignedAmount amount={incoming} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('dashboard.statistics.outgoing')}</dt>
          <dd>
            <SignedAmount amount={outgoing} currency={currency} />
          </dd>
        </div>
      </dl>
    </div>
  );
}

function StatisticsFigures({
  statistics,
  accountLabel,
  isUpdating,
}: {
  statistics: TStatistics;
  accountLabel: string;
  isUpdating: boolean;
}) {
  const { t } = useI18n();
  const bars = toStatisticsBars(statistics);
  const last = bars.at(-1);
  if (!last || bars.every((bar) => bar.incomingMinor === 0n && bar.outgoingMinor === 0n))
    return <EmptyText>{t('dashboard.statistics.empty')}</EmptyText>;
  return (
    <div className={isUpdating ? `${styles.figures} ${styles.updating}` : styles.figures}>
      <MonthSummary bar={last} currency={statistics.currency} />
      <StatisticsChart
        bars={bars}
        currency={statistics.currency}
        caption={t('dashboard.statistics.tableCaption', {
          account: accountLabel,
          currency: statistics.currency,
        })}
      />
    </div>
  );
}

/**
 * The latest month is the bank's: the first answer without a month ends with it. The selector
 * offers the months back from there; choosing the latest again asks as the first answer did.
 */
function useMonthChoice() {
  const [selectedMonth, setSelectedMonth] = useState<string | null>(null);
  const [latestMonth, setLatestMonth] = useState<string | null>(null);
  const noteAnswer = (statistics: TStatistics | undefined, isPlaceholder: boolean) => {
    const reported = statistics?.months.at(-1)?.month;
    if (selectedMonth === null && !isPlaceholder && reported && reported !== latestMonth)
      setLatestMonth(reported);
  };
  const choose = (month: string | null) =>
    setSelectedMonth(month === null || month === latestMonth ? null : month);
  return {
    selectedMonth,
    latestMonth,
    shownMonth: selectedMonth ?? latestMonth,
    choose,
    noteAnswer,
  };
}

/** 000 §2: money in and out per month for the account the person picks, up to a chosen month. */
export function StatisticsCard() {
  const { t, locale } = useI18n();
  const accounts = useAccounts();
  const accountList = accounts.data?.accounts ?? [];
  // Undefined until the person picks: then the default follows the accounts as they load.
  const [pickedId, setPickedId] = useState<string | null | undefined>(undefined);
  const accountId =
    pickedId === undefined ? (pickDefaultAccount(accountList)?.id ?? null) : pickedId;
  const account = accountList.find((candidate) => candidate.id === accountId);
  const months = useMonthChoice();
  const statistics = useAccountStatistics(accountId, months.selectedMonth ?? undefined);
  months.noteAnswer(statistics.data, statistics.isPlaceholderData);
  const monthOptions = months.latestMonth
    ? listSelectableMonths(months.latestMonth, SELECTABLE_MONTHS).map((month) => ({
        id: month,
        label: formatMonth(month, locale, 'long'),
      }))
    : [];

  function renderFigures() {
    if (accounts.isPending) return <Spinner label={t('app.loading')} />;
    if (accounts.isError)
      return <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />;
    if (!accountId || !account)
      return <EmptyText>{t('dashboard.statistics.chooseAccount')}</EmptyText>;
    if (statistics.isPending) return <Spinner label={t('app.loading')} />;
    if (statistics.isError)
      return <ErrorNotice error={statistics.error} onRetry={() => void statistics.refetch()} />;
    return (
      <StatisticsFigures
        statistics={statistics.data}
        accountLabel={getAccountLabel(account)}
        isUpdating={statistics.isPlaceholderData}
      />
    );
  }

  return (
    <DashboardCard
      title={t('dashboard.statistics.title')}
      description={t('dashboard.statistics.subtitle')}
      testId="dashboard-statistics"
    >
      <div className={styles.controls}>
        <AccountPicker
          label={t('dashboard.statistics.account')}
          accounts={accountList}
          selectedId={accountId}
          onChange={(picked) => setPickedId(picked?.id ?? null)}
          isBlockedSelectable
        />
        <SelectFormField
          label={t('dashboard.statistics.upToMonth')}
          options={monthOptions}
          value={months.shownMonth}
          onChange={months.choose}
          isDisabled={monthOptions.length === 0}
        />
      </div>
      {renderFigures()}
    </DashboardCard>
  );
}
