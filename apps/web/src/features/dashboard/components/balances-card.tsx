import { Link } from 'react-router';
import { formatIbanGrouped, formatMoney, type TMinor } from '@poslovno/domain';
import { useAccounts } from '../../../api/accounts';
import { useConfig } from '../../../app/config/config-context';
import { useI18n } from '../../../i18n/i18n-context';
import { getAccountLabel } from '../../../lib/account-format';
import { Notice } from '../../../ui/notice';
import { StatusBadge } from '../../../ui/status-badge';
import { useRuleMessage } from '../../../ui/use-rule-message';
import {
  buildReservingOrdersPath,
  summarizeBalances,
  type TAccountBalanceLine,
} from '../model/balance-summary';
import { DashboardCard, QueryContent } from './dashboard-card';
import styles from './dashboard.module.css';

function Money({ minor, currency }: { minor: TMinor; currency: string }) {
  const { locale } = useI18n();
  return <span className={styles.amount}>{formatMoney(minor, currency, locale)}</span>;
}

function AccountLine({ line }: { line: TAccountBalanceLine }) {
  const { t, locale } = useI18n();
  const { account, figures } = line;
  const currency = account.accountDetails.currency;
  const iban = account.accountIdentification.iban;
  return (
    <tr>
      <th scope="row">
        <span className={styles.balanceAccountCell}>
          <Link to={`/accounts/${account.id}`} className={styles.balanceAccount}>
            {getAccountLabel(account)}
          </Link>
          <span className={styles.itemMeta}>{formatIbanGrouped(iban)}</span>
          {account.accountDetails.status === 'BLOCKED' ? (
            // Its money is counted but cannot be spent: said beside the figures, not left out.
            <StatusBadge status="BLOCKED" label={t('accounts.badge.BLOCKED')} />
          ) : null}
        </span>
      </th>
      {figures ? (
        <>
          <td className={styles.balanceFigure}>
            <Money minor={figures.expectedMinor} currency={currency} />
          </td>
          <td className={styles.balanceFigure}>
            <Money minor={figures.bookedMinor} currency={currency} />
          </td>
          <td className={styles.balanceFigure}>
            <span className={styles.itemSide}>
              <Money minor={figures.reservedMinor} currency={currency} />
              {figures.reservedByPaymentMinor > 0n ? (
                <Link to={buildReservingOrdersPath(iban)} className={styles.balanceLink}>
                  {t('dashboard.balances.forPayments', {
                    amount: formatMoney(figures.reservedByPaymentMinor, currency, locale),
                  })}
                </Link>
              ) : null}
            </span>
          </td>
        </>
      ) : (
        <td colSpan={3} className={styles.balanceMissing}>
          {t('dashboard.balances.unavailable')}
        </td>
      )}
    </tr>
  );
}

/**
 * The balances a finance person checks first (issue 21): per account what can be spent
 * (EXPECTED), what is booked and what is reserved (the three reservations of 000 §3 together),
 * the money reserved for payments linking to the orders that hold it; then a total per currency.
 */
export function BalancesCard() {
  const { t } = useI18n();
  const accounts = useAccounts();
  const { domesticCurrency } = useConfig();
  const describeRuleCode = useRuleMessage();
  return (
    <DashboardCard
      title={t('dashboard.balances.title')}
      testId="dashboard-balances"
      footer={<Link to="/accounts">{t('dashboard.balances.all')}</Link>}
    >
      {(accounts.data?.validations ?? []).map((notice) => (
        <Notice key={notice.code} tone="warning">
          {describeRuleCode(notice.code)}
        </Notice>
      ))}
      <QueryContent
        query={accounts}
        isEmpty={(data) => summarizeBalances(data.accounts, domesticCurrency).lines.length === 0}
        emptyText={t('dashboard.balances.empty')}
      >
        {(data) => {
          const summary = summarizeBalances(data.accounts, domesticCurrency);
          return (
            <div className={styles.balanceScroll}>
              <table className={styles.balanceTable}>
                <caption className="visually-hidden">{t('dashboard.balances.caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('dashboard.balances.account')}</th>
                    <th scope="col" className={styles.balanceFigure}>
                      {t('dashboard.balances.expected')}
                    </th>
                    <th scope="col" className={styles.balanceFigure}>
                      {t('dashboard.balances.booked')}
                    </th>
                    <th scope="col" className={styles.balanceFigure}>
                      {t('dashboard.balances.reserved')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {summary.lines.map((line) => (
                    <AccountLine key={line.account.id} line={line} />
                  ))}
                </tbody>
                {summary.totals.length > 0 ? (
                  <tfoot>
                    {summary.totals.map((total) => (
                      <tr key={total.currency} data-testid="balance-total">
                        <th scope="row">
                          {t('dashboard.balances.total', { currency: total.currency })}
                        </th>
                        <td className={styles.balanceFigure}>
                          <Money minor={total.expectedMinor} currency={total.currency} />
                        </td>
                        <td className={styles.balanceFigure}>
                          <Money minor={total.bookedMinor} currency={total.currency} />
                        </td>
                        <td className={styles.balanceFigure}>
                          <Money minor={total.reservedMinor} currency={total.currency} />
                        </td>
                      </tr>
                    ))}
                  </tfoot>
                ) : null}
              </table>
            </div>
          );
        }}
      </QueryContent>
    </DashboardCard>
  );
}
