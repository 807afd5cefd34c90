import type { ReactNode } from 'react';
import type { TPaymentConfirmationRequest } from '@poslovno/contract';
import { formatDateForLocale, formatIbanGrouped } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { FactList } from '../../../ui/fact-list';
import { formatPaymentMoney, formatPayeeAccount } from '../model/payment-format';
import styles from './confirmations.module.css';

/**
 * The payments of a confirmation request with the fee of each and the total (001 §9: the fee in
 * domestic currency), as the bank computed them: what the person pays is read before signing.
 * `extra` adds a cell to each payment's row (its confirmation and download once issued).
 */
export function ConfirmationItems({
  request,
  extra,
}: {
  request: TPaymentConfirmationRequest;
  extra?: (item: TPaymentConfirmationRequest['items'][number]) => ReactNode;
}) {
  const { t, locale } = useI18n();
  return (
    <>
      <table className={styles.items}>
        <caption>{t('confirmations.recap.itemsLabel')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('confirmations.recap.payment')}</th>
            <th scope="col">{t('confirmations.recap.payee')}</th>
            <th scope="col" className={styles.end}>
              {t('confirmations.recap.amount')}
            </th>
            <th scope="col">{t('confirmations.recap.executionDate')}</th>
            <th scope="col" className={styles.end}>
              {t('confirmations.recap.fee')}
            </th>
            {extra ? <th scope="col">{t('confirmations.details.title')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {request.items.map((item) => (
            <tr key={item.paymentId}>
              <th scope="row">{item.paymentId}</th>
              <td>
                {item.creditorName}
                <br />
                <span className={styles.muted}>{formatPayeeAccount(item.creditorAccount)}</span>
              </td>
              <td className={styles.end}>{formatPaymentMoney(item, locale)}</td>
              <td>{formatDateForLocale(item.executionDate, locale)}</td>
              <td className={styles.end}>{formatPaymentMoney(item.fee, locale)}</td>
              {extra ? <td>{extra(item)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4}>
              {t('confirmations.recap.feeTotal')}
            </th>
            <td className={styles.end}>{formatPaymentMoney(request.feeTotal, locale)}</td>
            {extra ? <td /> : null}
          </tr>
        </tfoot>
      </table>
      <FactList
        items={[
          [
            t('confirmations.recap.feeAccount'),
            `${formatIbanGrouped(request.feeAccount.iban)} ${request.feeAccount.currency}`,
          ],
        ]}
      />
    </>
  );
}
