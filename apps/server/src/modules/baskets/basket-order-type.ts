import { randomUUID } from 'node:crypto';
import {
  BASKET_ORDER_TYPE,
  BASKET_VOCABULARY,
  getBasketExpirationDate,
  getZagrebWallClock,
} from '@poslovno/domain';
import type { TBasketInput } from '@poslovno/contract';
import type { TOrderTypePlugin } from '../../platform/orders/order-type';
import type { TKernelOrder } from '../../platform/orders/orders.repository';
import { paymentOrderType } from '../payments/payment-order-type';
import { insertBasket, selectBasket, type TBasketRow } from './baskets.repository';

/** "K-2026-000123": the year it was made and its number, what a person quotes. */
function formatBasketReference(order: Pick<TKernelOrder, 'id' | 'createdAt'>): string {
  const year = getZagrebWallClock(order.createdAt).date.slice(0, 4);
  return `K-${year}-${order.id.toString().padStart(6, '0')}`;
}

/**
 * Payment baskets (000 §2, §3, §4, §7) as an order type of the kernel: an order that holds payments
 * (the GROUP rule). One signature signs every payment in it, each under the payment rules; the
 * payments then go to the bank each on its own. A basket expires at the end of the earliest
 * execution date of its payments.
 */
export const basketOrderType: TOrderTypePlugin<TBasketInput, TBasketRow> = {
  orderType: BASKET_ORDER_TYPE,
  vocabulary: BASKET_VOCABULARY,
  signingRule: 'GROUP',
  service: 'BASKETS',
  refusalCodes: {
    noAuthority: 'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
    notEditable: 'PAYMENT_NOT_EDITABLE',
  },
  requiresMandatorySignee: false,

  validate: ({ members }) => {
    const dates = (members ?? []).flatMap(({ order }) =>
      order.executionDate === null ? [] : [order.executionDate],
    );
    return Promise.resolve(
      dates.length === 0
        ? {
            ok: false,
            violations: [{ field: 'paymentIds', code: 'BASKET_EMPTY' }],
            warnings: [],
          }
        : {
            ok: true,
            value: { basketUuid: randomUUID(), referenceNumber: '' },
            facts: { executionDate: getBasketExpirationDate(dates) },
            warnings: [],
          },
    );
  },
  isForeign: () => false,
  insertDetails: async (tx, order, value) => {
    await insertBasket(tx, {
      orderId: order.id,
      companyId: order.companyId,
      basketUuid: value.basketUuid,
      referenceNumber: formatBasketReference(order),
    });
  },
  updateDetails: () => {
    throw new Error('a basket is never edited: it is deleted and made again');
  },
  readDetails: (tx, order) => selectBasket(tx, order.id),

  // The kernel adds every payment the signature signs, their total and their versions.
  buildDigestInput: (_order, basket) => ({
    orderType: BASKET_ORDER_TYPE,
    items: [],
    fields: [{ name: 'basket', value: basket.referenceNumber }],
  }),
  // Each payment's own cut-off is checked as it is signed.
  checkSigningTime: () => undefined,
  summarize: (order, basket) => ({
    counterpartyName: basket.referenceNumber,
    path: `/baskets/${order.id}`,
  }),

  delivery: { kind: 'MEMBERS' },
  group: {
    memberType: paymentOrderType as unknown as TOrderTypePlugin<never, unknown>,
    readMemberIds: (draft) => draft.paymentIds.map((id) => BigInt(id)),
    memberField: 'paymentIds',
    codes: {
      refused: 'BASKET_NOT_SAVED',
      listedTwice: 'PAYMENT_LISTED_TWICE',
      notJoinable: 'PAYMENT_NOT_BASKETABLE',
      heldElsewhere: 'CONCURRENT_BASKET_CREATE_ATTEMPT',
      changed: 'PAYMENT_CHANGED',
      noAuthority: 'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
    },
  },
};
