import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import type { TDecodedPaymentSlip } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { readSlipPaymentState } from '../../../lib/slip-payment';
import { fromDecodedSlip, readCameraPayload, type TSlipReading } from '../model/slip-reading';
import { SlipReadingView } from './slip-reading-view';

const PAYLOAD =
  'HRVHUB30\nHRK\n000000000075000\nSlavonska žitna d.o.o.\nOsječka 5\n31000 Osijek\nAgro Baranja d.o.o.\nVukovarska 12\n31300 Beli Manastir\nHR3923400091100442218\nHR01\n1234-56\nSUPP\nRačun 118\n';

/** What the bank's decode answers for an old kuna slip whose IBAN fails its check digits. */
const DECODED: TDecodedPaymentSlip = {
  slip: {
    currency: 'HRK',
    amount: '750.00',
    payerName: 'Slavonska žitna d.o.o.',
    payerStreet: 'Osječka 5',
    payerPlace: '31000 Osijek',
    payeeName: 'Agro Baranja d.o.o.',
    payeeStreet: 'Vukovarska 12',
    payeePlace: '31300 Beli Manastir',
    payeeIban: 'HR3923400091100442218',
    model: 'HR01',
    reference: '1234-56',
    purposeCode: 'SUPP',
    description: 'Račun 118',
  },
  payload: PAYLOAD,
  isLegacyCurrency: true,
  payment: { amount: '0.00', currency: 'EUR' },
  validations: [{ field: 'payeeIban', code: 'IBAN_INVALID', description: 'IBAN nije ispravan.' }],
};

/** The payment form's stand-in: what "Pay" handed it. */
function PaymentProbe() {
  const slip = readSlipPaymentState(useLocation().state);
  return <output aria-label="payment">{JSON.stringify(slip)}</output>;
}

function renderReading(reading: TSlipReading, locale: TLocale = 'hr') {
  return renderInLocale(
    <MemoryRouter initialEntries={['/qr-hub3/list']}>
      <Routes>
        <Route
          path="/qr-hub3/list"
          element={<SlipReadingView reading={reading} onClose={() => undefined} />}
        />
        <Route path="/payment" element={<PaymentProbe />} />
      </Routes>
    </MemoryRouter>,
    { locale },
  );
}

function fieldRow(name: string): HTMLElement {
  const term = screen.getByText(name, { selector: 'dt' });
  const row = term.parentElement;
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

describe('SlipReadingView', () => {
  it('shows each field of a read slip with its verdict, in the interface language', () => {
    renderReading(fromDecodedSlip(DECODED), 'en');
    expect(fieldRow('IBAN').textContent).toContain('HR39 2340 0091 1004 4221 8');
    expect(fieldRow('IBAN').textContent).toContain('The IBAN is not valid.');
    expect(
      screen.getAllByText('Name', { selector: 'dt' })[1]?.parentElement?.textContent,
    ).toContain('passed the checks');
    expect(fieldRow('Payment description').textContent).toContain('Račun 118');
    expect(screen.getByText('1 field of the slip did not pass the checks')).toBeTruthy();
  });

  it('says why an old kuna slip pays 0 EUR (000 §5)', () => {
    renderReading(fromDecodedSlip(DECODED));
    expect(screen.getByText('Uplatnica u kunama (HRK)')).toBeTruthy();
    expect(
      screen.getByText(
        'Na uplatnici piše 750,00 HRK. Kuna više nije zakonsko sredstvo plaćanja pa se nalog otvara s iznosom 0,00 EUR: upišite iznos u eurima.',
      ),
    ).toBeTruthy();
  });

  it('opens the payment form with the slip’s barcode text on "Pay"', async () => {
    const { user } = renderReading(fromDecodedSlip(DECODED));
    await user.click(screen.getByRole('button', { name: 'Plati' }));
    const handed: unknown = JSON.parse(
      screen.getByRole('status', { name: 'payment' }).textContent ?? '',
    );
    expect(handed).toEqual({ payload: PAYLOAD, origin: 'UPLOAD', returnTo: '/qr-hub3/list' });
  });

  it('reads a camera’s barcode text by the domain’s rules into the same view', () => {
    const reading = readCameraPayload(PAYLOAD);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.value.payment).toEqual({ amount: '0.00', currency: 'EUR' });
    expect(reading.value.issues).toContainEqual({ field: 'payeeIban', code: 'IBAN_INVALID' });
    renderReading(reading.value);
    expect(screen.getByRole('heading', { name: 'Pročitano kamerom' })).toBeTruthy();
    expect(fieldRow('IBAN').textContent).toContain('HR39 2340 0091 1004 4221 8');
    expect(readCameraPayload('HRVHUB30\nEUR\n')).toEqual({
      ok: false,
      code: 'SLIP_FORMAT_INVALID',
    });
  });
});
