import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TPaymentSlip } from '@poslovno/contract';
import type { TLocale } from '@poslovno/domain';
import { stubApi, type TStubbedCall } from '../../../../test/api-stub';
import { renderInLocale } from '../../../../test/render';
import { createEmptySlipForm } from '../model/slip-form';
import { SlipForm } from './slip-form';

/** Typing into a dozen fields and waiting out the validation's delay is slow in jsdom. */
const FORM_TIMEOUT = { timeout: 20_000 };

const CREATED: TPaymentSlip = {
  slipId: '0b7c5a0e-6f0e-4d55-9b1e-3f2d8c1a7e11',
  format: 'QR',
  currency: 'EUR',
  amount: '125.50',
  payerName: '',
  payerStreet: '',
  payerPlace: '',
  payeeName: 'Agro Baranja d.o.o.',
  payeeStreet: '',
  payeePlace: '',
  payeeIban: 'HR3923400091100442217',
  model: 'HR01',
  reference: '1234-56',
  purposeCode: '',
  description: 'Račun 118',
  payload: 'HRVHUB30\nEUR\n000000000012550\n',
  createdAt: '2026-11-24T09:00:00.000Z',
};

/**
 * The bank as the form meets it: the validation refuses an empty payee name and a model that is
 * not HR and two digits, in the asked language; creation answers the slip.
 */
function answerSlipCalls(call: TStubbedCall) {
  if (call.path === '/payments/slips/validate') {
    const body = call.body as Record<string, string>;
    const validations = [
      ...(body.payeeName === ''
        ? [{ field: 'payeeName', code: 'FIELD_REQUIRED', description: 'Obavezno polje.' }]
        : []),
      ...(body.model !== '' && !/^HR\d{2}$/.test(body.model ?? '')
        ? [{ field: 'model', code: 'REFERENCE_MODEL_INVALID', description: 'Model nije ispravan.' }]
        : []),
    ];
    return { body: { isValid: validations.length === 0, validations } };
  }
  if (call.path === '/payments/slips' && call.method === 'POST')
    return { status: 201, body: CREATED };
  return { status: 404, body: {} };
}

function renderForm(locale: TLocale = 'hr') {
  const onCreated = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = renderInLocale(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SlipForm initialValues={createEmptySlipForm()} onCreated={onCreated} />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  return { ...result, onCreated };
}

function fieldMessage(name: RegExp | string): string {
  const input = screen.getByRole('textbox', { name });
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

afterEach(() => vi.unstubAllGlobals());

describe('SlipForm', FORM_TIMEOUT, () => {
  it('shows each field’s room and counts what is typed, beyond the limit too, without cutting it', async () => {
    stubApi(answerSlipCalls);
    const { user } = renderForm();
    const name = screen.getByRole('textbox', { name: /Naziv primatelja/ });
    expect(fieldMessage(/Naziv primatelja/)).toContain('Najviše 25 znakova.');
    const long = 'Agro Baranja d.o.o. Beli Manastir';
    await user.click(name);
    await user.paste(long);
    expect(name).toHaveProperty('value', long);
    expect(screen.getByText(`${long.length}/25`)).toBeTruthy();
  });

  it('asks the bank in the interface language and shows its message under a visited field, keeping what was typed', async () => {
    const calls = stubApi(answerSlipCalls);
    const { user } = renderForm('en');
    const model = screen.getByRole('textbox', { name: /^Model/ });
    await user.type(model, 'hr1');
    await user.tab();
    await waitFor(() => expect(fieldMessage(/^Model/)).toContain('Model nije ispravan.'));
    expect(model).toHaveProperty('value', 'hr1');
    const validation = calls.findLast((call) => call.path === '/payments/slips/validate');
    expect(validation?.body).toMatchObject({ model: 'hr1', currency: 'EUR', format: 'QR' });
    const urls = vi
      .mocked(fetch)
      .mock.calls.map(([url]) => (url instanceof Request ? url.url : url.toString()));
    expect(urls.filter((url) => url.includes('/payments/slips/validate'))).not.toHaveLength(0);
    for (const url of urls.filter((candidate) => candidate.includes('/validate')))
      expect(url).toContain('locale=en-en');
    // The payee's name was never visited: its refusal waits for "Create slip".
    expect(fieldMessage(/Payee’s name/)).not.toContain('Obavezno polje.');
  });

  it('refuses to create while the bank refuses a field: a summary leads to each field', async () => {
    const calls = stubApi(answerSlipCalls);
    const { user, onCreated } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Izradi uplatnicu' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary).getByText('Uplatnicu još nije moguće izraditi. Ispravite:'),
    ).toBeTruthy();
    await user.click(
      within(summary).getByRole('button', { name: /Naziv primatelja: Obavezno polje./ }),
    );
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /Naziv primatelja/ }));
    expect(calls.some((call) => call.path === '/payments/slips' && call.method === 'POST')).toBe(
      false,
    );
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('creates the slip once the bank accepts every field', async () => {
    const calls = stubApi(answerSlipCalls);
    const { user, onCreated } = renderForm();
    await user.type(
      screen.getByRole('textbox', { name: /Naziv primatelja/ }),
      'Agro Baranja d.o.o.',
    );
    await user.type(
      screen.getByRole('textbox', { name: /IBAN primatelja/ }),
      'HR3923400091100442217',
    );
    await user.type(screen.getByRole('textbox', { name: /Iznos/ }), '125,50');
    await user.type(screen.getByRole('textbox', { name: /^Model/ }), 'HR01');
    await user.click(screen.getByRole('button', { name: 'Izradi uplatnicu' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED, expect.anything()));
    const created = calls.find((call) => call.path === '/payments/slips' && call.method === 'POST');
    expect(created?.body).toMatchObject({
      payeeName: 'Agro Baranja d.o.o.',
      payeeIban: 'HR3923400091100442217',
      amount: '125.50',
      model: 'HR01',
      currency: 'EUR',
      format: 'QR',
    });
  });
});
