import { z } from 'zod';
import {
  BASKET_MAX_PAYMENTS,
  BASKET_STATUSES,
  DISPLAY_STATUSES,
  ORDER_STATUSES,
} from '@poslovno/domain';
import { ZBusinessDate, ZCurrencyCode, ZDecimalAmount, ZInstant, ZLocaleQuery } from './common';
import { ZOrderSignature } from './orders';
import { PAYMENT_DOCUMENT_TYPES } from './payments';

/**
 * Payment baskets (000 §2, §3, §4, §7): payments grouped to be signed with one signature, which
 * covers the basket's total and its payees.
 */

const ZPaymentId = z.string().regex(/^[1-9]\d{0,17}$/);

/** 000 §7 POST /signing-baskets: the payments, by id, in the order chosen. */
export const ZBasketInput = z
  .object({ paymentIds: z.array(ZPaymentId).min(1).max(BASKET_MAX_PAYMENTS) })
  .meta({ id: 'BasketBody' });
export type TBasketInput = z.infer<typeof ZBasketInput>;

export const ZBasketIdParams = z.object({ basketId: ZPaymentId });

/** A payment of the basket as the basket shows it. */
export const ZBasketPayment = z.object({
  paymentId: z.string(),
  status: z.enum(ORDER_STATUSES),
  displayStatus: z.enum(DISPLAY_STATUSES),
  debtorIban: z.string(),
  creditorName: z.string(),
  creditorIban: z.string(),
  amount: ZDecimalAmount,
  currency: ZCurrencyCode,
  requestedExecutionDate: ZBusinessDate,
  description: z.string(),
  /** Edited or gone since it joined: the basket cannot be signed until it is made again. */
  isChanged: z.boolean(),
  /** Signed in full (by this basket or on its own): the next signature of the basket leaves it. */
  isAuthorized: z.boolean(),
});
export type TBasketPayment = z.infer<typeof ZBasketPayment>;

export const ZBasketTotal = z.object({ amount: ZDecimalAmount, currency: ZCurrencyCode });

export const ZBasket = z
  .object({
    /** The kernel's order number of the basket, used in its paths. */
    id: z.string(),
    /** The signing basket's id as a PSD2 interface names it (opaque). */
    basketId: z.string(),
    /** What a person quotes: the year and the basket's number. */
    referenceNumber: z.string(),
    status: z.enum(BASKET_STATUSES),
    creationDate: ZInstant,
    /** The end of this day it expires: the earliest execution date of its payments. */
    expirationDate: ZBusinessDate,
    /** One sum per currency, in the order of 000 §9. */
    totals: z.array(ZBasketTotal),
    paymentCount: z.number().int(),
    payments: z.array(ZBasketPayment),
    createdBy: z.string(),
    signatures: z.array(ZOrderSignature),
    /** PROPAGATION_FAILED when a payment it signed in full could not be handed to the bank yet. */
    statusCodes: z.array(z.string()),
    actions: z.object({ canAuthorize: z.boolean(), canDelete: z.boolean() }),
  })
  .meta({ id: 'Basket' });
export type TBasket = z.infer<typeof ZBasket>;

export const ZActiveBaskets = z.object({ baskets: z.array(ZBasket) }).meta({ id: 'ActiveBaskets' });
export type TActiveBaskets = z.infer<typeof ZActiveBaskets>;

export const ZBasketCount = z
  .object({ count: z.number().int().min(0) })
  .meta({ id: 'BasketCount' });

export const ZBasketDownloadQuery = ZLocaleQuery.extend({
  documentType: z.enum(PAYMENT_DOCUMENT_TYPES).default('PDF'),
});
