import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TFilterRule, TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { DateRangeField } from './date-range-field';
import { FilterPanel, FilterTextField } from './filter-panel';
import { NumberField } from './number-field';

const EMPTY = { payee: null, description: null, reference: null };

function TransactionFilters({
  rule,
  onApply,
  onReset = () => undefined,
}: {
  rule: TFilterRule;
  onApply: (values: Record<string, string | null>) => void;
  onReset?: () => void;
}) {
  const [values, setValues] = useState<Record<string, string | null>>(EMPTY);
  const field = (name: keyof typeof EMPTY, label: string) => (
    <FilterTextField
      name={name}
      label={label}
      value={values[name] ?? null}
      onChange={(value) => setValues((current) => ({ ...current, [name]: value }))}
    />
  );
  return (
    <FilterPanel
      rule={rule}
      values={values}
      onApply={onApply}
      onReset={() => {
        setValues(EMPTY);
        onReset();
      }}
      textFields={{
        payee: { maxLength: 70 },
        description: { maxLength: 140, isDescription: true },
        reference: { maxLength: 22 },
      }}
      isInitiallyExpanded
    >
      {field('payee', 'Primatelj')}
      {field('description', 'Opis plaćanja')}
      {field('reference', 'Poziv na broj')}
    </FilterPanel>
  );
}

function renderFilters(rule: TFilterRule, locale: TLocale = 'hr') {
  const onApply = vi.fn();
  const onReset = vi.fn();
  const view = renderInLocale(
    <TransactionFilters rule={rule} onApply={onApply} onReset={onReset} />,
    { locale },
  );
  return { ...view, onApply, onReset };
}

describe('FilterPanel', () => {
  it('is a collapsible group titled "Filtri" that opens and closes by its button', async () => {
    const { user } = renderInLocale(
      <FilterPanel rule="any" values={{ payee: null }} onApply={vi.fn()} onReset={vi.fn()}>
        <FilterTextField name="payee" label="Primatelj" value={null} onChange={vi.fn()} />
      </FilterPanel>,
    );
    const trigger = screen.getByRole('button', { name: 'Filtri' });
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByRole('heading', { level: 2, name: 'Filtri' })).toBeTruthy();
    await user.click(trigger);
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Primatelj' })).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('applies with Enter: text trimmed, empty fields null, and counts the active filters', async () => {
    const { user, onApply } = renderFilters('atLeastOne');
    await user.type(screen.getByRole('textbox', { name: 'Primatelj' }), '  Slavonska žitna  ');
    await user.type(screen.getByRole('textbox', { name: 'Poziv na broj' }), '2024-0415{Enter}');
    expect(onApply).toHaveBeenCalledWith({
      payee: 'Slavonska žitna',
      description: null,
      reference: '2024-0415',
    });
    expect(screen.getByRole('button', { name: 'Filtri aktivno: 2' })).toBeTruthy();
  });

  it('atLeastOne: refuses to apply with every field empty and says so', async () => {
    const { user, onApply } = renderFilters('atLeastOne');
    await user.click(screen.getByRole('button', { name: 'Primijeni' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Ispunite barem jedno polje.');

    await user.type(screen.getByRole('textbox', { name: 'Primatelj' }), 'Zagorski mlin');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Primijeni' }));
    expect(onApply).toHaveBeenCalledTimes(1);
  });

  it('exactlyOne: refuses none and two fields, applies one', async () => {
    const { user, onApply } = renderFilters('exactlyOne', 'en');
    expect(screen.getByText('Fill in exactly one field.')).toBeTruthy();
    const apply = screen.getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('Fill in exactly one field.');

    await user.type(screen.getByRole('textbox', { name: 'Primatelj' }), 'Jadranka');
    await user.type(screen.getByRole('textbox', { name: 'Opis plaćanja' }), 'Najam');
    await user.click(apply);
    expect(screen.getByRole('alert').textContent).toBe('Fill in exactly one field.');
    expect(onApply).not.toHaveBeenCalled();

    await user.clear(screen.getByRole('textbox', { name: 'Opis plaćanja' }));
    await user.click(apply);
    expect(onApply).toHaveBeenCalledWith({ payee: 'Jadranka', description: null, reference: null });
  });

  it('refuses special characters with the rule message on the field, and focuses it', async () => {
    const { user, onApply } = renderFilters('any');
    const payee = screen.getByRole('textbox', { name: 'Primatelj' });
    await user.type(payee, 'Mlin <script>{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(payee.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(payee);
    const messageId = payee.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(messageId)?.textContent).toBe(
      'Unos sadrži nedopuštene znakove.',
    );

    await user.type(payee, '{Backspace>8/}');
    expect(payee.getAttribute('aria-invalid')).toBeNull();
  });

  it('refuses a description starting with "-" or ":"', async () => {
    const { user, onApply } = renderFilters('any');
    const description = screen.getByRole('textbox', { name: 'Opis plaćanja' });
    await user.type(description, '-Najam ureda{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(description.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText("Opis ne smije počinjati znakom '-' ili ':'.")).toBeTruthy();
  });

  it('resets: empties the fields, clears the messages and the count, and tells the caller', async () => {
    const { user, onApply, onReset } = renderFilters('exactlyOne');
    const payee = screen.getByRole('textbox', { name: 'Primatelj' });
    await user.type(payee, 'Slavonska žitna{Enter}');
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Filtri aktivno: 1' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Poziv na broj' }), '99{Enter}');
    expect(screen.getByRole('alert')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Poništi filtre' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('textbox', { name: 'Primatelj' })).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('button', { name: 'Filtri' })).toBeTruthy();
  });
});

const NO_DATES_OR_AMOUNTS = { from: null, to: null, minAmount: null };

/** Filters with a period and an amount, as the transactions screen has them. */
function PeriodAndAmountFilters({
  onApply,
}: {
  onApply: (values: Record<string, string | null>) => void;
}) {
  const [values, setValues] = useState<Record<string, string | null>>(NO_DATES_OR_AMOUNTS);
  return (
    <FilterPanel
      rule="any"
      values={values}
      onApply={onApply}
      onReset={() => setValues(NO_DATES_OR_AMOUNTS)}
      isInitiallyExpanded
    >
      <DateRangeField
        label="Razdoblje"
        value={{ from: values['from'] ?? null, to: values['to'] ?? null }}
        onChange={(range) => setValues((current) => ({ ...current, ...range }))}
        maxDate="2026-11-27"
      />
      <NumberField
        name="minAmount"
        label="Najmanji iznos"
        value={values['minAmount'] ?? null}
        onChange={(minAmount) => setValues((current) => ({ ...current, minAmount }))}
      />
    </FilterPanel>
  );
}

function renderPeriodAndAmount(locale: TLocale = 'hr') {
  const onApply = vi.fn();
  const view = renderInLocale(<PeriodAndAmountFilters onApply={onApply} />, { locale });
  return { ...view, onApply };
}

function readSummaryItems(): string[] {
  return within(screen.getByRole('alert'))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('FilterPanel with dates and amounts', () => {
  it('does not apply a date its field refuses: the message is on the field and in the summary', async () => {
    const { user, onApply } = renderPeriodAndAmount();
    const from = screen.getByRole('textbox', { name: 'Od' });
    await user.type(from, '31.02.2026.{Enter}');
    expect(onApply).not.toHaveBeenCalled();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(readSummaryItems()).toEqual(['Od: 31.02.2026. nije postojeći datum']);
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);

    await user.click(screen.getByRole('button', { name: 'Od: 31.02.2026. nije postojeći datum' }));
    expect(document.activeElement).toBe(from);
    await user.clear(from);
    await user.type(from, '28.11.2026.');
    await user.click(screen.getByRole('button', { name: 'Primijeni' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(readSummaryItems()).toEqual(['Od: Najkasniji mogući datum je 27.11.2026.']);
  });

  it.each([
    ['hr', '1234.50'],
    ['hr', '1.23,00'],
    ['hr', '12,345'],
    ['hr', '1,2,3'],
    ['hr', '-5'],
    ['en', '1.234,50'],
    ['en', '12.345'],
  ] as const)('does not apply an amount %s typed as %j', async (locale, typed) => {
    const { user, onApply } = renderPeriodAndAmount(locale);
    const amount = screen.getByRole('textbox', { name: 'Najmanji iznos' });
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: locale === 'hr' ? 'Primijeni' : 'Apply' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(amount).toHaveProperty('value', typed);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(readSummaryItems()).toHaveLength(1);
    expect(readSummaryItems()[0]).toMatch(/^Najmanji iznos: /);
  });

  it.each([
    ['hr', '1.234,50'],
    ['hr', '1234,50'],
    ['en', '1,234.50'],
    ['en', '1234.50'],
  ] as const)(
    'applies an amount %s typed as %j, with Enter, as the wire decimal',
    async (locale, typed) => {
      const { user, onApply } = renderPeriodAndAmount(locale);
      await user.type(screen.getByRole('textbox', { name: 'Najmanji iznos' }), `${typed}{Enter}`);
      await waitFor(() => expect(onApply).toHaveBeenCalledTimes(1));
      expect(onApply).toHaveBeenCalledWith({ from: null, to: null, minAmount: '1234.50' });
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('reset empties a refused text too', async () => {
    const { user } = renderPeriodAndAmount();
    await user.type(screen.getByRole('textbox', { name: 'Do' }), '30.2.2026.{Enter}');
    await user.click(screen.getByRole('button', { name: 'Poništi filtre' }));
    expect(screen.getByRole('textbox', { name: 'Do' })).toHaveProperty('value', '');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
