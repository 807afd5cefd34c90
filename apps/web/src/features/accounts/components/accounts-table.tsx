import { Link } from 'react-router';
import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { formatExpectedBalance, getAccountLabel } from '../../../lib/account-format';
import styles from './accounts.module.css';
import { MissingBalance } from './missing-balance';

/** The list view; the order is changed in its own mode (AccountsOrderEditor). */
export function AccountsTable({ accounts }: { accounts: readonly TAccount[] }) {
  const { t, locale } = useI18n();
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table} data-testid="accounts-table">
        <caption className="visually-hidden">{t('accounts.table.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('accounts.table.label')}</th>
            <th scope="col">{t('accounts.table.iban')}</th>
            <th scope="col">{t('accounts.table.currency')}</th>
            <th scope="col">{t('accounts.table.status')}</th>
            <th scope="col" className={styles.numeric}>
              {t('accounts.table.balance')}
            </th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account) => {
            const balance = formatExpectedBalance(account, locale);
            return (
              <tr key={account.id}>
                <th scope="row" className={styles.nowrap}>
                  <Link to={`/accounts/${account.id}`} className={styles.rowLink}>
                    {getAccountLabel(account)}
                  </Link>
                </th>
                <td className={styles.nowrap}>
                  {formatIbanGrouped(account.accountIdentification.iban)}
                </td>
                <td>{account.accountDetails.currency}</td>
                <td>{t(`accounts.status.${account.accountDetails.status}`)}</td>
                <td className={styles.numeric}>
                  {balance ?? <MissingBalance status={account.accountDetails.status} />}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
