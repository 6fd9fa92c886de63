import { describe, expect, it } from 'vitest';
import { MAX_ID, idParam } from './fields.ts';

describe('idParam', () => {
  it('reads decimal ids within the integer range', () => {
    expect(idParam.parse('16')).toBe(16);
    expect(idParam.parse(String(MAX_ID))).toBe(MAX_ID);
  });

  it('refuses what a number coercion would have read as another id, and ids no row can have', () => {
    for (const value of ['0x10', '1e3', ' 16', '16 ', '16.0', '+16', '016', '0', '-1', '', '2147483648', '99999999999'])
      expect(idParam.safeParse(value).success, value).toBe(false);
  });
});
