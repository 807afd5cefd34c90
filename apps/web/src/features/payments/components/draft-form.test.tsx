import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { TLocale, TPaymentDraft, TPaymentForm } from '@poslovno/domain';
import { renderInLocale } from '../../../../test/render';
import { setBankTime } from '../../../lib/bank-clock';
import { paymentQueryKeys } from '../api/payments-query-keys';
import { createEmptyDraft } from '../model/payment-draft';
import { DraftForm } from './draft-form';

/** A whole payment form renders and types slowly in jsdom on a busy machine. */
const FORM_TIMEOUT = { timeout: 20_000 };

/** Friday 27 November 2026, 11:00 in Zagreb: before the cut-off, so today is the earliest date. */
const FRIDAY_MORNING = '2026-11-27T10:00:00.000Z';
/** The same Friday at 16:00 in Zagreb: after the cut-off, so Monday 30 November is the earliest. */
const FRIDAY_EVENING = '2026-11-27T15:00:00.000Z';

const HOLIDAY_NAMES: Readonly<Record<TLocale, string>> = { hr: 'Božić', en: 'Christmas Day' };

const TEXTS = {
  hr: {
    save: 'Spremi i provjeri',
    date: 'Datum izvršenja',
    amount: 'Iznos',
    title: 'Nalog nije spremljen. Ispravite sljedeće:',
  },
  en: {
    save: 'Save and check',
    date: 'Execution date',
    amount: 'Amount',
    title: 'The payment was not saved. Please correct the following:',
  },
} as const;

/** The form's lookups already answered, so the form asks the server for nothing. */
function createQueryClient(locale: TLocale): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false } },
  });
  const christmas = { date: '2026-12-25', name: HOLIDAY_NAMES[locale], channels: ['DOMESTIC'] };
  queryClient.setQueryData(paymentQueryKeys.holidays(2026, locale), { items: [christmas] });
  queryClient.setQueryData(paymentQueryKeys.holidays(2027, locale), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.purposeCodes(locale), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.countries(locale), { items: [] });
  queryClient.setQueryData(paymentQueryKeys.codebook(locale), {
    foreignTurnoverCodes: [],
    chargeBearers: [],
    paymentInstruments: [],
    urgencies: [],
    referenceModels: [],
  });
  return queryClient;
}

function renderDomesticForm({
  locale = 'hr',
  isTemplate = false,
  form = 'DOMESTIC',
}: {
  locale?: TLocale;
  isTemplate?: boolean;
  form?: TPaymentForm;
} = {}) {
  const onSubmit = vi.fn<(draft: TPaymentDraft) => void>();
  const view = renderInLocale(
    <QueryClientProvider client={createQueryClient(locale)}>
      <MemoryRouter>
        <DraftForm
          initialDraft={createEmptyDraft(form, isTemplate ? '' : '2026-11-27')}
          debitAccounts={[]}
          isTemplate={isTemplate}
          failure={null}
          onSubmit={onSubmit}
          isSaving={false}
          submitLabel={TEXTS[locale].save}
          summaryTitle={TEXTS[locale].title}
          cancelTo="/payments"
        />
      </MemoryRouter>
    </QueryClientProvider>,
    { locale },
  );
  const texts = TEXTS[locale];
  return {
    ...view,
    onSubmit,
    texts,
    dateInput: screen.getByRole('textbox', { name: texts.date }),
    amountInput: screen.getByRole('textbox', { name: texts.amount }),
    save: () => view.user.click(screen.getByRole('button', { name: texts.save })),
  };
}

function readFieldMessage(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

function readSummary(title: string): string[] {
  const summary = screen.getByRole('alert');
  expect(summary.textContent).toContain(title);
  return within(summary)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => setBankTime(FRIDAY_MORNING, Date.now()));
afterEach(() => setBankTime(new Date().toISOString(), Date.now()));

describe('DraftForm: a typed date its field refuses is never saved', FORM_TIMEOUT, () => {
  it.each([
    ['a Saturday', '28.11.2026.', '28.11.2026. je subota'],
    ['a holiday, by its name', '25.12.2026.', '25.12.2026. je praznik (Božić)'],
    ['a day in the past', '26.11.2026.', 'Datum je u prošlosti'],
    ['a day after the latest', '02.12.2030.', 'Najkasniji mogući datum je 1.12.2030.'],
    ['a day that does not exist', '31.02.2027.', '31.02.2027. nije postojeći datum'],
  ])(
    'refuses %s: on the field, in the summary, and nothing is saved',
    async (_case, typed, message) => {
      const { user, onSubmit, texts, dateInput, save } = renderDomesticForm();
      expect(dateInput).toHaveProperty('value', '27.11.2026.');
      await user.clear(dateInput);
      await user.type(dateInput, typed);
      await save();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(dateInput).toHaveProperty('value', typed);
      expect(dateInput.getAttribute('aria-invalid')).toBe('true');
      expect(readFieldMessage(dateInput)).toContain(message);
      expect(readSummary(texts.title)).toEqual([`${texts.date}: ${message}`]);
    },
  );

  it('refuses today after the cut-off by the earliest date, and a weekend typed with Enter', async () => {
    setBankTime(FRIDAY_EVENING, Date.now());
    const { user, onSubmit, texts, dateInput } = renderDomesticForm();
    await user.clear(dateInput);
    await user.type(dateInput, '27.11.2026.{Enter}');
    expect(readFieldMessage(dateInput)).toContain('Najraniji mogući datum je 30.11.2026.');
    expect(readSummary(texts.title)).toEqual([
      'Datum izvršenja: Najraniji mogući datum je 30.11.2026.',
    ]);
    await user.clear(dateInput);
    await user.type(dateInput, '06.12.2026.{Enter}');
    expect(readSummary(texts.title)).toEqual(['Datum izvršenja: 6.12.2026. je nedjelja']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says it in English, the date as English writes it', async () => {
    const { user, onSubmit, texts, dateInput, save } = renderDomesticForm({ locale: 'en' });
    await user.clear(dateInput);
    await user.type(dateInput, '12/25/2026');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readSummary(texts.title)).toEqual([
      'Execution date: 12/25/2026 is a holiday (Christmas Day)',
    ]);
    await user.clear(dateInput);
    await user.type(dateInput, '11/26/2026');
    await save();
    expect(readSummary(texts.title)).toEqual(['Execution date: The date is in the past']);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('moves the focus to the summary, whose item leads back to the field', async () => {
    const { user, dateInput, save } = renderDomesticForm();
    await user.clear(dateInput);
    await user.type(dateInput, '28.11.2026.');
    await save();
    const summary = screen.getByRole('alert');
    expect(summary.parentElement).toBe(document.activeElement);
    await user.click(
      within(summary).getByRole('button', { name: 'Datum izvršenja: 28.11.2026. je subota' }),
    );
    expect(document.activeElement).toBe(dateInput);
  });

  it('saves a corrected date as shown, and the summary goes once nothing is refused', async () => {
    const { user, onSubmit, dateInput, amountInput, save } = renderDomesticForm();
    await user.clear(dateInput);
    await user.type(dateInput, '28.11.2026.');
    await save();
    await user.clear(dateInput);
    await user.type(dateInput, '30.11.2026.');
    await user.type(amountInput, '1.234,50');
    await save();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      executionDate: '2026-11-30',
      amount: '1234.50',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses a weekend in a template too, whose date is optional', async () => {
    const { user, onSubmit, dateInput, save } = renderDomesticForm({ isTemplate: true });
    await user.type(dateInput, '28.11.2026.');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readFieldMessage(dateInput)).toContain('28.11.2026. je subota');
  });
});

describe('DraftForm: a typed amount its field refuses is never saved', FORM_TIMEOUT, () => {
  it.each([
    ['hr', 'a second decimal separator', '1,2,3', 'Iznos nije ispravan broj.'],
    ['hr', 'a third decimal', '12,345', 'Iznos ima previše decimala za ovu valutu.'],
    ['hr', 'a minus', '-5', 'Iznos mora biti veći od nule.'],
    ['hr', 'a dot as the decimal point', '1234.50', 'Iznos nije ispravan broj.'],
    ['hr', 'a misplaced group dot', '1.23,00', 'Iznos nije ispravan broj.'],
    ['en', 'a Croatian number', '1.234,50', 'The amount is not a valid number.'],
    ['en', 'a third decimal', '12.345', 'The amount has too many decimals for this currency.'],
  ] as const)(
    '%s: refuses %s as typed, on the field and in the summary',
    async (locale, _case, typed, message) => {
      const { user, onSubmit, texts, amountInput, save } = renderDomesticForm({ locale });
      await user.type(amountInput, typed);
      await save();
      expect(onSubmit).not.toHaveBeenCalled();
      expect(amountInput).toHaveProperty('value', typed);
      expect(amountInput.getAttribute('aria-invalid')).toBe('true');
      expect(readFieldMessage(amountInput)).toContain(message);
      expect(readSummary(texts.title)).toEqual([`${texts.amount}: ${message}`]);
    },
  );

  it('keeps a pasted English number in the Croatian form as pasted, and refuses it', async () => {
    const { user, onSubmit, texts, amountInput, save } = renderDomesticForm();
    await user.click(amountInput);
    await user.paste('1,234.50');
    expect(amountInput).toHaveProperty('value', '1,234.50');
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readSummary(texts.title)).toEqual(['Iznos: Iznos nije ispravan broj.']);
  });

  it('refuses an amount typed with Enter, which would submit the form at once', async () => {
    const { user, onSubmit, texts, amountInput } = renderDomesticForm();
    await user.type(amountInput, '-5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readSummary(texts.title)).toEqual(['Iznos: Iznos mora biti veći od nule.']);
  });

  it.each([
    ['hr', '1.234,50'],
    ['hr', '1234,50'],
    ['en', '1,234.50'],
    ['en', '1234.50'],
  ] as const)('%s: saves %j with Enter as the amount just typed', async (locale, typed) => {
    const { user, onSubmit, amountInput } = renderDomesticForm({ locale });
    await user.type(amountInput, `${typed}{Enter}`);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ amount: '1234.50' });
  });
});

describe('DraftForm: a text longer than what is kept is never saved', FORM_TIMEOUT, () => {
  // The foreign form asks the server which fields the payee needs; here nobody answers.
  beforeEach(() =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new Error('offline'))),
    ),
  );
  afterEach(() => vi.unstubAllGlobals());

  it('refuses a description too long for a UAE payee, whose description the wire cuts to 105', async () => {
    const { user, onSubmit, texts, save } = renderDomesticForm({ form: 'FOREIGN' });
    const description = screen.getByRole('textbox', { name: 'Opis plaćanja' });
    expect(description.getAttribute('maxlength')).toBe('140');
    await user.click(description);
    await user.paste('x'.repeat(120));
    await user.click(
      screen.getByRole('textbox', { name: 'Račun primatelja (IBAN ili broj računa)' }),
    );
    await user.paste('AE070331234567890123456');
    expect(description.getAttribute('maxlength')).toBe('105');
    expect(description).toHaveProperty('value', 'x'.repeat(120));
    const message = 'Unos je predug: najveća duljina je 105';
    expect(readFieldMessage(description)).toContain(message);
    await save();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(readSummary(texts.title)).toEqual([`Opis plaćanja: ${message}`]);
  });
});
