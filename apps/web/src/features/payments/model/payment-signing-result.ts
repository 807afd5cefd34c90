import type { TPayment, TValidation } from '@poslovno/contract';
import type { TSigningResult } from '../../../signing/signing-outcome';

function hasStatusCode(payment: Pick<TPayment, 'paymentStatus'>, code: string): boolean {
  return payment.paymentStatus.validations.some((validation) => validation.code === code);
}

/**
 * The payment the authorize (or revoke) call answered, read as a result: waiting for another
 * signature (the status validation says which), authorised but not yet handed to the core,
 * authorised and on its way (ORDERED and after), revoked, or refused by the core at once.
 */
export function readSigningResult(
  payment: Pick<TPayment, 'status' | 'paymentStatus'>,
): TSigningResult {
  if (payment.status === 'REVOKED') return 'REVOKED';
  if (payment.status === 'REJECTED') return 'REJECTED';
  if (payment.status === 'STORED' || payment.status === 'FOR-AUTHORIZATION') {
    return hasStatusCode(payment, 'MANDATORY_SIGNEE_NEEDED')
      ? 'MANDATORY_SIGNEE_NEEDED'
      : 'PARTIALLY_AUTHORIZED';
  }
  if (payment.status === 'ORDER-PENDING' && hasStatusCode(payment, 'PROPAGATION_FAILED'))
    return 'PROPAGATION_FAILED';
  return 'AUTHORIZED';
}

/** The reason the core gave for a rejection (a SIRIUS_* code's description), if it gave one. */
export function findRejectionReason(
  payment: Pick<TPayment, 'status' | 'paymentStatus'>,
): TValidation | undefined {
  if (payment.status !== 'REJECTED') return undefined;
  return payment.paymentStatus.validations[0];
}
