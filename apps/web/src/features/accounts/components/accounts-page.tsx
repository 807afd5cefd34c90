import { useEffect, useRef, useState } from 'react';
import type { TAccountsView } from '@poslovno/domain';
import { savePersonalSettingsInBackground } from '../../../api/personal-settings';
import { useSession } from '../../../app/session/session-context';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ErrorNotice } from '../../../ui/error-notice';
import { Notice } from '../../../ui/notice';
import { notify } from '../../../ui/notifications';
import { useRuleMessage } from '../../../ui/use-rule-message';
import { CardsViewIcon, ListViewIcon } from '../../../ui/icons';
import { PageHeader } from '../../../ui/page-header';
import { SegmentedControl } from '../../../ui/segmented-control';
import { Spinner } from '../../../ui/spinner';
import { readAccountsView, writeAccountsView } from '../../../lib/accounts-view-preference';
import { useAccounts } from '../../../api/accounts';
import { AccountCards } from './account-cards';
import { AccountsOrderEditor } from './accounts-order-editor';
import { BalanceReportButtons } from './balance-report-buttons';
import styles from './accounts.module.css';
import { AccountsTable } from './accounts-table';

/** One company's accounts: a switch to another company starts the screen afresh. */
export default function AccountsPage() {
  const session = useSession();
  return <AccountsScreen key={session.permission.customerDetails.customerId} />;
}

function AccountsScreen() {
  const t = useT();
  const session = useSession();
  const accounts = useAccounts();
  const describeRuleCode = useRuleMessage();
  const [view, setView] = useState<TAccountsView>(readAccountsView);
  const [isEditingOrder, setIsEditingOrder] = useState(false);
  const changeOrderRef = useRef<HTMLButtonElement>(null);
  const shouldFocusChangeOrder = useRef(false);
  const accountList = accounts.data?.accounts ?? [];

  useEffect(() => {
    if (isEditingOrder || !shouldFocusChangeOrder.current) return;
    shouldFocusChangeOrder.current = false;
    changeOrderRef.current?.focus();
  }, [isEditingOrder]);

  function changeView(next: TAccountsView) {
    setView(next);
    writeAccountsView(next);
    savePersonalSettingsInBackground(session.permission.personId, { accountsView: next });
  }

  function closeOrderEditor(isSaved: boolean) {
    shouldFocusChangeOrder.current = true;
    setIsEditingOrder(false);
    if (isSaved) notify({ tone: 'success', title: t('accounts.order.saved') });
  }

  return (
    <>
      <PageHeader
        title={t('accounts.title')}
        actions={
          <>
            <BalanceReportButtons />
            {isEditingOrder ? null : (
              <>
                {accounts.isSuccess && accountList.length > 1 ? (
                  <Button ref={changeOrderRef} size="small" onPress={() => setIsEditingOrder(true)}>
                    {t('accounts.order.change')}
                  </Button>
                ) : null}
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
            )}
          </>
        }
      />
      <div className={styles.stack}>
        {accounts.isPending ? <Spinner label={t('accounts.loading')} /> : null}
        {accounts.isError ? (
          <ErrorNotice error={accounts.error} onRetry={() => void accounts.refetch()} />
        ) : null}
        {(accounts.data?.validations ?? []).map((notice) => (
          <Notice key={notice.code} tone="warning">
            {describeRuleCode(notice.code)}
          </Notice>
        ))}
        {accounts.isSuccess && accountList.length === 0 ? <p>{t('accounts.empty')}</p> : null}
        {isEditingOrder ? (
          // A failed background read keeps the mode and its unsaved moves on screen.
          <AccountsOrderEditor accounts={accountList} onClose={closeOrderEditor} />
        ) : accounts.isSuccess && accountList.length > 0 ? (
          view === 'card' ? (
            <AccountCards accounts={accountList} />
          ) : (
            <AccountsTable accounts={accountList} />
          )
        ) : null}
      </div>
    </>
  );
}
