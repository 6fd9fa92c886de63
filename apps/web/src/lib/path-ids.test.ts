import { describe, expect, it } from 'vitest';
import { pathId, pathIdOrNew } from './path-ids';

describe('path ids', () => {
  it('read a positive integer as written, and nothing else', () => {
    expect(pathId('42')).toBe(42);
    expect(pathId('9999999999')).toBe(9999999999);
    for (const param of [undefined, '', '0', '-1', '042', '0x10', '1e3', '4.2', 'abc', '12345678901'])
      expect(pathId(param), String(param)).toBeNull();
  });

  it('take 0 as a new record where the route allows it', () => {
    expect(pathIdOrNew('0')).toBe(0);
    expect(pathIdOrNew('7')).toBe(7);
    expect(pathIdOrNew('00')).toBeNull();
    expect(pathIdOrNew('abc')).toBeNull();
  });
});
