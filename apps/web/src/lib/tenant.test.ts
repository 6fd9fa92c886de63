import { describe, expect, it } from 'vitest';
import { companyHostUrl, hostSlug, mainHomeUrl } from './tenant';

describe('tenant', () => {
  it('takes the slug from the leftmost label under the base domain (DECISIONS 18)', () => {
    expect(hostSlug('acme.localhost', 'localhost')).toBe('acme');
    expect(hostSlug('ACME.casebridge.example', 'casebridge.example')).toBe('acme');
    expect(hostSlug('localhost', 'localhost')).toBeNull();
    expect(hostSlug('127.0.0.1', 'localhost')).toBeNull();
    expect(hostSlug('evil-localhost', 'localhost')).toBeNull();
  });

  it('builds company host and main home URLs on the same protocol and port', () => {
    const location = { protocol: 'http:', port: '3000', hostname: 'acme.localhost' };
    expect(companyHostUrl('acme', 'localhost', location)).toBe('http://acme.localhost:3000/');
    expect(mainHomeUrl('localhost', location)).toBe('http://localhost:3000/');
    expect(mainHomeUrl('localhost', { ...location, hostname: 'localhost' })).toBe('/');
    expect(companyHostUrl('acme', 'example.com', { protocol: 'https:', port: '' })).toBe('https://acme.example.com/');
  });
});
