import { z } from 'zod';
import { MAX_PAYMENTS_PER_CONFIRMATION, PAYMENT_CONFIRMATION_STATUSES } from '@poslovno/domain';
import { ZBusinessDate, ZCurrencyCode, ZDecimalAmount, ZInstant, ZUuid } from './common';
import { ZOrderChallengeAnswer, ZOrderSignature } from './orders';

/**
 * 001 §7 generic confirmation: a request for the bank's confirmation of executed payments, one item
 * per payment, signed once for all on the account that pays the fee (docs/decisions.md "Payment
 * confirmations").
 */

/** A payment's number as the overview gives it (canonical: no leading zeros). */
const ZPaymentNumber = z.string().regex(/^[1-9]\d{0,17}$/);

export const ZPaymentConfirmationRequestInput = z
  .object({
    /** The executed payments to confirm, each once. */
    paymentIds: z.array(ZPaymentNumber).min(1).max(MAX_PAYMENTS_PER_CONFIRMATION),
    /** The EUR account the fee is taken from; the first payment's debit account when omitted. */
    feeAccountId: ZUuid.optional(),
  })
  .strict();
export type TPaymentConfirmationRequestInput = z.infer<typeof ZPaymentConfirmationRequestInput>;

const ZConfirmationMoney = z.object({ amount: ZDecimalAmount, currency: ZCurrencyCode });

export const ZPaymentConfirmationItem = z
  .object({
    paymentId: z.string(),
    creditorName: z.string(),
    /** The payee's account as the payment executed. */
    creditorAccount: z.string(),
    /** The payment's amount (decimal) and currency, as signed. */
    amount: ZDecimalAmount,
    currency: ZCurrencyCode,
    /** The day the payment was executed. */
    executionDate: ZBusinessDate,
    /** The tariff's fee for this payment's confirmation, in domestic currency (001 §9). */
    fee: ZConfirmationMoney,
    /** The bank's number of the confirmation once issued (EXECUTED), else null. */
    confirmationNumber: z.string().nullable(),
    confirmedAt: ZInstant.nullable(),
  })
  .meta({ id: 'PaymentConfirmationItem' });
export type TPaymentConfirmationItem = z.infer<typeof ZPaymentConfirmationItem>;

export const ZPaymentConfirmationRequest = z
  .object({
    requestId: z.string(),
    status: z.enum(PAYMENT_CONFIRMATION_STATUSES),
    /** The status, or why it waits (ALREADY_SIGNED, PARTIALLY_AUTHORIZED, PROPAGATION_FAILED). */
    displayStatus: z.string(),
    items: z.array(ZPaymentConfirmationItem),
    /** What the request costs, shown before it is signed: the items' fees together. */
    feeTotal: ZConfirmationMoney,
    feeAccount: z.object({ accountId: ZUuid, iban: z.string(), currency: ZCurrencyCode }),
    /** The bank's reason when REJECTED. */
    rejectionCode: z.string().nullable(),
    createdBy: z.string(),
    createdAt: ZInstant,
    signatures: z.array(ZOrderSignature),
    actions: z.object({ canAuthorize: z.boolean(), canDelete: z.boolean() }),
  })
  .meta({ id: 'PaymentConfirmationRequest' });
export type TPaymentConfirmationRequest = z.infer<typeof ZPaymentConfirmationRequest>;

/**
 * The answer to a new request: the request with its fee, and the challenge for its author to sign
 * it (its preauthorisation); null when the author may not sign it (enter-only), and a signer asks
 * for one through PATCH …/preauthorize.
 */
export const ZPaymentConfirmationRequestCreated = z
  .object({
    request: ZPaymentConfirmationRequest,
    preauthorization: ZOrderChallengeAnswer.nullable(),
  })
  .meta({ id: 'PaymentConfirmationRequestCreated' });
export type TPaymentConfirmationRequestCreated = z.infer<typeof ZPaymentConfirmationRequestCreated>;

export const ZPaymentConfirmationRequestsQuery = z.object({
  /** Only the requests that name this payment (a payment's screen: is there a confirmation?). */
  paymentId: ZPaymentNumber.optional(),
});

export const ZPaymentConfirmationRequests = z
  .object({ requests: z.array(ZPaymentConfirmationRequest) })
  .meta({ id: 'PaymentConfirmationRequests' });
export type TPaymentConfirmationRequests = z.infer<typeof ZPaymentConfirmationRequests>;
