import { describe, expect, it } from 'vitest';
import { REPORT_DATE_MESSAGE, REPORT_DAY_RANGE_MESSAGE, reportDayProblem } from './reports.ts';

describe('reportDayProblem', () => {
  const now = new Date('2026-11-27T23:30:00Z');

  it('[R-001] holds from 2000-01-01 to this day a year from now (UTC)', () => {
    for (const day of ['2000-01-01', '2026-11-27', '2027-11-27'])
      expect(reportDayProblem(day, now), day).toBeUndefined();
  });

  it('[R-001] names a day before 2000 or after a year from now, and what is no day', () => {
    for (const day of ['1999-12-31', '0001-01-01', '0000-01-01', '2027-11-28', '9999-12-31'])
      expect(reportDayProblem(day, now), day).toBe(REPORT_DAY_RANGE_MESSAGE);
    for (const day of ['2026-02-30', '26-11-27', '+02026-11-27', ''])
      expect(reportDayProblem(day, now), day).toBe(REPORT_DATE_MESSAGE);
  });

  it('[R-001] a year from the 29th of February is the 28th of the next year at the latest', () => {
    const leap = new Date('2028-02-29T12:00:00Z');
    expect(reportDayProblem('2029-02-28', leap)).toBeUndefined();
    expect(reportDayProblem('2029-03-01', leap)).toBe(REPORT_DAY_RANGE_MESSAGE);
  });
});
