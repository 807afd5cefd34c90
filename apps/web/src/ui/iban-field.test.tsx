import { useState, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { buildCroatianIban, type TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { IbanField } from './iban-field';

type TIbanProps = ComponentProps<typeof IbanField>;

// Zagrebačka banka's bank code base with a made-up account: valid check digits, computed.
const DOMESTIC_IBAN = buildCroatianIban('236000', '110123456');
const FOREIGN_IBAN = 'DE89370400440532013000';

function ControlledIban({
  initial = '',
  onValue,
  ...props
}: Partial<TIbanProps> & { initial?: string; onValue: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  const change = (next: string) => {
    setValue(next);
    onValue(next);
  };
  return <IbanField label="IBAN primatelja" {...props} value={value} onChange={change} />;
}

function renderIban(
  props: Partial<TIbanProps> & { initial?: string } = {},
  locale: TLocale = 'hr',
) {
  const onValue = vi.fn<(value: string) => void>();
  const view = renderInLocale(<ControlledIban {...props} onValue={onValue} />, { locale });
  return { ...view, onValue, input: screen.getByRole('textbox', { name: 'IBAN primatelja' }) };
}

function getDescription(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('IbanField', () => {
  it('upper-cases as typed, drops other characters and hands the IBAN without spaces', async () => {
    const { user, input, onValue } = renderIban();
    await user.type(input, 'hr12 1001-0051');
    expect(input).toHaveProperty('value', 'HR12 10010051');
    expect(onValue).toHaveBeenLastCalledWith('HR1210010051');
  });

  it('shows the IBAN in groups of four once left, and confirms a valid one with text', async () => {
    const { user, input, onValue } = renderIban({ isDomestic: true });
    await user.type(input, DOMESTIC_IBAN.toLowerCase());
    expect(onValue).toHaveBeenLastCalledWith(DOMESTIC_IBAN);
    expect(screen.getByRole('status').textContent).toBe('IBAN je ispravan.');
    await user.tab();
    expect(input).toHaveProperty('value', DOMESTIC_IBAN.replace(/(.{4})(?=.)/g, '$1 '));
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(getDescription(input)).toBe('IBAN je ispravan.');
  });

  it('says nothing while a shorter IBAN is being typed, then the length once left', async () => {
    const { user, input } = renderIban({ isDomestic: true });
    await user.type(input, 'HR1210010051');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(input)).toBe('IBAN nema ispravnu duljinu (hrvatski IBAN ima 21 znak).');
  });

  it('checks the check digits live once the domestic length is typed', async () => {
    const wrong = `${DOMESTIC_IBAN.slice(0, 20)}${DOMESTIC_IBAN.endsWith('9') ? '8' : '9'}`;
    const { user, input } = renderIban({ isDomestic: true }, 'en');
    await user.type(input, wrong);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(input)).toBe('The IBAN is not valid.');
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('refuses a foreign IBAN in a domestic field and accepts it in a foreign one', () => {
    const domestic = renderIban({ isDomestic: true, initial: FOREIGN_IBAN });
    expect(getDescription(domestic.input)).toBe('IBAN nije ispravan.');
    domestic.unmount();
    const foreign = renderIban({ initial: FOREIGN_IBAN });
    expect(foreign.input).toHaveProperty('value', 'DE89 3704 0044 0532 0130 00');
    expect(screen.getByRole('status').textContent).toBe('IBAN je ispravan.');
  });

  it('asks for a required IBAN only after the field was left', async () => {
    const { user, input } = renderIban({ isDomestic: true, isRequired: true });
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.click(input);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(getDescription(input)).toBe('IBAN je obavezan.');
  });

  it('keeps a read-only value and disables a disabled field', async () => {
    const readOnly = renderIban({ initial: DOMESTIC_IBAN, isReadOnly: true });
    await readOnly.user.type(readOnly.input, '1');
    expect(readOnly.onValue).not.toHaveBeenCalled();
    readOnly.unmount();
    const disabled = renderIban({ isDisabled: true });
    expect(disabled.input).toHaveProperty('disabled', true);
  });
});
