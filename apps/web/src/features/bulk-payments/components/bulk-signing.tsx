import type { TBulkPayment, TOrderChallengeAnswer } from '@poslovno/contract';
import { BULK_PAYMENT_ORDER_TYPE } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { buildRequestSigningTexts } from '../../../signing/request-signing';
import type { TSigningTarget } from '../../../signing/signing-target';
import { FactAmount, FactList, type TFact } from '../../../ui/fact-list';
import { ScrollArea } from '../../../ui/scroll-area';
import { bulkSigning } from '../api/bulk-payments-api';
import {
  formatBulkAccount,
  formatBulkMoney,
  readBulkSigningResult,
  readSignedBulk,
} from '../model/bulk-view';
import { BulkStatusBadge } from './bulk-parts';
import styles from './bulk-payments.module.css';

/** The dialog speaks of a file and its payments, not of one order. */
const BULK_SIGNING_TEXTS = buildRequestSigningTexts({
  title: 'bulkPayments.sign.title',
  statusNow: 'bulkPayments.sign.statusNow',
  result: (result, part) => `bulkPayments.result.${result}.${part}`,
  outcome: (outcome) => `bulkPayments.sign.outcome.${outcome}`,
});

/**
 * What a file's signature signs, as the server bound it to the challenge (PSD2 RTS Art. 5(3)(b)):
 * its total per currency, the number of payments, the number of distinct payees, and its largest
 * payments with payee and amount.
 */
export function SignedBulk({ challenge }: { challenge: TOrderChallengeAnswer }) {
  const { t, locale } = useI18n();
  const signed = readSignedBulk(challenge);
  const facts: TFact[] = [];
  if (signed.file) facts.push([t('bulkPayments.sign.file'), signed.file]);
  if (signed.totals.length > 0)
    facts.push([
      t('bulkPayments.sign.total'),
      <span key="total" className={styles.totals}>
        {signed.totals.map((total) => (
          <FactAmount key={total.currency}>{formatBulkMoney(total, locale)}</FactAmount>
        ))}
      </span>,
    ]);
  else if (signed.totalText) facts.push([t('bulkPayments.sign.total'), signed.totalText]);
  if (signed.count) facts.push([t('bulkPayments.sign.count'), signed.count]);
  if (signed.payees) facts.push([t('bulkPayments.sign.payees'), signed.payees]);
  if (signed.digest)
    facts.push([
      t('bulkPayments.sign.digest'),
      <span key="digest" className={styles.digest}>
        {signed.digest}
      </span>,
    ]);
  return (
    <div className={styles.signed}>
      <FactList items={facts} />
      {signed.items.length > 0 ? (
        <div className={styles.signedBox}>
          <ScrollArea label={t('bulkPayments.sign.items')} maxHeight="16rem">
            <table className={styles.signedTable}>
              <caption className={styles.signedCaption}>{t('bulkPayments.sign.items')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('bulkPayments.sign.column.payee')}</th>
                  <th scope="col" className={styles.alignEnd}>
                    {t('bulkPayments.sign.column.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {signed.items.map((item, index) => (
                  <tr key={`${item.creditorAccount}-${index}`}>
                    <th scope="row">
                      <span className={styles.cellStack}>
                        <span>{item.creditorName}</span>
                        <span className={styles.muted}>
                          {formatBulkAccount(item.creditorAccount)}
                        </span>
                      </span>
                    </th>
                    <td className={`${styles.alignEnd} ${styles.amount}`}>
                      {formatBulkMoney(item, locale)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollArea>
        </div>
      ) : null}
    </div>
  );
}

/** A file as the signing dialog signs it: its own routes, what its challenge binds, its answer. */
export function buildBulkSigningTarget(
  file: TBulkPayment | null,
): TSigningTarget<TBulkPayment, TOrderChallengeAnswer> | null {
  if (file === null) return null;
  const { bulkPaymentId } = file;
  return {
    order: { orderType: BULK_PAYMENT_ORDER_TYPE, orderId: bulkPaymentId, purpose: 'AUTHORIZE' },
    preauthorize: () => bulkSigning.preauthorize(bulkPaymentId),
    authorize: (proof, options) => bulkSigning.authorize(bulkPaymentId, proof, options),
    describe: (challenge) => <SignedBulk challenge={challenge} />,
    readResult: (answer) => ({
      result: readBulkSigningResult(answer),
      status: <BulkStatusBadge status={answer.status} />,
    }),
    texts: BULK_SIGNING_TEXTS,
  };
}
