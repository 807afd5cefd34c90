import Holidays from 'date-holidays';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TExecutionDateContext, TPaymentChannel, TUrgency } from './calendar';
import {
  checkOrderPlacementWindow,
  checkSigningCutoff,
  DEFAULT_CALENDAR_CONFIG,
  getEasterSunday,
  getNextBusinessDay,
  getNextPossibleExecutionDate,
  isBusinessDay,
  listCroatianPublicHolidays,
  listNonBusinessDays,
  listTarget2ClosingDays,
  PAYMENT_CHANNELS,
  resolveExecutionDateOnSave,
  URGENCIES,
  validateExecutionDate,
  validateSepaFileExecutionDate,
} from './calendar';
import { addDaysToIsoDate, compareIsoDates, getIsoDayNumber, getZagrebWallClock } from './iso-date';
import { MAX_RULE_INPUT_LENGTH } from './result';

// Zagreb is UTC+1 in winter (CET) and UTC+2 in summer (CEST); every instant below is written in
// UTC with its Zagreb wall-clock time beside it.

function listHolidayDates(year: number): string[] {
  return listCroatianPublicHolidays(year).map((holiday) => holiday.date);
}

describe('Croatian public holidays', () => {
  it('computes Gregorian Easter', () => {
    expect(getEasterSunday(2024)).toBe('2024-03-31');
    expect(getEasterSunday(2025)).toBe('2025-04-20');
    expect(getEasterSunday(2026)).toBe('2026-04-05');
    expect(getEasterSunday(2000)).toBe('2000-04-23');
    expect(getEasterSunday(1818)).toBe('1818-03-22');
    expect(getEasterSunday(2038)).toBe('2038-04-25');
  });

  it.each([
    {
      year: 2026,
      dates: [
        '2026-01-01',
        '2026-01-06',
        '2026-04-05',
        '2026-04-06',
        '2026-05-01',
        '2026-05-30',
        '2026-06-04',
        '2026-06-22',
        '2026-08-05',
        '2026-08-15',
        '2026-11-01',
        '2026-11-18',
        '2026-12-25',
        '2026-12-26',
      ],
    },
    {
      // The law before NN 110/2019: Statehood Day on 25 June, Independence Day on 8 October.
      year: 2019,
      dates: [
        '2019-01-01',
        '2019-01-06',
        '2019-04-21',
        '2019-04-22',
        '2019-05-01',
        '2019-06-20',
        '2019-06-22',
        '2019-06-25',
        '2019-08-05',
        '2019-08-15',
        '2019-10-08',
        '2019-11-01',
        '2019-12-25',
        '2019-12-26',
      ],
    },
  ])('lists the holidays of $year in date order', ({ year, dates }) => {
    expect(listHolidayDates(year)).toEqual(dates);
  });

  it('applies NN 110/2019 from 2020', () => {
    const dates2020 = listHolidayDates(2020);
    expect(dates2020).toContain('2020-05-30');
    expect(dates2020).toContain('2020-11-18');
    expect(dates2020).not.toContain('2020-06-25');
    expect(dates2020).not.toContain('2020-10-08');
  });

  it('lists both holidays when two share a date', () => {
    const onStatehoodDay = listCroatianPublicHolidays(2024).filter(
      (holiday) => holiday.date === '2024-05-30',
    );
    expect(onStatehoodDay.map((holiday) => holiday.nameEn)).toEqual([
      'Statehood Day',
      'Corpus Christi',
    ]);
  });

  it('agrees with date-holidays for every year 1991..2100', () => {
    const reference = new Holidays('HR');
    for (let year = 1991; year <= 2100; year += 1) {
      const expected = new Set(
        reference
          .getHolidays(year)
          .filter((holiday) => holiday.type === 'public')
          .map((holiday) => holiday.date.slice(0, 10)),
      );
      expect(new Set(listHolidayDates(year)), String(year)).toEqual(expected);
    }
  });

  it('answers by the same rules far outside the usual years', () => {
    expect(listHolidayDates(1900)).toHaveLength(14);
    expect(listHolidayDates(2200)).toContain('2200-11-18');
    const sorted = [...listHolidayDates(2200)].sort(compareIsoDates);
    expect(listHolidayDates(2200)).toEqual(sorted);
  });

  it('lists the TARGET2 closing days', () => {
    expect(listTarget2ClosingDays(2026).map((day) => day.date)).toEqual([
      '2026-01-01',
      '2026-04-03',
      '2026-04-06',
      '2026-05-01',
      '2026-12-25',
      '2026-12-26',
    ]);
  });
});

describe('business days per channel', () => {
  it.each([
    // Anti-Fascist Struggle Day: a Croatian holiday, TARGET2 open.
    { date: '2026-06-22', channel: 'DOMESTIC', expected: false },
    { date: '2026-06-22', channel: 'INTERNAL', expected: false },
    { date: '2026-06-22', channel: 'SEPA', expected: true },
    { date: '2026-06-22', channel: 'FOREIGN', expected: true },
    // Good Friday: TARGET2 closed, not a Croatian holiday.
    { date: '2026-04-03', channel: 'DOMESTIC', expected: true },
    { date: '2026-04-03', channel: 'SEPA', expected: false },
    { date: '2026-04-03', channel: 'FOREIGN', expected: false },
    { date: '2026-06-13', channel: 'INTERNAL', expected: false },
    { date: '2026-06-13', channel: 'FOREIGN', expected: false },
    { date: '2026-06-13', channel: 'INSTANT', expected: true },
    { date: '2026-12-25', channel: 'INSTANT', expected: true },
    { date: '2026-06-10', channel: 'DOMESTIC', expected: true },
  ] as const)('$date is a $channel business day: $expected', ({ date, channel, expected }) => {
    expect(isBusinessDay(date, channel)).toBe(expected);
  });

  it.each([
    { date: '2026-04-04', channel: 'DOMESTIC', expected: '2026-04-07' },
    { date: '2026-04-03', channel: 'DOMESTIC', expected: '2026-04-03' },
    { date: '2026-04-03', channel: 'SEPA', expected: '2026-04-07' },
    { date: '2026-12-25', channel: 'DOMESTIC', expected: '2026-12-28' },
    { date: '2026-06-21', channel: 'SEPA', expected: '2026-06-22' },
    { date: '2026-06-21', channel: 'DOMESTIC', expected: '2026-06-23' },
    { date: '2026-06-21', channel: 'INSTANT', expected: '2026-06-21' },
  ] as const)(
    'the next $channel business day from $date is $expected',
    ({ date, channel, expected }) => {
      expect(getNextBusinessDay(date, channel)).toBe(expected);
    },
  );

  it('lists the non-business days of a span for date pickers', () => {
    expect(listNonBusinessDays('2026-06-01', '2026-06-30', 'DOMESTIC')).toEqual({
      ok: true,
      value: [
        '2026-06-04',
        '2026-06-06',
        '2026-06-07',
        '2026-06-13',
        '2026-06-14',
        '2026-06-20',
        '2026-06-21',
        '2026-06-22',
        '2026-06-27',
        '2026-06-28',
      ],
      warnings: [],
    });
    expect(listNonBusinessDays('2026-04-01', '2026-04-07', 'SEPA')).toEqual({
      ok: true,
      value: ['2026-04-03', '2026-04-04', '2026-04-05', '2026-04-06'],
      warnings: [],
    });
    expect(listNonBusinessDays('2026-06-01', '2026-06-30', 'INSTANT')).toEqual({
      ok: true,
      value: [],
      warnings: [],
    });
    expect(listNonBusinessDays('2026-06-06', '2026-06-06', 'DOMESTIC')).toMatchObject({
      value: ['2026-06-06'],
    });
  });

  it.each([
    { from: '', to: '2026-06-30', code: 'DATE_REQUIRED', detail: 'from' },
    { from: '2026-06-01', to: '2026-06-31', code: 'DATE_INVALID', detail: 'to' },
    { from: '1899-12-31', to: '1900-01-31', code: 'DATE_OUT_OF_RANGE', detail: 'from' },
    { from: '2030-11-01', to: '2030-12-02', code: 'DATE_OUT_OF_RANGE', detail: 'to' },
    { from: '2026-07-01', to: '2026-06-30', code: 'DATE_RANGE_START_AFTER_END', detail: undefined },
    // 801 days inclusive.
    { from: '2026-01-01', to: '2028-03-11', code: 'DATE_OUT_OF_RANGE', detail: 'span' },
  ])('refuses the span $from..$to with $code', ({ from, to, code, detail }) => {
    expect(listNonBusinessDays(from, to, 'DOMESTIC')).toEqual(
      detail === undefined ? { ok: false, code } : { ok: false, code, detail },
    );
  });

  it('accepts a span of exactly 800 days', () => {
    expect(listNonBusinessDays('2026-01-01', '2028-03-10', 'DOMESTIC').ok).toBe(true);
  });
});

interface TNextPossibleCase {
  instant: string;
  channel: TPaymentChannel;
  urgency: TUrgency;
  expected: string;
  why: string;
}

const NEXT_POSSIBLE_CASES: TNextPossibleCase[] = [
  {
    instant: '2026-06-10T13:29:59Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-06-10',
    why: 'Wed 15:29:59 CEST, before the cut-off',
  },
  {
    instant: '2026-06-10T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-06-11',
    why: 'Wed 15:30:00 CEST, the cut-off has passed',
  },
  {
    instant: '2026-06-10T13:59:00Z',
    channel: 'DOMESTIC',
    urgency: 'URGENT',
    expected: '2026-06-10',
    why: 'Wed 15:59 CEST, urgent still today',
  },
  {
    instant: '2026-06-10T14:00:00Z',
    channel: 'DOMESTIC',
    urgency: 'URGENT',
    expected: '2026-06-11',
    why: 'Wed 16:00 CEST, urgent cut-off passed',
  },
  {
    instant: '2026-06-12T13:30:00Z',
    channel: 'INTERNAL',
    urgency: 'NORMAL',
    expected: '2026-06-15',
    why: 'Fri 15:30 CEST -> Monday',
  },
  {
    instant: '2026-04-04T10:00:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-04-07',
    why: 'Sat before Easter 12:00 CEST -> Tuesday after Easter Monday',
  },
  {
    instant: '2026-04-02T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-04-03',
    why: 'Thu 15:30 CEST; Good Friday is a Croatian working day',
  },
  {
    instant: '2026-04-02T13:30:00Z',
    channel: 'SEPA',
    urgency: 'NORMAL',
    expected: '2026-04-07',
    why: 'Thu 15:30 CEST; TARGET2 closed Good Friday to Easter Monday',
  },
  {
    instant: '2026-05-29T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-06-01',
    why: 'Fri 15:30 CEST; 30 May 2026 is a Saturday',
  },
  {
    instant: '2026-05-30T08:00:00Z',
    channel: 'DOMESTIC',
    urgency: 'URGENT',
    expected: '2026-06-01',
    why: 'Statehood Day, Sat 10:00 CEST',
  },
  {
    instant: '2026-12-24T14:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-12-28',
    why: 'Christmas Eve Thu 15:30 CET -> Monday',
  },
  {
    instant: '2026-12-24T14:29:00Z',
    channel: 'FOREIGN',
    urgency: 'NORMAL',
    expected: '2026-12-24',
    why: 'Christmas Eve Thu 15:29 CET',
  },
  {
    instant: '2026-06-19T13:30:00Z',
    channel: 'SEPA',
    urgency: 'NORMAL',
    expected: '2026-06-22',
    why: 'Fri 15:30 CEST; 22 June is open for SEPA',
  },
  {
    instant: '2026-06-19T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-06-23',
    why: 'Fri 15:30 CEST; 22 June is a Croatian holiday',
  },
  {
    instant: '2026-06-22T13:29:00Z',
    channel: 'SEPA',
    urgency: 'NORMAL',
    expected: '2026-06-22',
    why: 'Croatian holiday Mon 15:29 CEST, SEPA open',
  },
  {
    instant: '2026-06-21T21:30:00Z',
    channel: 'INSTANT',
    urgency: 'NORMAL',
    expected: '2026-06-21',
    why: 'Sun 23:30 CEST, instant runs every day',
  },
  {
    instant: '2026-06-21T21:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'INSTANT',
    expected: '2026-06-21',
    why: 'Sun 23:30 CEST, instant urgency',
  },
  {
    instant: '2026-06-21T22:30:00Z',
    channel: 'INSTANT',
    urgency: 'NORMAL',
    expected: '2026-06-22',
    why: 'Mon 00:30 CEST, already the next Zagreb day',
  },
  {
    instant: '2026-12-25T12:00:00Z',
    channel: 'INSTANT',
    urgency: 'INSTANT',
    expected: '2026-12-25',
    why: 'Christmas 13:00 CET',
  },
  // Spring forward: Sunday 29 March 2026, 02:00 CET -> 03:00 CEST.
  {
    instant: '2026-03-27T14:29:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-03-27',
    why: 'Fri 15:29 CET',
  },
  {
    instant: '2026-03-27T14:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-03-30',
    why: 'Fri 15:30 CET -> Monday',
  },
  {
    instant: '2026-03-29T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-03-30',
    why: 'DST Sun 15:30 CEST -> Monday',
  },
  {
    instant: '2026-03-29T01:30:00Z',
    channel: 'INSTANT',
    urgency: 'INSTANT',
    expected: '2026-03-29',
    why: 'DST Sun 03:30 CEST',
  },
  {
    instant: '2026-03-30T13:29:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-03-30',
    why: 'Mon 15:29 CEST',
  },
  {
    instant: '2026-03-30T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-03-31',
    why: 'Mon 15:30 CEST',
  },
  // Fall back: Sunday 25 October 2026, 03:00 CEST -> 02:00 CET.
  {
    instant: '2026-10-23T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-10-26',
    why: 'Fri 15:30 CEST -> Monday',
  },
  {
    instant: '2026-10-25T22:30:00Z',
    channel: 'INSTANT',
    urgency: 'NORMAL',
    expected: '2026-10-25',
    why: 'DST Sun 23:30 CET',
  },
  {
    instant: '2026-10-26T14:29:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-10-26',
    why: 'Mon 15:29 CET',
  },
  {
    instant: '2026-10-26T13:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-10-26',
    why: 'Mon 14:30 CET, still before',
  },
  {
    instant: '2026-10-26T14:30:00Z',
    channel: 'DOMESTIC',
    urgency: 'NORMAL',
    expected: '2026-10-27',
    why: 'Mon 15:30 CET',
  },
];

describe('next possible execution date', () => {
  it.each(NEXT_POSSIBLE_CASES)(
    '$instant $channel $urgency -> $expected ($why)',
    ({ instant, channel, urgency, expected }) => {
      expect(getNextPossibleExecutionDate(new Date(instant), channel, urgency)).toBe(expected);
    },
  );

  it('takes the cut-offs from the configuration', () => {
    const config = { ...DEFAULT_CALENDAR_CONFIG, orderCutoffMinutes: 14 * 60 };
    // Wed 14:00 CEST.
    const instant = new Date('2026-06-10T12:00:00Z');
    expect(getNextPossibleExecutionDate(instant, 'DOMESTIC', 'NORMAL', config)).toBe('2026-06-11');
    expect(getNextPossibleExecutionDate(instant, 'DOMESTIC', 'URGENT', config)).toBe('2026-06-10');
  });
});

// Wed 10 June 2026, 12:00 CEST.
const WEDNESDAY_NOON = new Date('2026-06-10T10:00:00Z');

function buildContext(overrides: Partial<TExecutionDateContext> = {}): TExecutionDateContext {
  return { now: WEDNESDAY_NOON, channel: 'DOMESTIC', urgency: 'NORMAL', ...overrides };
}

describe('execution date validation', () => {
  it.each([
    { text: '', context: buildContext(), code: 'DATE_REQUIRED' },
    { text: '   ', context: buildContext(), code: 'DATE_REQUIRED' },
    { text: '2026-02-30', context: buildContext(), code: 'DATE_INVALID' },
    { text: '10.06.2026.', context: buildContext(), code: 'DATE_INVALID' },
    { text: '2026-6-10', context: buildContext(), code: 'DATE_INVALID' },
    { text: 'x'.repeat(MAX_RULE_INPUT_LENGTH + 1), context: buildContext(), code: 'DATE_INVALID' },
    { text: '2026-06-09', context: buildContext(), code: 'EXECUTION_DATE_IN_PAST' },
    { text: '1899-12-31', context: buildContext(), code: 'EXECUTION_DATE_IN_PAST' },
    // Thu 00:30 CEST: Wednesday is already past in Zagreb though not in UTC.
    {
      text: '2026-06-10',
      context: buildContext({ now: new Date('2026-06-10T22:30:00Z') }),
      code: 'EXECUTION_DATE_IN_PAST',
    },
    { text: '2031-01-02', context: buildContext(), code: 'DATE_OUT_OF_RANGE' },
    { text: '2026-06-13', context: buildContext(), code: 'EXECUTION_DATE_NOT_BUSINESS_DAY' },
    { text: '2026-06-22', context: buildContext(), code: 'EXECUTION_DATE_NOT_BUSINESS_DAY' },
    { text: '2026-06-26', context: buildContext({ channel: 'SEPA' }), code: undefined },
    { text: '2026-06-22', context: buildContext({ channel: 'SEPA' }), code: undefined },
    { text: '2026-06-13', context: buildContext({ channel: 'INSTANT' }), code: undefined },
    { text: '2026-06-13', context: buildContext({ urgency: 'INSTANT' }), code: undefined },
    {
      text: '2026-06-12',
      context: buildContext({ minDate: '2026-06-15' }),
      code: 'EXECUTION_DATE_BEFORE_MINIMUM',
    },
    { text: '2026-06-15', context: buildContext({ minDate: '2026-06-15' }), code: undefined },
    { text: '2026-06-30', context: buildContext({ maxDate: '2026-06-30' }), code: undefined },
    {
      text: '2026-07-01',
      context: buildContext({ maxDate: '2026-06-30' }),
      code: 'EXECUTION_DATE_AFTER_MAXIMUM',
    },
  ])('"$text" -> $code', ({ text, context, code }) => {
    const result = validateExecutionDate(text, context);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('accepts today whatever the time: the cut-off is judged on save and on signing', () => {
    // Wed 20:00 CEST.
    const context = buildContext({ now: new Date('2026-06-10T18:00:00Z') });
    expect(validateExecutionDate('2026-06-10', context)).toEqual({
      ok: true,
      value: '2026-06-10',
      warnings: [],
    });
  });

  it('ignores surrounding spaces', () => {
    expect(validateExecutionDate(' 2026-06-11\t', buildContext())).toMatchObject({
      value: '2026-06-11',
    });
  });
});

describe('execution date on save', () => {
  it.each([
    {
      now: '2026-06-10T13:29:00Z',
      text: '2026-06-10',
      urgency: 'NORMAL',
      value: '2026-06-10',
      moved: false,
      why: 'Wed 15:29 CEST',
    },
    {
      now: '2026-06-10T13:30:00Z',
      text: '2026-06-10',
      urgency: 'NORMAL',
      value: '2026-06-11',
      moved: true,
      why: 'Wed 15:30 CEST',
    },
    {
      now: '2026-06-10T13:30:00Z',
      text: '2026-06-11',
      urgency: 'NORMAL',
      value: '2026-06-11',
      moved: false,
      why: 'Wed 15:30 CEST, tomorrow asked',
    },
    {
      now: '2026-06-10T13:59:00Z',
      text: '2026-06-10',
      urgency: 'URGENT',
      value: '2026-06-10',
      moved: false,
      why: 'Wed 15:59 CEST',
    },
    {
      now: '2026-06-10T14:00:00Z',
      text: '2026-06-10',
      urgency: 'URGENT',
      value: '2026-06-11',
      moved: true,
      why: 'Wed 16:00 CEST',
    },
    {
      now: '2026-06-12T13:30:00Z',
      text: '2026-06-12',
      urgency: 'NORMAL',
      value: '2026-06-15',
      moved: true,
      why: 'Fri 15:30 CEST',
    },
    {
      now: '2026-12-24T14:30:00Z',
      text: '2026-12-24',
      urgency: 'NORMAL',
      value: '2026-12-28',
      moved: true,
      why: 'Thu 15:30 CET',
    },
    {
      now: '2026-06-10T20:00:00Z',
      text: '2026-06-10',
      urgency: 'INSTANT',
      value: '2026-06-10',
      moved: false,
      why: 'Wed 22:00 CEST',
    },
  ] as const)('$text saved at $why -> $value', ({ now, text, urgency, value, moved }) => {
    const context = buildContext({ now: new Date(now), urgency });
    expect(resolveExecutionDateOnSave(text, context)).toEqual({
      ok: true,
      value,
      warnings: moved ? ['EXECUTION_DATE_MOVED'] : [],
    });
  });

  it('still refuses what validation refuses', () => {
    const context = buildContext({ now: new Date('2026-06-10T13:30:00Z') });
    expect(resolveExecutionDateOnSave('2026-06-09', context)).toEqual({
      ok: false,
      code: 'EXECUTION_DATE_IN_PAST',
    });
  });

  it('refuses a move beyond the maximum date', () => {
    // Wed 15:30 CEST, and the product allows nothing after today.
    const context = buildContext({
      now: new Date('2026-06-10T13:30:00Z'),
      maxDate: '2026-06-10',
    });
    expect(resolveExecutionDateOnSave('2026-06-10', context)).toEqual({
      ok: false,
      code: 'AFTER_CUT_OF_TIME',
    });
  });
});

describe('signing cut-off', () => {
  it.each([
    {
      date: '2026-06-10',
      at: '2026-06-10T13:29:00Z',
      channel: 'DOMESTIC',
      urgency: 'NORMAL',
      code: undefined,
      why: 'Wed 15:29 CEST',
    },
    {
      date: '2026-06-10',
      at: '2026-06-10T13:30:00Z',
      channel: 'DOMESTIC',
      urgency: 'NORMAL',
      code: 'AFTER_CUT_OF_TIME',
      why: 'Wed 15:30 CEST',
    },
    {
      date: '2026-06-11',
      at: '2026-06-10T13:30:00Z',
      channel: 'DOMESTIC',
      urgency: 'NORMAL',
      code: undefined,
      why: 'Wed 15:30 CEST',
    },
    {
      date: '2026-06-10',
      at: '2026-06-10T13:59:00Z',
      channel: 'DOMESTIC',
      urgency: 'URGENT',
      code: undefined,
      why: 'Wed 15:59 CEST',
    },
    {
      date: '2026-06-10',
      at: '2026-06-10T14:00:00Z',
      channel: 'DOMESTIC',
      urgency: 'URGENT',
      code: 'AFTER_CUT_OF_TIME',
      why: 'Wed 16:00 CEST',
    },
    {
      date: '2026-06-12',
      at: '2026-06-13T08:00:00Z',
      channel: 'SEPA',
      urgency: 'NORMAL',
      code: 'AFTER_CUT_OF_TIME',
      why: 'Sat 10:00 CEST',
    },
    {
      date: '2026-06-15',
      at: '2026-06-13T08:00:00Z',
      channel: 'SEPA',
      urgency: 'NORMAL',
      code: undefined,
      why: 'Sat 10:00 CEST',
    },
    {
      date: '2026-06-13',
      at: '2026-06-13T20:00:00Z',
      channel: 'DOMESTIC',
      urgency: 'INSTANT',
      code: undefined,
      why: 'Sat 22:00 CEST',
    },
    {
      date: '2026-06-40',
      at: '2026-06-10T08:00:00Z',
      channel: 'DOMESTIC',
      urgency: 'NORMAL',
      code: 'DATE_INVALID',
      why: 'not a date',
    },
  ] as const)('$date signed $why -> $code', ({ date, at, channel, urgency, code }) => {
    const result = checkSigningCutoff(date, new Date(at), channel, urgency);
    expect(result.ok ? undefined : result.code).toBe(code);
  });
});

describe('financing order placement window', () => {
  it.each([
    { at: '2026-06-10T13:29:00Z', code: undefined, why: 'Wed 15:29 CEST' },
    { at: '2026-06-10T13:30:00Z', code: 'AFTER_CUT_OF_TIME', why: 'Wed 15:30 CEST' },
    { at: '2026-06-10T00:30:00Z', code: undefined, why: 'Wed 02:30 CEST' },
    { at: '2026-06-13T08:00:00Z', code: 'AFTER_CUT_OF_TIME', why: 'Sat 10:00 CEST' },
    { at: '2026-06-22T08:00:00Z', code: 'AFTER_CUT_OF_TIME', why: 'Anti-Fascist Struggle Day' },
    { at: '2026-04-03T08:00:00Z', code: undefined, why: 'Good Friday, a Croatian working day' },
    { at: '2026-01-07T14:29:00Z', code: undefined, why: 'Wed 15:29 CET' },
    { at: '2026-01-07T14:30:00Z', code: 'AFTER_CUT_OF_TIME', why: 'Wed 15:30 CET' },
  ])('$why -> $code', ({ at, code }) => {
    const result = checkOrderPlacementWindow(new Date(at));
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('answers the Zagreb placement date', () => {
    expect(checkOrderPlacementWindow(new Date('2026-06-10T08:00:00Z'))).toEqual({
      ok: true,
      value: '2026-06-10',
      warnings: [],
    });
  });
});

describe('SEPA file execution date', () => {
  it.each([
    { text: '2026-06-10', today: '2026-06-10', code: undefined },
    { text: '2026-06-13', today: '2026-06-10', code: undefined },
    { text: '2026-06-09', today: '2026-06-10', code: 'SEPA_EXECUTION_DATE_OUT_OF_RANGE' },
    { text: '2027-12-31', today: '2026-06-10', code: undefined },
    { text: '2028-01-01', today: '2026-06-10', code: 'SEPA_EXECUTION_DATE_OUT_OF_RANGE' },
    { text: '2027-12-31', today: '2026-12-31', code: undefined },
    { text: '2028-01-01', today: '2026-12-31', code: 'SEPA_EXECUTION_DATE_OUT_OF_RANGE' },
    { text: '2026-02-29', today: '2026-01-10', code: 'DATE_INVALID' },
    { text: '', today: '2026-01-10', code: 'DATE_REQUIRED' },
  ])('"$text" on $today -> $code', ({ text, today, code }) => {
    const result = validateSepaFileExecutionDate(text, today);
    expect(result.ok ? undefined : result.code).toBe(code);
  });

  it('reads the window from the configuration', () => {
    const config = { ...DEFAULT_CALENDAR_CONFIG, sepaMaxYearsAhead: 2 };
    expect(validateSepaFileExecutionDate('2028-12-31', '2026-06-10', config).ok).toBe(true);
    expect(validateSepaFileExecutionDate('2029-01-01', '2026-06-10', config).ok).toBe(false);
  });
});

const channelArbitrary = fc.constantFrom(...PAYMENT_CHANNELS);
const urgencyArbitrary = fc.constantFrom(...URGENCIES);
const instantArbitrary = fc.date({
  min: new Date('1990-01-01T00:00:00Z'),
  max: new Date('2030-11-01T00:00:00Z'),
  noInvalidDate: true,
});
const dateTextArbitrary = fc
  .integer({ min: getIsoDayNumber('1899-06-01'), max: getIsoDayNumber('2031-06-01') })
  .map((dayNumber) => addDaysToIsoDate('1970-01-01', dayNumber));
const controlCharacterArbitrary = fc
  .integer({ min: 0, max: 0x1f })
  .map((code) => String.fromCharCode(code));
const anyTextArbitrary = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: controlCharacterArbitrary }),
  fc.string({ unit: fc.constantFrom('0', '1', '2', '9', '-', ' ') }),
  fc
    .tuple(fc.constantFrom('2', '2026-06-10'), fc.integer({ min: 0, max: 12_000 }))
    .map(([unit, times]) => unit.repeat(times)),
  dateTextArbitrary,
  dateTextArbitrary.map((date) => ` ${date}\n`),
);

describe('calendar properties', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(
      fc.property(
        anyTextArbitrary,
        anyTextArbitrary,
        instantArbitrary,
        channelArbitrary,
        urgencyArbitrary,
        (text, other, now, channel, urgency) => {
          const context = { now, channel, urgency };
          const today = getZagrebWallClock(now).date;
          expect(() => validateExecutionDate(text, context)).not.toThrow();
          expect(() => resolveExecutionDateOnSave(text, context)).not.toThrow();
          expect(() => checkSigningCutoff(text, now, channel, urgency)).not.toThrow();
          expect(() => validateSepaFileExecutionDate(text, today)).not.toThrow();
          expect(() => listNonBusinessDays(text, other, channel)).not.toThrow();
        },
      ),
    );
  });

  it('never accepts a past date or a non-business day', () => {
    fc.assert(
      fc.property(
        anyTextArbitrary,
        instantArbitrary,
        channelArbitrary,
        urgencyArbitrary,
        (text, now, channel, urgency) => {
          const context = { now, channel, urgency };
          const settlementChannel = urgency === 'INSTANT' ? 'INSTANT' : channel;
          const today = getZagrebWallClock(now).date;
          for (const result of [
            validateExecutionDate(text, context),
            resolveExecutionDateOnSave(text, context),
          ]) {
            if (!result.ok) continue;
            expect(compareIsoDates(result.value, today)).toBeGreaterThanOrEqual(0);
            expect(isBusinessDay(result.value, settlementChannel)).toBe(true);
          }
        },
      ),
    );
  });

  it('saves only dates that signing at the same moment accepts', () => {
    fc.assert(
      fc.property(
        dateTextArbitrary,
        instantArbitrary,
        channelArbitrary,
        urgencyArbitrary,
        (text, now, channel, urgency) => {
          const saved = resolveExecutionDateOnSave(text, { now, channel, urgency });
          if (!saved.ok) return;
          expect(checkSigningCutoff(saved.value, now, channel, urgency).ok).toBe(true);
        },
      ),
    );
  });

  it('gives a business day of the channel, from the Zagreb date to at most ten days later', () => {
    fc.assert(
      fc.property(instantArbitrary, channelArbitrary, urgencyArbitrary, (now, channel, urgency) => {
        const date = getNextPossibleExecutionDate(now, channel, urgency);
        const settlementChannel = urgency === 'INSTANT' ? 'INSTANT' : channel;
        const distanceDays = getIsoDayNumber(date) - getIsoDayNumber(getZagrebWallClock(now).date);
        expect(isBusinessDay(date, settlementChannel)).toBe(true);
        expect(distanceDays).toBeGreaterThanOrEqual(0);
        expect(distanceDays).toBeLessThanOrEqual(10);
      }),
    );
  });

  it('lets signing through exactly from the next possible date on', () => {
    fc.assert(
      fc.property(
        instantArbitrary,
        channelArbitrary,
        urgencyArbitrary,
        fc.integer({ min: -15, max: 15 }),
        (now, channel, urgency, offsetDays) => {
          const nextPossibleDate = getNextPossibleExecutionDate(now, channel, urgency);
          const date = addDaysToIsoDate(nextPossibleDate, offsetDays);
          expect(checkSigningCutoff(date, now, channel, urgency).ok).toBe(offsetDays >= 0);
        },
      ),
    );
  });
});
