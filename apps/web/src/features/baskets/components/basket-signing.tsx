import type { TBasket, TOrderChallengeAnswer } from '@poslovno/contract';
import { BASKET_ORDER_TYPE } from '@poslovno/domain';
import { useI18n } from '../../../i18n/i18n-context';
import { namePaymentsAtFault } from '../../../lib/basket-refusal';
import { buildRequestSigningTexts } from '../../../signing/request-signing';
import type { TSigningTarget } from '../../../signing/signing-target';
import { FactAmount, FactList, type TFact } from '../../../ui/fact-list';
import { ScrollArea } from '../../../ui/scroll-area';
import { basketSigning } from '../api/baskets-api';
import {
  formatBasketAccount,
  formatBasketMoney,
  readBasketSigningResult,
  readSignedBasket,
} from '../model/basket-view';
import { BasketStatusBadge } from './basket-parts';
import styles from './baskets.module.css';

/** The dialog speaks of a basket and its payments, not of one order. */
const BASKET_SIGNING_TEXTS = buildRequestSigningTexts({
  title: 'baskets.sign.title',
  statusNow: 'baskets.sign.statusNow',
  result: (result, part) => `baskets.result.${result}.${part}`,
  outcome: (outcome) => `baskets.sign.outcome.${outcome}`,
});

/**
 * What a basket's signature signs, as the server bound it to the challenge (PSD2 RTS Art. 5(3)(b)):
 * the basket, its total per currency, and every payee with the amount, one row per payment.
 */
export function SignedBasket({ challenge }: { challenge: TOrderChallengeAnswer }) {
  const { t, locale } = useI18n();
  const signed = readSignedBasket(challenge);
  const facts: TFact[] = [];
  if (signed.reference) facts.push([t('baskets.sign.basket'), signed.reference]);
  if (signed.totals.length > 0)
    facts.push([
      t('baskets.sign.total'),
      <span key="total" className={styles.totals}>
        {signed.totals.map((total) => (
          <FactAmount key={total.currency}>{formatBasketMoney(total, locale)}</FactAmount>
        ))}
      </span>,
    ]);
  else if (signed.totalText) facts.push([t('baskets.sign.total'), signed.totalText]);
  facts.push([t('baskets.sign.count'), String(signed.items.length)]);
  for (const other of signed.others) facts.push([other.name, other.value]);
  return (
    <div className={styles.signed}>
      <FactList items={facts} />
      <div className={styles.signedBox}>
        <ScrollArea label={t('baskets.sign.items')} maxHeight="16rem">
          <table className={styles.signedTable}>
            <caption className={styles.signedCaption}>{t('baskets.sign.items')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('baskets.sign.column.payee')}</th>
                <th scope="col" className={styles.alignEnd}>
                  {t('baskets.sign.column.amount')}
                </th>
              </tr>
            </thead>
            <tbody>
              {signed.items.map((item, index) => (
                <tr key={`${item.paymentId ?? ''}-${index}`}>
                  <th scope="row">
                    <span className={styles.cellStack}>
                      <span>{item.creditorName}</span>
                      <span className={styles.signedMeta}>
                        {formatBasketAccount(item.creditorAccount)}
                      </span>
                      {item.paymentId ? (
                        <span className={styles.signedMeta}>
                          {t('baskets.sign.payment', { paymentId: item.paymentId })}
                        </span>
                      ) : null}
                    </span>
                  </th>
                  <td className={`${styles.alignEnd} ${styles.amount}`}>
                    {formatBasketMoney(item, locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollArea>
      </div>
    </div>
  );
}

/**
 * A basket as the signing dialog signs it: its own routes, what its challenge binds, and its
 * answer read as a result. A refusal names the payments at fault by number and payee.
 */
export function useBasketSigningTarget(
  basket: TBasket | null,
): TSigningTarget<TBasket, TOrderChallengeAnswer> | null {
  const { t } = useI18n();
  if (basket === null) return null;
  const basketId = basket.id;
  return {
    order: { orderType: BASKET_ORDER_TYPE, orderId: basketId, purpose: 'AUTHORIZE' },
    preauthorize: () =>
      basketSigning.preauthorize(basketId).catch((error: unknown) => {
        throw namePaymentsAtFault(error, basket.payments, t);
      }),
    authorize: (proof, options) =>
      basketSigning.authorize(basketId, proof, options).catch((error: unknown) => {
        throw namePaymentsAtFault(error, basket.payments, t, { isOneMessage: true });
      }),
    describe: (challenge) => <SignedBasket challenge={challenge} />,
    readResult: (answer) => ({
      result: readBasketSigningResult(answer),
      status: <BasketStatusBadge basket={answer} />,
    }),
    texts: BASKET_SIGNING_TEXTS,
  };
}
