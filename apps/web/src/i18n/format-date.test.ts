import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from './format-date';

describe('formatBusinessDate', () => {
  it('writes Croatian dates as d.M.yyyy. without zero padding', () => {
    expect(formatBusinessDate('2014-03-17', 'hr')).toBe('17.3.2014.');
    expect(formatBusinessDate('2027-06-30', 'hr')).toBe('30.6.2027.');
  });

  it('writes English dates as M/d/yyyy', () => {
    expect(formatBusinessDate('2014-03-17', 'en')).toBe('3/17/2014');
  });

  it('keeps the day at the edges of the year whatever the time zone', () => {
    expect(formatBusinessDate('2020-01-01', 'hr')).toBe('1.1.2020.');
    expect(formatBusinessDate('2019-12-31', 'en')).toBe('12/31/2019');
  });

  it('leaves text that is not a business date as it is', () => {
    expect(formatBusinessDate('17.3.2014', 'hr')).toBe('17.3.2014');
  });
});
