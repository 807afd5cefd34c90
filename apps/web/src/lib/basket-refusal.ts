import { ApiError, isApiError } from '../api/api-client';
import type { TTranslate } from '../i18n/i18n-context';

/** A payment as a refusal names it: its number and payee. */
export interface TNamedPayment {
  paymentId: string;
  creditorName: string;
}

/** The refusals of 000 §8 "Baskets" and of a basket's signature: shown with their code. */
const BASKET_REFUSAL_CODES: ReadonlySet<string> = new Set([
  'CONCURRENT_BASKET_CREATE_ATTEMPT',
  'BASKET_NOT_SAVED',
  'BASKET_EMPTY',
  'BASKET_EXPIRED',
  'PAYMENT_NOT_BASKETABLE',
  'PAYMENT_LISTED_TWICE',
  'PAYMENT_CHANGED',
  'NO_AUTHORITY_FOR_GROUPED_PAYMENTS',
  'PROPAGATION_FAILED',
]);

/** `paymentIds[2]` names the third payment of the request (or of the basket, by its place). */
const PAYMENT_FIELD = /^paymentIds\[(\d+)\]$/;

/** The place a validation's field names, or undefined for a field that is not one payment. */
export function readPaymentPosition(field: string): number | undefined {
  const match = PAYMENT_FIELD.exec(field);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/**
 * A refusal of a basket call (000 §8 "Baskets": CONCURRENT_BASKET_CREATE_ATTEMPT, BASKET_NOT_SAVED,
 * PAYMENT_CHANGED, NO_AUTHORITY_FOR_GROUPED_PAYMENTS…) as the person reads it: the server's
 * localised text with its code, and each payment at fault by its number and payee instead of its
 * place in the list. With `isOneMessage` the payments join the message, for a place that shows
 * the message alone (the signing dialog's refusal of a signature). Any other failure stays as it is.
 */
export function namePaymentsAtFault(
  error: unknown,
  payments: readonly TNamedPayment[],
  t: TTranslate,
  { isOneMessage = false }: { isOneMessage?: boolean } = {},
): Error {
  if (!isApiError(error)) return error instanceof Error ? error : new Error(String(error));
  const validations = error.validations.map((validation) => {
    const position = readPaymentPosition(validation.field);
    if (position === undefined) return validation;
    const payment = payments[position];
    const description = validation.description || validation.code;
    return {
      ...validation,
      description: payment
        ? t('baskets.refusal.payment', {
            paymentId: payment.paymentId,
            name: payment.creditorName,
            description,
          })
        : t('baskets.refusal.position', { position: position + 1, description }),
    };
  });
  const message = BASKET_REFUSAL_CODES.has(error.code)
    ? t('baskets.refusal.message', { description: error.message, code: error.code })
    : error.message;
  return new ApiError({
    name: error.name,
    message: isOneMessage
      ? [message, ...validations.map((validation) => validation.description)].join(' ')
      : message,
    code: error.code,
    status: error.status,
    validations,
  });
}
