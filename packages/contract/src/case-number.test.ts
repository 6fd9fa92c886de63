import { describe, expect, it } from 'vitest';
import { networkCaseNumberOf } from './case-number.ts';

describe('[issue 24] the network case number a search term names', () => {
  it('reads the number with or without its prefix, in any case, with or without separators', () => {
    for (const term of [
      'CB-2026-004213',
      'cb-2026-004213',
      ' 2026-004213 ',
      '2026-4213',
      'CB2026004213',
      'cb-2026004213',
    ])
      expect(networkCaseNumberOf(term), term).toBe('CB-2026-004213');
  });

  it('keeps a counter past six digits whole', () => {
    expect(networkCaseNumberOf('CB-2026-1234567')).toBe('CB-2026-1234567');
  });

  it('is null for what is not a number', () => {
    for (const term of ['', 'CB-', 'CB-2026', 'CB-2026-000000', 'firmware 2026-01', 'XB-2026-004213', '26-004213'])
      expect(networkCaseNumberOf(term), term).toBeNull();
  });
});
