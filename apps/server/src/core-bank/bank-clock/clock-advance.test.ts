import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { getZagrebWallClock } from '@poslovno/domain';
import { parseClockCommand } from '../../tools/bank-clock-tool';
import {
  MAX_ADVANCE_DAYS,
  findClockRefusal,
  formatClockOffset,
  parseClockAmount,
  planBankDays,
} from './clock-advance';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

describe('parseClockAmount', () => {
  it('reads whole days and hours', () => {
    expect(parseClockAmount('30d')).toEqual({ ok: true, amountMs: 30 * DAY_MS });
    expect(parseClockAmount('12h')).toEqual({ ok: true, amountMs: 12 * HOUR_MS });
    expect(parseClockAmount('1h')).toEqual({ ok: true, amountMs: HOUR_MS });
    expect(parseClockAmount(`${MAX_ADVANCE_DAYS}d`)).toEqual({
      ok: true,
      amountMs: MAX_ADVANCE_DAYS * DAY_MS,
    });
  });

  it('refuses going back, nothing, fractions, other units and garbage', () => {
    for (const text of [
      '-30d',
      '-1h',
      '0d',
      '0h',
      '1.5d',
      '30',
      'd',
      '30m',
      '30D',
      ' 30d',
      '30d ',
      '',
      '3e1d',
      '+30d',
      '30dd',
    ])
      expect(parseClockAmount(text), text).toMatchObject({ ok: false });
    expect(JSON.stringify(parseClockAmount('-30d'))).toContain('only moves forward');
  });

  it('refuses more than MAX_ADVANCE_DAYS at a time', () => {
    expect(parseClockAmount(`${MAX_ADVANCE_DAYS + 1}d`)).toMatchObject({ ok: false });
    expect(parseClockAmount(`${MAX_ADVANCE_DAYS * 24 + 1}h`)).toMatchObject({ ok: false });
    expect(parseClockAmount('9999999d')).toMatchObject({ ok: false });
  });

  it('answers any text without throwing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (text) => {
        const parsed = parseClockAmount(text);
        if (parsed.ok) expect(parsed.amountMs).toBeGreaterThan(0);
      }),
    );
  });
});

describe('parseClockCommand', () => {
  it('knows show and advance, and leaves the rest to the usage', () => {
    expect(parseClockCommand(['show'])).toEqual({ kind: 'show' });
    expect(parseClockCommand(['advance', '30d'])).toEqual({
      kind: 'advance',
      amountMs: 30 * DAY_MS,
    });
    expect(parseClockCommand(['advance', '-3d'])).toMatchObject({ kind: 'invalid' });
    expect(parseClockCommand(['back', '3d'])).toMatchObject({ kind: 'invalid' });
    const reset = parseClockCommand(['reset']);
    expect(reset?.kind === 'invalid' && reset.message).toContain('only moves forward');
    for (const args of [[], ['advance'], ['rewind'], ['show', 'x'], ['advance', '1d', '2d']])
      expect(parseClockCommand(args), args.join(' ')).toBeUndefined();
  });
});

describe('findClockRefusal', () => {
  it('refuses production, whatever else is set', () => {
    expect(
      findClockRefusal({ NODE_ENV: 'production', DATABASE_URL: 'postgres://bank/db' }),
    ).toContain('NODE_ENV=production');
    expect(findClockRefusal({ NODE_ENV: 'production' })).toContain('NODE_ENV=production');
  });

  it('refuses outside demo mode and allows the demo bank', () => {
    expect(findClockRefusal({ DEMO_MODE: 'false' })).toContain('demo mode');
    expect(findClockRefusal({ DATABASE_URL: 'postgres://bank/db' })).toContain('demo mode');
    expect(findClockRefusal({})).toBeUndefined();
    expect(findClockRefusal({ DATABASE_URL: 'postgres://bank/db', DEMO_MODE: 'true' })).toBe(
      undefined,
    );
  });
});

describe('formatClockOffset', () => {
  it('says days, hours and minutes, leaving out what is nought', () => {
    expect(formatClockOffset(0)).toBe('0');
    expect(formatClockOffset(30 * DAY_MS)).toBe('30d');
    expect(formatClockOffset(DAY_MS + 12 * HOUR_MS)).toBe('1d 12h');
    expect(formatClockOffset(10 * DAY_MS + 5 * 60_000)).toBe('10d 5m');
  });
});

function wall(at: Date) {
  const clock = getZagrebWallClock(at);
  return `${clock.date} ${clock.time}`;
}

describe('planBankDays', () => {
  it('passes today, then each day at the same time, and ends on the target', () => {
    const start = new Date('2026-11-20T10:00:00+01:00');
    const days = planBankDays(start, 30 * DAY_MS);
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({ date: '2026-11-20', at: start, nextAt: days[1]?.at });
    expect(days.map((day) => day.date).slice(0, 3)).toEqual([
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    expect(days.map((day) => wall(day.at).slice(11))).toEqual(Array(31).fill('10:00:00'));
    expect(days.at(-1)).toEqual({
      date: '2026-12-20',
      at: new Date(start.getTime() + 30 * DAY_MS),
      nextAt: undefined,
    });
  });

  it('keeps the wall-clock time over a change to summer time; the target is 24-hour days', () => {
    const start = new Date('2027-03-27T10:00:00+01:00');
    const days = planBankDays(start, 2 * DAY_MS);
    expect(days.map((day) => wall(day.at))).toEqual([
      '2027-03-27 10:00:00',
      '2027-03-28 10:00:00',
      '2027-03-29 11:00:00',
    ]);
  });

  it('passes a date crossed by hours on the target, and keeps seconds', () => {
    const start = new Date('2026-11-20T20:15:42+01:00');
    expect(planBankDays(start, 12 * HOUR_MS).map((day) => wall(day.at))).toEqual([
      '2026-11-20 20:15:42',
      '2026-11-21 08:15:42',
    ]);
    expect(planBankDays(start, 36 * HOUR_MS).map((day) => wall(day.at))).toEqual([
      '2026-11-20 20:15:42',
      '2026-11-21 20:15:42',
      '2026-11-22 08:15:42',
    ]);
    expect(planBankDays(start, 2 * HOUR_MS).map((day) => day.date)).toEqual([
      '2026-11-20',
      '2026-11-20',
    ]);
  });

  it('passes every date between, once, in order, whatever the start and the amount', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2020-01-01'), max: new Date('2040-01-01'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 40 * 24 }),
        (start, hours) => {
          const days = planBankDays(start, hours * HOUR_MS);
          const target = start.getTime() + hours * HOUR_MS;
          expect(days[0]?.at).toEqual(start);
          expect(days.at(-1)?.at.getTime()).toBe(target);
          for (let index = 1; index < days.length; index += 1) {
            const previous = days[index - 1];
            const day = days[index];
            if (!previous || !day) continue;
            expect(day.at.getTime()).toBeGreaterThan(previous.at.getTime());
            expect(previous.nextAt).toEqual(day.at);
          }
          const dates = days.map((day) => day.date);
          // Every date from the start's to the target's, none twice except the start's own.
          const distinct = [...new Set(dates)];
          expect(distinct).toEqual([...distinct].sort());
          expect(dates.length - distinct.length).toBeLessThanOrEqual(1);
          const spanDays = Math.round(
            (Date.parse(distinct.at(-1) ?? '') - Date.parse(distinct[0] ?? '')) / DAY_MS,
          );
          expect(distinct).toHaveLength(spanDays + 1);
        },
      ),
    );
  });
});
