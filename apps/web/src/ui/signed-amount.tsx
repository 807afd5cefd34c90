import { useI18n } from '../i18n/i18n-context';
import { formatWireAmount } from '../lib/account-format';
import styles from './signed-amount.module.css';

/**
 * A booked amount with its direction: money in with a plus and the success colour, money out as
 * the negative it is. The sign is in the text, so it does not depend on the colour.
 */
export function SignedAmount({ amount, currency }: { amount: string; currency: string }) {
  const { locale } = useI18n();
  const isCredit = !amount.startsWith('-');
  const text = formatWireAmount(amount, currency, locale) ?? `${amount} ${currency}`;
  return (
    <span
      className={isCredit ? `${styles.amount} ${styles.credit}` : styles.amount}
      data-direction={isCredit ? 'CRDT' : 'DBIT'}
    >
      {isCredit ? `+${text}` : text}
    </span>
  );
}
