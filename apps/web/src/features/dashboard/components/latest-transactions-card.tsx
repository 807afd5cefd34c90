import { Link } from 'react-router';
import type { TAccount, TTransaction } from '@poslovno/contract';
import { formatDateForLocale, formatIbanGrouped, getAccountDisplayLabel } from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useConfig } from '../../../app/config/config-context';
import { useI18n, type TTranslate } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { SignedAmount } from '../../../ui/signed-amount';
import { useDashboardTransactions } from '../api/get-dashboard-transactions';
import {
  buildDirectionPath,
  buildTransactionPath,
  type TDirection,
} from '../model/dashboard-links';
import { DashboardCard, QueryContent } from './dashboard-card';
import styles from './dashboard.module.css';
import { getBankToday } from '../../../lib/bank-clock';

function describeCounterparty(transaction: TTransaction, t: TTranslate): string {
  if (transaction.counterpartyName) return transaction.counterpartyName;
  if (transaction.counterpartyIban) return formatIbanGrouped(transaction.counterpartyIban);
  return t(`transactions.kind.${transaction.kind}`);
}

function describeAccount(
  transaction: TTransaction,
  accountsById: ReadonlyMap<string, TAccount>,
): string {
  const account = accountsById.get(transaction.accountId);
  if (account) return getAccountLabel(account);
  return getAccountDisplayLabel({
    iban: transaction.iban,
    currency: transaction.currency,
    nickname: null,
    personalizedNickname: null,
  });
}

function TransactionItem({
  transaction,
  accountsById,
}: {
  transaction: TTransaction;
  accountsById: ReadonlyMap<string, TAccount>;
}) {
  const { t, locale } = useI18n();
  return (
    <li>
      <Link to={buildTransactionPath(transaction)} className={styles.itemLink}>
        <span className={styles.itemMain}>
          <span className={styles.itemTitle}>{describeCounterparty(transaction, t)}</span>
          <span className={styles.itemMeta}>
            {transaction.description ?? t(`transactions.kind.${transaction.kind}`)}
          </span>
          <span className={styles.itemMeta}>
            {t('dashboard.transactions.dateOnAccount', {
              date: formatDateForLocale(transaction.valueDate, locale),
              account: describeAccount(transaction, accountsById),
            })}
          </span>
        </span>
        <span className={styles.itemSide}>
          <SignedAmount amount={transaction.amount} currency={transaction.currency} />
        </span>
      </Link>
    </li>
  );
}

/** 000 §2: the last credits or debits of the window, each opening the transactions screen on it. */
export function LatestTransactionsCard({ direction }: { direction: TDirection }) {
  const { t } = useI18n();
  const days = useConfig().dashboard.transactionsDays;
  const transactions = useDashboardTransactions();
  const accounts = useAccounts();
  const accountsById = new Map((accounts.data?.accounts ?? []).map((item) => [item.id, item]));
  const pick = (data: { credits: TTransaction[]; debits: TTransaction[] }) =>
    direction === 'CREDIT' ? data.credits : data.debits;
  const today = getBankToday();
  return (
    <DashboardCard
      title={t(`dashboard.transactions.title.${direction}`)}
      description={t('dashboard.transactions.window', { days })}
      testId={`dashboard-${direction === 'CREDIT' ? 'credits' : 'debits'}`}
      footer={
        <Link to={buildDirectionPath(direction, today, days)}>
          {t(`dashboard.transactions.all.${direction}`)}
        </Link>
      }
    >
      <QueryContent
        query={transactions}
        isEmpty={(data) => pick(data).length === 0}
        emptyText={t(`dashboard.transactions.empty.${direction}`, { days })}
      >
        {(data) => (
          <ul className={styles.list}>
            {pick(data).map((transaction) => (
              <TransactionItem
                key={transaction.id}
                transaction={transaction}
                accountsById={accountsById}
              />
            ))}
          </ul>
        )}
      </QueryContent>
    </DashboardCard>
  );
}
