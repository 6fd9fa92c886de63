import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatCaseDate } from './date-format';

describe('date formats', () => {
  it('[X-030] admin tables show MMM-DD-YYYY hh:mm a and case pages MM/DD/YY hh:mm am/pm, both in UTC', () => {
    expect(formatAdminDate('2026-03-04T17:05:00.000Z')).toBe('Mar-04-2026 05:05 pm');
    expect(formatCaseDate('2026-03-04T17:05:00+02:00')).toBe('03/04/26 03:05 pm');
  });
});
