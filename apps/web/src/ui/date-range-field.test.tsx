import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  PREDEFINED_PERIODS,
  type TDateRange,
  type TLocale,
  type TPredefinedPeriod,
} from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { DateRangeField } from './date-range-field';

const TODAY = '2026-03-18';

function ControlledRange({
  initialValue,
  onChange,
  periods,
}: {
  initialValue: TDateRange;
  onChange: (value: TDateRange) => void;
  periods?: readonly TPredefinedPeriod[];
}) {
  const [value, setValue] = useState(initialValue);
  const handleChange = (next: TDateRange) => {
    setValue(next);
    onChange(next);
  };
  return periods ? (
    <DateRangeField
      label="Razdoblje prometa"
      value={value}
      onChange={handleChange}
      periods={periods}
      today={TODAY}
    />
  ) : (
    <DateRangeField label="Razdoblje prometa" value={value} onChange={handleChange} />
  );
}

function renderRange(
  initialValue: TDateRange,
  { locale = 'hr', periods }: { locale?: TLocale; periods?: readonly TPredefinedPeriod[] } = {},
) {
  const onChange = vi.fn();
  const view = renderInLocale(
    <ControlledRange initialValue={initialValue} onChange={onChange} periods={periods} />,
    { locale },
  );
  return { ...view, onChange, group: screen.getByRole('group', { name: 'Razdoblje prometa' }) };
}

describe('DateRangeField', () => {
  it('groups a from and a to field under its legend', () => {
    const { group } = renderRange({ from: '2026-03-01', to: '2026-03-18' });
    expect(within(group).getByRole('textbox', { name: 'Od' })).toHaveProperty('value', '1.3.2026.');
    expect(within(group).getByRole('textbox', { name: 'Do' })).toHaveProperty(
      'value',
      '18.3.2026.',
    );
  });

  it('reports each end and shows the rule when the start is after the end', async () => {
    const { user, group, onChange } = renderRange({ from: '2026-03-01', to: '2026-03-18' });
    const from = within(group).getByRole('textbox', { name: 'Od' });
    await user.clear(from);
    await user.type(from, '20.3.2026.{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-20', to: '2026-03-18' });
    const messageId = group.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(messageId)?.textContent).toBe(
      'Početni datum ne smije biti nakon završnog.',
    );
  });

  it('shows the rule in English and clears it once the range is put right', async () => {
    const { user, group } = renderRange({ from: '2026-03-20', to: '2026-03-18' }, { locale: 'en' });
    expect(group.textContent).toContain('The start date may not be after the end date.');
    const to = within(group).getByRole('textbox', { name: 'To' });
    await user.clear(to);
    await user.type(to, '3/25/2026{Enter}');
    expect(group.textContent).not.toContain('The start date may not be after the end date.');
    expect(group.getAttribute('aria-describedby')).toBeNull();
  });

  it('offers the predefined periods in the order of the spec', async () => {
    const { user } = renderRange({ from: null, to: null }, { periods: PREDEFINED_PERIODS });
    const trigger = screen.getByRole('button', { name: /Razdoblje/ });
    expect(trigger.textContent).toContain('Sve');
    await user.click(trigger);
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Sve',
      'Današnji datum',
      'Zadnjih 7 dana',
      'Tekući mjesec',
      '1 mjesec',
      'Prethodni mjesec',
      '3 mjeseca',
      '6 mjeseci',
      '1 godina',
    ]);
  });

  it('fills both ends from a chosen period, counted from today', async () => {
    const { user, group, onChange } = renderRange(
      { from: null, to: null },
      { periods: PREDEFINED_PERIODS },
    );
    await user.click(screen.getByRole('button', { name: /Razdoblje/ }));
    await user.click(screen.getByRole('option', { name: 'Prethodni mjesec' }));
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-02-01', to: '2026-02-28' });
    expect(within(group).getByRole('textbox', { name: 'Od' })).toHaveProperty('value', '1.2.2026.');
    expect(within(group).getByRole('textbox', { name: 'Do' })).toHaveProperty(
      'value',
      '28.2.2026.',
    );
    expect(screen.getByRole('button', { name: /Razdoblje/ }).textContent).toContain(
      'Prethodni mjesec',
    );
  });

  it('chooses a period with the keyboard (en) and shows a custom period after an edit', async () => {
    const { user, group, onChange } = renderRange(
      { from: null, to: null },
      { locale: 'en', periods: PREDEFINED_PERIODS },
    );
    const trigger = screen.getByRole('button', { name: /Period/ });
    trigger.focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ from: '2026-03-12', to: '2026-03-18' });
    expect(trigger.textContent).toContain('Last 7 days');
    const from = within(group).getByRole('textbox', { name: 'From' });
    expect(from).toHaveProperty('value', '3/12/2026');
    await user.clear(from);
    await user.type(from, '3/10/2026{Enter}');
    expect(trigger.textContent).toContain('Custom period');
  });
});
