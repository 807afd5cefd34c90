import { useState } from 'react';
import type { TAccountsView } from '@poslovno/domain';
import { savePersonalSettingsInBackground } from '../../../api/personal-settings';
import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { useRuleMessage } from '../../../ui/use-rule-message';
import { CardsViewIcon, ListViewIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { SegmentedControl } from '../../../ui/segmented-control';
import { Spinner } from '../../../ui/spinner';
import { moveId } from '../../../lib/account-format';
import { readAccountsView, writeAccountsView } from '../../../lib/accounts-view-preference';
import { useAccounts } from '../../../api/accounts';
import { useReorderAccounts } from '../api/patch-accounts-order';
import { AccountCards } from './account-cards';
import { BalanceReportButtons } from './balance-report-buttons';
import styles from './accounts.module.css';
import { AccountsTable } from './accounts-table';

export default function AccountsPage() {
  const t = useT();
  const session = useSession();
  const accounts = useAccounts();
  const describeRuleCode = useRuleMessage();
  const reorder = useReorderAccounts();
  const [view, setView] = useState<TAccountsView>(readAccountsView);

  function changeView(next: TAccountsView) {
    setView(next);
    writeAccountsView(next);
    savePersonalSettingsInBackground(session.permission.personId, { accountsView: next });
  }

  function moveAccount(accountId: string, direction: 'up' | 'down') {
    if (!accounts.data) return;
    const ids = accounts.data.accounts.map((account) => account.id);
    reorder.mutate(moveId(ids, accountId, direction === 'up' ? -1 : 1));
  }

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        actions={
          <>
            <BalanceReportButtons />
            <SegmentedControl<TAccountsView>
              label={t('accounts.viewLabel')}
              value={view}
              onChange={changeView}
              options={[
                { id: 'card', label: t('accounts.view.card'), icon: <CardsViewIcon /> },
                { id: 'list', label: t('accounts.view.list'), icon: <ListViewIcon /> },
              ]}
            />
          </>
        }
      />
      <div className={styles.stack}>
        {reorder.isError ? <ErrorNotice error={reorder.error} /> : null}
        {accounts.isPending ? <Spinner label={t('accounts.loading')} /> : null}
        {accounts.isError ? (
          <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : null}
        {(accounts.data?.validations ?? []).map((notice) => (
          <Notice key={notice.code} tone="warning">
            {describeRuleCode(notice.code)}
          </Notice>
        ))}
        {accounts.isSuccess && accounts.data.accounts.length === 0 ? (
          <p>{t('accounts.empty')}</p>
        ) : null}
        {accounts.isSuccess && accounts.data.accounts.length > 0 ? (
          view === 'card' ? (
            <AccountCards accounts={accounts.data.accounts} />
          ) : (
            <AccountsTable accounts={accounts.data.accounts} onMove={moveAccount} />
          )
        ) : null}
      </div>
    </>
  );
}
