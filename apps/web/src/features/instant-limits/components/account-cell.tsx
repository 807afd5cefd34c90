import type { TAccount } from '@poslovno/contract';
import { formatIbanGrouped } from '@poslovno/domain';
import { getAccountLabel } from '../../../lib/account-format';
import styles from './instant-limits.module.css';

/** The account's name as the person knows it (nickname, else type), from the accounts list. */
export function nameAccount(
  subject: { accountId: string; iban: string },
  accounts: ReadonlyMap<string, TAccount>,
): string {
  const account = accounts.get(subject.accountId);
  return account ? getAccountLabel(account) : formatIbanGrouped(subject.iban);
}

/** The account's name over its IBAN; an account the list does not name shows its IBAN once. */
export function AccountCell({ name, iban }: { name: string; iban: string }) {
  const grouped = formatIbanGrouped(iban);
  return (
    <div className={styles.cellStack}>
      <span>{name}</span>
      {name === grouped ? null : (
        <span className={`${styles.muted} ${styles.nowrap}`}>{grouped}</span>
      )}
    </div>
  );
}
