import { useMemo, useState, type ComponentProps } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TLocale } from '@poslovno/domain';
import { ERROR_TEXTS_HR } from '@poslovno/contract';
import { renderInLocale } from '../../test/render';
import { I18nContext, type TI18nContext } from '../i18n/i18n-context';
import { translate } from '../i18n/messages';
import { AmountField, NumberField } from './number-field';

type TNumberProps = ComponentProps<typeof NumberField>;
type TAmountProps = ComponentProps<typeof AmountField>;

function ControlledNumber({
  initial = null,
  onValue,
  ...props
}: Partial<TNumberProps> & { initial?: string | null; onValue: (value: string | null) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string | null) => {
    setValue(next);
    onValue(next);
  };
  return <NumberField label="Iznos" {...props} value={value} onChange={change} />;
}

function renderNumber(
  props: Partial<TNumberProps> & { initial?: string | null } = {},
  locale: TLocale = 'hr',
) {
  const onValue = vi.fn<(value: string | null) => void>();
  const view = renderInLocale(<ControlledNumber {...props} onValue={onValue} />, { locale });
  return { ...view, onValue, input: screen.getByRole('textbox', { name: 'Iznos' }) };
}

function ControlledAmount({
  initial = null,
  onValue,
  ...props
}: Omit<TAmountProps, 'label' | 'value' | 'onChange'> & {
  initial?: string | null;
  onValue: (value: string | null) => void;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: string | null) => {
    setValue(next);
    onValue(next);
  };
  return <AmountField label="Iznos" {...props} value={value} onChange={change} />;
}

function renderAmount(
  props: Omit<TAmountProps, 'label' | 'value' | 'onChange'> & { initial?: string | null },
  locale: TLocale = 'hr',
) {
  const onValue = vi.fn<(value: string | null) => void>();
  const view = renderInLocale(<ControlledAmount {...props} onValue={onValue} />, { locale });
  return { ...view, onValue, input: screen.getByRole('textbox', { name: 'Iznos' }) };
}

function getDescription(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('NumberField typing mask', () => {
  it('is a decimal text input, never type=number', () => {
    const { input } = renderNumber();
    expect(input.getAttribute('type')).toBe('text');
    expect(input.getAttribute('inputmode')).toBe('decimal');
  });

  it('drops letters but keeps a second decimal separator and a third decimal, and refuses them', async () => {
    const { user, input, onValue } = renderNumber({ initial: '5' });
    await user.clear(input);
    await user.type(input, '12a3,4,56');
    expect(input).toHaveProperty('value', '123,4,56');
    await user.tab();
    expect(input).toHaveProperty('value', '123,4,56');
    expect(getDescription(input)).toBe(ERROR_TEXTS_HR.NUMBER_INVALID);
    expect(onValue).toHaveBeenLastCalledWith(null);
    await user.clear(input);
    await user.type(input, '12,345');
    await user.tab();
    expect(input).toHaveProperty('value', '12,345');
    expect(getDescription(input)).toBe(ERROR_TEXTS_HR.NUMBER_TOO_MANY_DECIMALS);
  });

  it('keeps the 13th integer digit and refuses it', async () => {
    const { user, input } = renderNumber();
    await user.type(input, '1234567890123');
    await user.tab();
    expect(input).toHaveProperty('value', '1234567890123');
    expect(getDescription(input)).toBe(ERROR_TEXTS_HR.NUMBER_TOO_MANY_INTEGER_DIGITS);
  });

  it("keeps a typed '-' and refuses it unless signed", async () => {
    const unsigned = renderNumber();
    await unsigned.user.type(unsigned.input, '-5');
    await unsigned.user.tab();
    expect(unsigned.input).toHaveProperty('value', '-5');
    expect(getDescription(unsigned.input)).toBe(ERROR_TEXTS_HR.NUMBER_NEGATIVE_NOT_ALLOWED);
    unsigned.unmount();
    const signed = renderNumber({ isSigned: true });
    await signed.user.type(signed.input, '-5,5');
    await signed.user.tab();
    expect(signed.input).toHaveProperty('value', '-5,5');
    expect(signed.onValue).toHaveBeenLastCalledWith('-5.5');
  });
});

describe('NumberField reading and showing', () => {
  it('reads Croatian text on blur and hands a wire decimal', async () => {
    const { user, input, onValue } = renderNumber({ minDecimals: 2 });
    await user.type(input, '1234,5');
    expect(onValue).not.toHaveBeenCalled();
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('1234.5');
    expect(input).toHaveProperty('value', '1.234,50');
  });

  it('reads English text on Enter', async () => {
    const { user, input, onValue } = renderNumber({}, 'en');
    await user.type(input, '1,234.56{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('1234.56');
    expect(input).toHaveProperty('value', '1,234.56');
  });

  it('shows a value in the language of the interface', () => {
    renderNumber({ initial: '1234567.5', minDecimals: 2 }, 'hr');
    expect(screen.getByRole('textbox', { name: 'Iznos' })).toHaveProperty('value', '1.234.567,50');
  });

  it('allows leading zeros and drops them from the decimal', async () => {
    const { user, input, onValue } = renderNumber();
    await user.type(input, '007,50');
    expect(input).toHaveProperty('value', '007,50');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('7.50');
    expect(input).toHaveProperty('value', '7,50');
  });

  it('hands null for cleared text', async () => {
    const { user, input, onValue } = renderNumber({ initial: '12.00' });
    await user.clear(input);
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows the rule message for misplaced separators and hands null', async () => {
    const { user, input, onValue } = renderNumber({ initial: '5' });
    await user.clear(input);
    await user.type(input, '1.23,5');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input).toHaveProperty('value', '1.23,5');
    expect(getDescription(input)).toBe(ERROR_TEXTS_HR.NUMBER_INVALID);
  });

  it('parses a pasted number whole and shows it formatted', async () => {
    const { user, input, onValue } = renderNumber();
    await user.click(input);
    await user.paste('1.234.567,89');
    expect(input).toHaveProperty('value', '1.234.567,89');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith('1234567.89');
  });

  it('refuses a pasted number that is too long instead of cutting it, showing it as pasted', async () => {
    const { user, input } = renderNumber();
    await user.click(input);
    await user.paste('1234567890123,45');
    expect(input).toHaveProperty('value', '1234567890123,45');
    expect(getDescription(input)).toBe(
      'Broj smije imati najviše 12 znamenki prije decimalnog zareza.',
    );
  });

  it('shows the form message and marks the field required', () => {
    renderNumber({
      errorMessage: 'Upišite iznos.',
      isRequired: true,
      description: 'Do 12 znamenki.',
    });
    const input = screen.getByRole('textbox', { name: 'Iznos' });
    expect(input.getAttribute('aria-required')).toBe('true');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(input)).toBe('Do 12 znamenki. Upišite iznos.');
  });

  it('is neither editable when read-only nor focusable when disabled', async () => {
    const readOnly = renderNumber({ initial: '10', isReadOnly: true });
    await readOnly.user.type(readOnly.input, '5');
    expect(readOnly.input).toHaveProperty('value', '10');
    readOnly.unmount();
    const disabled = renderNumber({ isDisabled: true });
    expect(disabled.input).toHaveProperty('disabled', true);
  });
});

function SwitchableLocale({ onValue }: { onValue: (value: string | null) => void }) {
  const [locale, setLocale] = useState<TLocale>('hr');
  const context = useMemo<TI18nContext>(
    () => ({ locale, setLocale, t: (key, values) => translate(locale, key, values) }),
    [locale],
  );
  return (
    <I18nContext.Provider value={context}>
      <button type="button" onClick={() => setLocale('en')}>
        English
      </button>
      <ControlledNumber initial="1234.5" minDecimals={2} onValue={onValue} />
    </I18nContext.Provider>
  );
}

describe('NumberField language change', () => {
  it('re-formats the shown value in the new language', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn<(value: string | null) => void>();
    render(<SwitchableLocale onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Iznos' });
    expect(input).toHaveProperty('value', '1.234,50');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(input).toHaveProperty('value', '1,234.50');
    expect(onValue).not.toHaveBeenCalled();
  });
});

describe('AmountField', () => {
  it('pads to the currency decimals and describes the input by the currency', async () => {
    const { user, input, onValue } = renderAmount({ currency: 'EUR' });
    await user.type(input, '5{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('5');
    expect(input).toHaveProperty('value', '5,00');
    expect(getDescription(input)).toBe('EUR');
  });

  it('refuses decimals for a currency without subunits instead of dropping the separator', async () => {
    const { user, input, onValue } = renderAmount({ currency: 'JPY' }, 'en');
    await user.type(input, '150000.5');
    await user.tab();
    expect(input).toHaveProperty('value', '150000.5');
    expect(onValue).not.toHaveBeenCalled();
    expect(getDescription(input)).toBe('The amount has too many decimals for this currency. JPY');
    await user.clear(input);
    await user.type(input, '150000{Enter}');
    expect(onValue).toHaveBeenLastCalledWith('150000');
    expect(input).toHaveProperty('value', '150,000');
  });

  it('refuses zero with the amount rule when a positive amount is required', async () => {
    const { user, input, onValue } = renderAmount({ currency: 'EUR', isPositiveRequired: true });
    await user.type(input, '0,00');
    await user.tab();
    expect(onValue).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(input)).toBe('Iznos mora biti veći od nule. EUR');
  });

  it('offers the currencies in the order of 000 §9 and hands the chosen one', async () => {
    const onCurrencyChange = vi.fn<(currency: string) => void>();
    const { user } = renderAmount({
      currency: 'EUR',
      currencies: ['JPY', 'GBP', 'USD', 'EUR', 'CHF', 'AUD'],
      onCurrencyChange,
    });
    const trigger = screen.getByRole('button', { name: /Valuta/ });
    expect(trigger.textContent).toContain('EUR');
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['EUR', 'USD', 'CHF', 'GBP', 'AUD', 'JPY']);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onCurrencyChange).toHaveBeenCalledWith('USD');
  });

  it('re-checks the shown amount against a newly chosen currency', async () => {
    function SwitchingCurrency() {
      const [currency, setCurrency] = useState('EUR');
      return (
        <ControlledAmount
          initial="12.50"
          currency={currency}
          currencies={['EUR', 'JPY']}
          onCurrencyChange={setCurrency}
          onValue={() => undefined}
        />
      );
    }
    const { user } = renderInLocale(<SwitchingCurrency />);
    const input = screen.getByRole('textbox', { name: 'Iznos' });
    expect(input).toHaveProperty('value', '12,50');
    await user.click(screen.getByRole('button', { name: /Valuta/ }));
    await user.click(screen.getByRole('option', { name: 'JPY' }));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(input)).toBe('Iznos ima previše decimala za ovu valutu.');
  });

  it('speaks of an amount when a pasted amount is refused', async () => {
    const { user, input } = renderAmount({ currency: 'EUR' }, 'en');
    await user.click(input);
    await user.paste('-20.00');
    expect(input).toHaveProperty('value', '-20.00');
    expect(getDescription(input)).toBe('The amount must be greater than zero. EUR');
  });

  it('shows the currency instead of the choice when read-only', () => {
    renderAmount({
      currency: 'USD',
      currencies: ['EUR', 'USD'],
      onCurrencyChange: () => undefined,
      isReadOnly: true,
      initial: '99.9',
    });
    expect(screen.queryByRole('button')).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Iznos' });
    expect(input).toHaveProperty('value', '99,90');
    expect(getDescription(input)).toBe('USD');
  });
});
