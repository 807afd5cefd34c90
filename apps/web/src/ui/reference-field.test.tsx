import { useState, type ComponentProps } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FINA_FEE_ACCOUNT_IBAN, type TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { ReferenceField, type TReferenceValue } from './reference-field';

type TReferenceProps = ComponentProps<typeof ReferenceField>;

// Valid per FINA's MOD11INI over the joined groups (packages/domain/src/reference.test.ts).
const HR01_VALID = '102-3057-89016';
const HR01_WRONG_CHECK_DIGIT = '102-3057-89017';

function ControlledReference({
  initial = { model: '', reference: '' },
  onValue,
  ...props
}: Partial<TReferenceProps> & {
  initial?: TReferenceValue;
  onValue: (value: TReferenceValue) => void;
}) {
  const [value, setValue] = useState(initial);
  const change = (next: TReferenceValue) => {
    setValue(next);
    onValue(next);
  };
  return (
    <ReferenceField
      label="Model i poziv na broj primatelja"
      {...props}
      value={value}
      onChange={change}
    />
  );
}

function renderReference(
  props: Partial<TReferenceProps> & { initial?: TReferenceValue } = {},
  locale: TLocale = 'hr',
) {
  const onValue = vi.fn<(value: TReferenceValue) => void>();
  const view = renderInLocale(<ControlledReference {...props} onValue={onValue} />, { locale });
  const names = locale === 'hr' ? ['Model', 'Poziv na broj'] : ['Model', 'Reference number'];
  return {
    ...view,
    onValue,
    model: screen.getByRole('textbox', { name: names[0] }),
    reference: screen.getByRole('textbox', { name: names[1] }),
  };
}

function getDescription(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('ReferenceField', () => {
  it('groups model and number under one legend', () => {
    renderReference();
    const group = screen.getByRole('group', { name: 'Model i poziv na broj primatelja' });
    expect(group.querySelectorAll('input')).toHaveLength(2);
  });

  it('takes "01" for HR01, marks the number required and accepts a valid reference', async () => {
    const { user, model, reference, onValue } = renderReference();
    await user.type(model, '01');
    await user.tab();
    expect(model).toHaveProperty('value', 'HR01');
    expect(reference.getAttribute('aria-required')).toBe('true');
    await user.type(reference, '102 3057-89017x');
    await user.tab();
    expect(onValue).toHaveBeenLastCalledWith({ model: 'HR01', reference: '1023057-89017' });
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    await user.clear(reference);
    await user.type(reference, HR01_VALID);
    expect(onValue).toHaveBeenLastCalledWith({ model: 'HR01', reference: HR01_VALID });
    expect(reference.getAttribute('aria-invalid')).toBeNull();
    expect(model.getAttribute('aria-invalid')).toBeNull();
  });

  it('names the group whose check digit is wrong', () => {
    const { reference } = renderReference({
      initial: { model: 'HR01', reference: HR01_WRONG_CHECK_DIGIT },
    });
    expect(reference.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(reference)).toBe(
      'Kontrolni broj poziva na broj nije ispravan. Neispravan je dio P3.',
    );
  });

  it('accepts any digit groups under HR00', () => {
    const { reference } = renderReference({ initial: { model: 'HR00', reference: '123-456-789' } });
    expect(reference.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for the number of a model that requires one, once the number was left', async () => {
    const { user, model, reference } = renderReference({}, 'en');
    await user.type(model, 'hr00');
    expect(model).toHaveProperty('value', 'HR00');
    await user.tab();
    expect(reference.getAttribute('aria-invalid')).toBeNull();
    await user.tab();
    expect(getDescription(reference)).toBe('The selected model requires a reference number.');
  });

  it('shows an unknown model under the model', async () => {
    const { user, model, reference } = renderReference();
    await user.type(model, '77');
    await user.tab();
    expect(model.getAttribute('aria-invalid')).toBe('true');
    expect(getDescription(model)).toBe('Model mora biti HR i dvije znamenke poznatog modela.');
    expect(reference.getAttribute('aria-invalid')).toBeNull();
  });

  it('empties and disables the number under HR99', async () => {
    const { user, model, reference, onValue } = renderReference({
      initial: { model: 'HR01', reference: HR01_VALID },
    });
    await user.clear(model);
    await user.type(model, '99');
    expect(onValue).toHaveBeenLastCalledWith({ model: 'HR99', reference: '' });
    expect(reference).toHaveProperty('disabled', true);
    expect(reference).toHaveProperty('value', '');
    expect(getDescription(reference)).toBe('Model HR99 ne dopušta poziv na broj.');
  });

  it('binds HR19 to FINA’s fee account, shown under the model', () => {
    const initial = { model: 'HR19', reference: '1234567890-12345678903' };
    const other = renderReference({ initial, creditorIban: 'HR1210010051863000160' });
    expect(getDescription(other.model)).toBe(
      'Odabrani model ne može se koristiti za plaćanje na ovaj račun.',
    );
    other.unmount();
    const fina = renderReference({ initial, creditorIban: FINA_FEE_ACCOUNT_IBAN });
    expect(fina.model.getAttribute('aria-invalid')).toBeNull();
    expect(fina.reference.getAttribute('aria-invalid')).toBeNull();
  });

  it('disables both parts when disabled', () => {
    const { model, reference } = renderReference({ isDisabled: true });
    expect(model).toHaveProperty('disabled', true);
    expect(reference).toHaveProperty('disabled', true);
  });
});
