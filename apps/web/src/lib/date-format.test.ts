import { describe, expect, it } from 'vitest';
import { formatAdminDate, formatCaseDate, formatRelative } from './date-format';

describe('date formats', () => {
  it('[X-030] admin tables show MMM-DD-YYYY hh:mm a and case pages MM/DD/YY hh:mm am/pm, both in UTC', () => {
    expect(formatAdminDate('2026-03-04T17:05:00.000Z')).toBe('Mar-04-2026 05:05 pm');
    expect(formatCaseDate('2026-03-04T17:05:00+02:00')).toBe('03/04/26 03:05 pm');
  });

  it('the relative time of a tooltip counts from now', () => {
    expect(formatRelative('2026-03-04T14:00:00Z', new Date('2026-03-04T17:05:00Z'))).toBe('3 hours ago');
  });
});
