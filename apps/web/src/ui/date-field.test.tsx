import { useMemo, useState, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TIsoDate, TLocale } from '@poslovno/domain';
import { renderInLocale } from '../../test/render';
import { I18nContext, type TI18nContext } from '../i18n/i18n-context';
import { translate } from '../i18n/messages';
import { setBankTime } from '../lib/bank-clock';
import { DateField, type TDateFieldProps } from './date-field';

type THarnessProps = Partial<Omit<TDateFieldProps, 'value' | 'onChange'>> & {
  initialValue?: TIsoDate | null;
  onChange?: (value: TIsoDate | null) => void;
};

/** Holds the value as a form would, so the field is tested controlled. */
function ControlledDateField({ initialValue = null, onChange, ...props }: THarnessProps) {
  const [value, setValue] = useState<TIsoDate | null>(initialValue);
  return (
    <DateField
      label="Datum"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

function renderField(props: THarnessProps = {}, locale: TLocale = 'hr') {
  const onChange = vi.fn();
  const view = renderInLocale(<ControlledDateField onChange={onChange} {...props} />, { locale });
  return { ...view, onChange, input: screen.getByRole('textbox', { name: 'Datum' }) };
}

/** The grid cell of a day of the shown month (the grid also shows days of the months around it). */
function getDayCell(day: string): HTMLElement {
  const days = within(screen.getByRole('grid')).getAllByText(day);
  const cell = days
    .find((element) => !element.hasAttribute('data-outside-month'))
    ?.closest('[role="gridcell"]');
  if (!(cell instanceof HTMLElement)) throw new Error(`no cell for day ${day}`);
  return cell;
}

function getErrorText(input: HTMLElement): string {
  const ids = (input.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

describe('DateField typing and parsing', () => {
  it('pads a day or month closed by a typed dot and clamps them (hr)', async () => {
    const { user, input } = renderField();
    await user.type(input, '5.');
    expect(input).toHaveProperty('value', '05.');
    await user.clear(input);
    await user.type(input, '45.13.');
    expect(input).toHaveProperty('value', '31.12.');
    expect(input.getAttribute('placeholder')).toBe('d.m.gggg.');
  });

  it('pads a month closed by a slash (en) and drops letters', async () => {
    const { user, input } = renderField({}, 'en');
    await user.type(input, '3/x');
    expect(input).toHaveProperty('value', '03/');
    expect(input.getAttribute('placeholder')).toBe('m/d/yyyy');
  });

  it('parses hr "22.11.2026." on Enter and shows it formatted', async () => {
    const { user, input, onChange } = renderField();
    await user.type(input, '22.11.2026.{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(input).toHaveProperty('value', '22.11.2026.');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('parses en "11/22/2026" on Enter', async () => {
    const { user, input, onChange } = renderField({}, 'en');
    await user.type(input, '11/22/2026{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-22');
    expect(input).toHaveProperty('value', '11/22/2026');
  });

  it('parses on blur and shows the unpadded form', async () => {
    const { user, input, onChange } = renderField();
    await user.type(input, '5.3.2026');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('2026-03-05');
    expect(input).toHaveProperty('value', '5.3.2026.');
  });

  it('refuses a day that does not exist, keeps the text and describes the field by the message', async () => {
    const { user, input, onChange } = renderField();
    await user.type(input, '31.2.2026.{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveProperty('value', '31.02.2026.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getErrorText(input)).toContain('31.02.2026. nije postojeći datum');
  });

  it('refuses text that is no date in the language, saying how to type one', async () => {
    const hr = renderField();
    await hr.user.type(hr.input, '12.5{Enter}');
    expect(getErrorText(hr.input)).toContain('Upišite datum u obliku d.m.gggg., npr. 22.11.2026.');
    hr.unmount();
    const en = renderField({}, 'en');
    await en.user.type(en.input, '2/31/2026{Enter}');
    expect(getErrorText(en.input)).toContain('2/31/2026 is not a real date');
  });

  it('refuses a date before 1900 by the earliest date, in English too', async () => {
    const { user, input } = renderField({}, 'en');
    await user.type(input, '1/1/1899{Enter}');
    expect(getErrorText(input)).toContain('The earliest possible date is 1/1/1900');
  });

  it('refuses hr "1.1.1899." by the earliest date', async () => {
    const { user, input } = renderField();
    await user.type(input, '1.1.1899.{Enter}');
    expect(getErrorText(input)).toContain('Najraniji mogući datum je 1.1.1900.');
  });

  it('refuses a date after maxDate by the latest date', async () => {
    const { user, input } = renderField({ maxDate: '2026-12-31' });
    await user.type(input, '4.1.2027.{Enter}');
    expect(getErrorText(input)).toContain('Najkasniji mogući datum je 31.12.2026.');
  });

  it('calls a refused day before the bank’s today past, a later one before the earliest', async () => {
    setBankTime('2026-11-20T09:00:00.000Z', Date.now());
    const { user, input } = renderField({ minDate: '2026-11-23' });
    await user.type(input, '19.11.2026.{Enter}');
    expect(getErrorText(input)).toContain('Datum je u prošlosti');
    await user.clear(input);
    await user.type(input, '20.11.2026.{Enter}');
    expect(getErrorText(input)).toContain('Najraniji mogući datum je 23.11.2026.');
  });

  it('hands the form null for a refused text, so it keeps no date it does not show', async () => {
    const { user, input, onChange } = renderField({
      initialValue: '2026-11-27',
      isWeekendDisabled: true,
    });
    await user.clear(input);
    await user.type(input, '28.11.2026.');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(input).toHaveProperty('value', '28.11.2026.');
    expect(getErrorText(input)).toContain('28.11.2026. je subota');
  });

  it('signals empty when the text is cleared, without a message when optional', async () => {
    const { user, input, onChange } = renderField({ initialValue: '2026-11-22' });
    expect(input).toHaveProperty('value', '22.11.2026.');
    await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a date when required and left empty', async () => {
    const { user, input, onChange } = renderField({ initialValue: '2026-11-22', isRequired: true });
    expect(input.getAttribute('aria-required')).toBe('true');
    await user.clear(input);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(getErrorText(input)).toContain('Datum je obavezan.');
  });

  it('refuses a typed weekend and a typed unavailable day with its own message', async () => {
    const { user, input, onChange } = renderField({
      isWeekendDisabled: true,
      unavailableDates: ['2026-12-25'],
    });
    await user.type(input, '26.12.2026.{Enter}');
    expect(getErrorText(input)).toContain('26.12.2026. je subota');
    await user.clear(input);
    await user.type(input, '27.12.2026.{Enter}');
    expect(getErrorText(input)).toContain('27.12.2026. je nedjelja');
    await user.clear(input);
    await user.type(input, '25.12.2026.{Enter}');
    expect(getErrorText(input)).toContain('25.12.2026. nije moguće odabrati');
    expect(onChange).not.toHaveBeenCalled();
  });

  it.each([
    ['hr', '25.12.2026.{Enter}', '25.12.2026. je praznik (Božić)'],
    ['en', '12/25/2026{Enter}', '12/25/2026 is a holiday (Christmas Day)'],
  ] as const)('names a typed holiday (%s)', async (locale, typed, message) => {
    const name = locale === 'hr' ? 'Božić' : 'Christmas Day';
    const { user, input } = renderField({ holidays: [{ date: '2026-12-25', name }] }, locale);
    await user.type(input, typed);
    expect(getErrorText(input)).toContain(message);
  });

  it('shows a message given from outside', () => {
    const { input } = renderField({ errorMessage: 'Datum izvršenja ne smije biti u prošlosti.' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(getErrorText(input)).toContain('Datum izvršenja ne smije biti u prošlosti.');
  });
});

describe('DateField value from outside', () => {
  it('rewrites the text when the value changes from outside', () => {
    const { rerender } = renderInLocale(
      <DateField label="Datum" value="2026-11-22" onChange={() => undefined} />,
    );
    rerender(<DateField label="Datum" value="2027-01-04" onChange={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveProperty('value', '4.1.2027.');
  });

  it('re-formats the shown value when the interface language changes', async () => {
    function SwitchableLocale({ children }: { children: ReactNode }) {
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
          {children}
        </I18nContext.Provider>
      );
    }
    const { user } = renderInLocale(
      <SwitchableLocale>
        <DateField label="Datum" value="2026-11-22" onChange={() => undefined} />
      </SwitchableLocale>,
    );
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(screen.getByRole('textbox', { name: 'Datum' })).toHaveProperty('value', '11/22/2026');
  });

  it('submits the ISO date under its name', () => {
    const { container } = renderInLocale(
      <DateField
        label="Datum"
        name="executionDate"
        value="2026-11-22"
        onChange={() => undefined}
      />,
    );
    const hidden = container.querySelector('input[name="executionDate"]');
    expect(hidden).toHaveProperty('value', '2026-11-22');
  });

  it('is disabled or read-only as asked', () => {
    renderInLocale(
      <>
        <DateField label="Isključen" value="2026-11-22" onChange={() => undefined} isDisabled />
        <DateField label="Čitanje" value="2026-11-22" onChange={() => undefined} isReadOnly />
      </>,
    );
    expect(screen.getByRole('textbox', { name: 'Isključen' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('textbox', { name: 'Čitanje' })).toHaveProperty('readOnly', true);
    const calendarButtons = screen.getAllByRole('button', { name: 'Otvori kalendar' });
    expect(calendarButtons).toHaveLength(1);
    expect(calendarButtons[0]).toHaveProperty('disabled', true);
  });
});

describe('DateField calendar', () => {
  it.each([
    [
      'hr',
      'Otvori kalendar',
      ['pon', 'uto', 'sri', 'čet', 'pet', 'sub', 'ned'],
      /^ponedjeljak, 26\. listopada 2026\.$/,
    ],
    [
      'en',
      'Open calendar',
      ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      /^Monday, October 26, 2026$/,
    ],
  ] as const)('starts weeks on Monday (%s)', async (locale, buttonName, weekdays, firstDayName) => {
    const { user } = renderField({ initialValue: '2026-11-22' }, locale);
    await user.click(screen.getByRole('button', { name: buttonName }));
    // The header row is hidden from assistive technology: each day's button names its weekday.
    const headers = within(screen.getByRole('grid')).getAllByRole('columnheader', { hidden: true });
    expect(headers.map((header) => header.textContent)).toEqual(weekdays);
    const firstDay = within(screen.getAllByRole('row')[0] ?? document.body).getAllByRole(
      'button',
    )[0];
    expect(firstDay?.getAttribute('aria-label')).toMatch(firstDayName);
  });

  it('disables weekends, unavailable days and days outside min and max', async () => {
    const { user } = renderField({
      initialValue: '2026-12-23',
      isWeekendDisabled: true,
      unavailableDates: ['2026-12-25'],
      minDate: '2026-12-02',
      maxDate: '2026-12-30',
    });
    await user.click(screen.getByRole('button', { name: 'Otvori kalendar' }));
    expect(getDayCell('23').getAttribute('aria-disabled')).toBeNull();
    expect(getDayCell('25').getAttribute('aria-disabled')).toBe('true');
    expect(getDayCell('26').getAttribute('aria-disabled')).toBe('true');
    expect(getDayCell('27').getAttribute('aria-disabled')).toBe('true');
    expect(getDayCell('1').getAttribute('aria-disabled')).toBe('true');
    expect(getDayCell('31').getAttribute('aria-disabled')).toBe('true');
    expect(getDayCell('24').getAttribute('aria-disabled')).toBeNull();
  });

  it('opens on the value with the keyboard, moves with arrows and picks with Enter', async () => {
    const { user, input, onChange } = renderField({ initialValue: '2026-11-18' });
    await user.click(input);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Otvori kalendar' }));
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Kalendar: Datum' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('18');
    await user.keyboard('{ArrowRight}{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('26');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2026-11-26');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input).toHaveProperty('value', '26.11.2026.');
  });

  it('closes with Escape and returns focus to the calendar button', async () => {
    const { user, onChange } = renderField({ initialValue: '2026-11-18' });
    const button = screen.getByRole('button', { name: 'Otvori kalendar' });
    await user.click(button);
    expect(screen.getByRole('dialog')).toBeTruthy();
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // react-aria restores focus on the next animation frame.
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(onChange).not.toHaveBeenCalled();
  });
});
