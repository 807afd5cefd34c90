import { useLayoutEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { ArrowDownIcon, ArrowUpIcon } from '../../../ui/icons';
import { formatExpectedBalance, getAccountLabel } from '../../../lib/account-format';
import styles from './accounts.module.css';
import { MissingBalance } from './missing-balance';

type TDirection = 'up' | 'down';

interface TAccountsTableProps {
  accounts: readonly TAccount[];
  onMove: (accountId: string, direction: TDirection) => void;
}

/**
 * The list view. Moving a row re-inserts it in the DOM, which drops focus; the pressed button
 * (or its sibling, when the row reached an edge) takes the focus back.
 */
export function AccountsTable({ accounts, onMove }: TAccountsTableProps) {
  const { t, locale } = useI18n();
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ accountId: string; direction: TDirection } | null>(null);

  useLayoutEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const other: TDirection = target.direction === 'up' ? 'down' : 'up';
    const candidates = [
      buttons.current.get(`${target.accountId}:${target.direction}`),
      buttons.current.get(`${target.accountId}:${other}`),
    ];
    candidates.find((button) => button && !button.disabled)?.focus();
  }, [accounts]);

  function registerButton(key: string) {
    return (element: HTMLButtonElement | null) => {
      if (element) buttons.current.set(key, element);
      else buttons.current.delete(key);
    };
  }

  function handleMove(accountId: string, direction: TDirection) {
    focusAfterMove.current = { accountId, direction };
    onMove(accountId, direction);
  }

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
            <th scope="col">{t('accounts.table.order')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.map((account, index) => {
            const label = getAccountLabel(account);
            const balance = formatExpectedBalance(account, locale);
            return (
              <tr key={account.id}>
                <th scope="row" className={styles.nowrap}>
                  <Link to={`/accounts/${account.id}`} className={styles.rowLink}>
                    {label}
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
                <td>
                  <div className={styles.orderButtons}>
                    <Button
                      ref={registerButton(`${account.id}:up`)}
                      variant="quiet"
                      isIconOnly
                      aria-label={t('accounts.moveUp', { label })}
                      isDisabled={index === 0}
                      onPress={() => handleMove(account.id, 'up')}
                    >
                      <ArrowUpIcon />
                    </Button>
                    <Button
                      ref={registerButton(`${account.id}:down`)}
                      variant="quiet"
                      isIconOnly
                      aria-label={t('accounts.moveDown', { label })}
                      isDisabled={index === accounts.length - 1}
                      onPress={() => handleMove(account.id, 'down')}
                    >
                      <ArrowDownIcon />
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
