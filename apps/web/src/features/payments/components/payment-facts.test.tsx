import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInLocale } from '../../../../test/render';
import { createStoredPayment } from '../../../api/test-support/stored-payment';
import { PaymentFacts } from './payment-facts';
import { PaymentSigningResultNotice } from './payment-signing';

function factValue(label: string): string {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

describe('PaymentFacts', () => {
  it('shows a stored payment field by field, in the interface language', () => {
    renderInLocale(<PaymentFacts payment={createStoredPayment()} />);
    expect(factValue('Broj naloga')).toBe('1000001');
    expect(factValue('Iznos')).toBe('1.250,00 EUR');
    expect(factValue('Adresa')).toBe('Vukovarska 12, 31300 Beli Manastir');
    expect(factValue('Model i poziv na broj primatelja')).toBe('HR01 1234-56');
    expect(factValue('Način izvršenja')).toBe('Hitno');
    expect(screen.getByText('Nalog još nitko nije potpisao.')).toBeTruthy();
  });

  it('tells a status by its words beside the colour, with the needs-attention mark', () => {
    renderInLocale(
      <PaymentFacts
        payment={createStoredPayment({
          status: 'REJECTED',
          displayStatus: 'REJECTED',
          needsAttention: true,
          paymentStatus: {
            status: 'REJECTED',
            validations: [
              {
                field: 'paymentStatus',
                code: 'SIRIUS_INSUFFICIENT_FUNDS',
                description: 'Nedovoljno sredstava.',
              },
            ],
          },
        })}
      />,
      { locale: 'en' },
    );
    const status = screen.getByText('Status', { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(within(status).getByText('Rejected')).toBeTruthy();
    expect(within(status).getByText('Needs attention')).toBeTruthy();
    expect(factValue('Reason for rejection')).not.toBe('');
  });

  it('flags an execution date that differs from the one asked for', () => {
    renderInLocale(
      <PaymentFacts
        payment={createStoredPayment({
          status: 'EXECUTED',
          displayStatus: 'EXECUTED',
          actualExecutionDate: '2026-11-27',
          isExecutionDateChanged: true,
        })}
      />,
    );
    expect(factValue('Datum izvršenja')).toBe('izvršeno 27.11.2026. (datum promijenjen)');
  });
});

describe('PaymentSigningResultNotice', () => {
  it('says what a partial authorisation means and what comes next', () => {
    renderInLocale(
      <PaymentSigningResultNotice
        payment={createStoredPayment({
          status: 'FOR-AUTHORIZATION',
          displayStatus: 'ALREADY_SIGNED',
          paymentStatus: {
            status: 'FOR-AUTHORIZATION',
            validations: [
              { field: 'paymentStatus', code: 'PARTIALLY_AUTHORIZED', description: '' },
            ],
          },
        })}
      />,
    );
    expect(screen.getByRole('status').textContent).toContain('Nalog je djelomično autoriziran');
    expect(screen.getByRole('status').textContent).toContain('još jedan potpis');
  });
});
