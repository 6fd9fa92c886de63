import { describe, expect, it } from 'vitest';
import { phoneText, splitPhone } from './phone';

describe('stored phones', () => {
  it('splits "country: number", and gives a bare number the country it is stored beside', () => {
    expect(splitPhone('de: 30 5550100')).toEqual({ country: 'DE', number: '30 5550100' });
    expect(splitPhone('5550100', 'GB')).toEqual({ country: 'GB', number: '5550100' });
    expect(splitPhone(null)).toEqual({ country: 'US', number: '' });
  });

  it('reads with its country once however it was stored, and as it is without any country', () => {
    expect(phoneText('US: 303-555-0148', 'US')).toBe('US: 303-555-0148');
    expect(phoneText('303-555-0148', 'US')).toBe('US: 303-555-0148');
    expect(phoneText('303-555-0148', null)).toBe('303-555-0148');
    expect(phoneText(null, 'US')).toBeNull();
  });
});
