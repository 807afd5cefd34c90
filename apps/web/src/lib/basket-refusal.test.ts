import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-client';
import { translate } from '../i18n/messages';
import { loadWholeCatalogues } from '../../test/whole-catalogues';
import { namePaymentsAtFault, readPaymentPosition } from './basket-refusal';

loadWholeCatalogues();

const t = (key: Parameters<typeof translate>[1], values?: Parameters<typeof translate>[2]) =>
  translate('hr', key, values);

const PAYMENTS = [
  { paymentId: '1000001', creditorName: 'Agro Baranja d.o.o.' },
  { paymentId: '1000002', creditorName: 'Ured plus d.o.o.' },
];

function refusal(code: string, fields: string[]): ApiError {
  return new ApiError({
    name: 'e1',
    message: 'Nemate ovlast za sve naloge u grupi.',
    code,
    status: 403,
    validations: fields.map((field) => ({
      field,
      code: 'NO_AUTHORITY_FOR_THE_PAYMENT_INITIATION',
      description: 'Nemate ovlast za zadavanje ovog naloga.',
    })),
  });
}

describe('readPaymentPosition', () => {
  it('reads the place of paymentIds[i], and nothing of another field', () => {
    expect(readPaymentPosition('paymentIds[0]')).toBe(0);
    expect(readPaymentPosition('paymentIds[12]')).toBe(12);
    expect(readPaymentPosition('paymentIds')).toBeUndefined();
    expect(readPaymentPosition('amount')).toBeUndefined();
  });
});

describe('namePaymentsAtFault', () => {
  it('gives a basket refusal its code and names each payment at fault by number and payee', () => {
    const named = namePaymentsAtFault(
      refusal('NO_AUTHORITY_FOR_GROUPED_PAYMENTS', ['paymentIds[1]', 'paymentIds[5]']),
      PAYMENTS,
      t,
    );
    expect(named).toBeInstanceOf(ApiError);
    const error = named as ApiError;
    expect(error.message).toBe(
      'Nemate ovlast za sve naloge u grupi. (šifra: NO_AUTHORITY_FOR_GROUPED_PAYMENTS)',
    );
    expect(error.code).toBe('NO_AUTHORITY_FOR_GROUPED_PAYMENTS');
    expect(error.validations.map((validation) => validation.description)).toEqual([
      'Nalog 1000002 (Ured plus d.o.o.): Nemate ovlast za zadavanje ovog naloga.',
      '6. nalog: Nemate ovlast za zadavanje ovog naloga.',
    ]);
  });

  it('puts the payments into the message where only the message is shown', () => {
    const named = namePaymentsAtFault(refusal('PAYMENT_CHANGED', ['paymentIds[0]']), PAYMENTS, t, {
      isOneMessage: true,
    });
    expect(named.message).toBe(
      'Nemate ovlast za sve naloge u grupi. (šifra: PAYMENT_CHANGED) Nalog 1000001 (Agro Baranja d.o.o.): Nemate ovlast za zadavanje ovog naloga.',
    );
  });

  it('leaves other failures their words: a delete answers its HTTP status as the code', () => {
    const deleteError = new ApiError({
      name: 'e2',
      message: 'Pogreška pri brisanju košarice',
      code: '409',
      status: 409,
    });
    expect(namePaymentsAtFault(deleteError, PAYMENTS, t).message).toBe(
      'Pogreška pri brisanju košarice',
    );
    const plain = new Error('offline');
    expect(namePaymentsAtFault(plain, PAYMENTS, t)).toBe(plain);
  });
});
