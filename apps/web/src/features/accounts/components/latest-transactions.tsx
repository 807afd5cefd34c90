import { Link } from 'react-router';
import type { TTransaction } from '@poslovno/contract';
import { formatDateForLocale, formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { DataTable, type TDataTableColumn } from '../../../ui/data-table';
import { SignedAmount } from '../../../ui/signed-amount';
import { useLatestTransactions } from '../api/get-latest-transactions';
import styles from './account-detail.module.css';

const getKey = (transaction: TTransaction) => transaction.id;

/** The account's newest transactions, with the way to all of them on the transactions screen. */
export function LatestTransactions({ accountId }: { accountId: string }) {
  const { t, locale } = useI18n();
  const latest = useLatestTransactions(accountId);
  const columns: TDataTableColumn<TTransaction>[] = [
    {
      id: 'valueDate',
      header: t('transactions.column.valueDate'),
      isRowHeader: true,
      cell: (row) => formatDateForLocale(row.valueDate, locale),
    },
    {
      id: 'counterparty',
      header: t('transactions.column.counterparty'),
      cell: (row) =>
        row.counterpartyName ??
        (row.counterpartyIban ? formatIbanGrouped(row.counterpartyIban) : t('common.none')),
    },
    {
      id: 'description',
      header: t('transactions.column.description'),
      cell: (row) => row.description ?? t(`transactions.kind.${row.kind}`),
    },
    {
      id: 'amount',
      header: t('transactions.column.amount'),
      align: 'end',
      cell: (row) => <SignedAmount amount={row.amount} currency={row.currency} />,
    },
  ];
  return (
    <div className={styles.latest}>
      <DataTable
        label={t('transactions.latest.title')}
        columns={columns}
        rows={latest.data?.transactions ?? []}
        getRowKey={getKey}
        isLoading={latest.isPending}
        error={latest.error}
        onRetry={() => void latest.refetch()}
        emptyText={t('transactions.latest.empty')}
      />
      <Link to={`/transactions?accountId=${encodeURIComponent(accountId)}`}>
        {t('transactions.latest.all')}
      </Link>
    </div>
  );
}
