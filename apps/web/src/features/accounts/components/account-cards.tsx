import { Link } from 'react-router';
import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { formatExpectedBalance, getAccountLabel } from '../../../lib/account-format';
import { AccountStatusBadge } from './account-status-badge';
import { MissingBalance } from './missing-balance';
import styles from './accounts.module.css';

export function AccountCards({ accounts }: { accounts: readonly TAccount[] }) {
  const { t, locale } = useI18n();
  return (
    <ul className={styles.cards} data-testid="accounts-cards">
      {accounts.map((account) => {
        const balance = formatExpectedBalance(account, locale);
        return (
          <li key={account.id} data-testid="account-card">
            <Link to={`/accounts/${account.id}`} className={styles.cardLink}>
              <div className={styles.cardTop}>
                <h2 className={styles.cardTitle}>{getAccountLabel(account)}</h2>
                <span className={styles.iban}>
                  {formatIbanGrouped(account.accountIdentification.iban)}
                </span>
                {balance === undefined && account.accountDetails.status === 'CLOSED' ? null : (
                  // A closed account says so where its balance would be, once is enough.
                  <AccountStatusBadge status={account.accountDetails.status} />
                )}
              </div>
              <div className={styles.balance}>
                {balance ? (
                  <>
                    <span className={styles.balanceLabel}>{t('accounts.availableBalance')}</span>
                    <span className={styles.balanceAmount}>{balance}</span>
                  </>
                ) : (
                  <MissingBalance status={account.accountDetails.status} />
                )}
              </div>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
