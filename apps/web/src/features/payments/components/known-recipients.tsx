import { useId } from 'react';
import type { TKnownRecipients } from '@poslovno/contract';
import { normalizeIban, validateIban } from '@poslovno/domain';
import { useT } from '../../../i18n/i18n-context';
import { Button } from '../../../ui/button';
import { useKnownRecipients } from '../api/lookups';
import { formatAddressLine } from '../model/payment-format';
import styles from './payments.module.css';

export type TKnownRecipient = TKnownRecipients['items'][number];

/**
 * Payees the company paid to this IBAN before (GET /known-recipients), asked once the IBAN is
 * valid; choosing one fills the payee's name and address, which the person may still change.
 */
export function KnownRecipients({
  iban,
  chosenName,
  onChoose,
}: {
  iban: string;
  /** The payee's name as the form has it: a recipient of that name is chosen already. */
  chosenName: string;
  onChoose: (recipient: TKnownRecipient) => void;
}) {
  const t = useT();
  const headingId = useId();
  const valid = validateIban(normalizeIban(iban));
  const recipients = useKnownRecipients(valid.ok ? valid.value : null);
  const items = (recipients.data?.items ?? []).filter(
    (recipient) => recipient.name !== chosenName.trim(),
  );
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.recipients}>
      <h3 id={headingId} className={styles.recipientsHeading}>
        {t('payments.knownRecipients.title')}
      </h3>
      <ul className={styles.recipientList}>
        {items.map((recipient) => {
          const address = formatAddressLine([recipient.street, recipient.residence]);
          return (
            <li key={`${recipient.name}|${address}`} className={styles.recipient}>
              <span>
                <span className={styles.recipientName}>{recipient.name}</span>
                {address ? <span className={styles.muted}> {address}</span> : null}
              </span>
              <Button
                size="small"
                onPress={() => onChoose(recipient)}
                aria-label={t('payments.knownRecipients.useLabel', { name: recipient.name })}
              >
                {t('payments.knownRecipients.use')}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
