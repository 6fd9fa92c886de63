import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout-destination';

const onTenant = { protocol: 'http:', port: '3000', hostname: 'acme.localhost' };
const onMain = { ...onTenant, hostname: 'localhost' };

describe('logoutDestination', () => {
  it("[A-035] a non-super-admin lands on their company's host, a super admin on the main home", () => {
    for (const role of ['caller', 'api', 'business_manager', 'program_manager'] as const) {
      expect(logoutDestination({ role, companySlug: 'acme', appDomain: 'localhost', location: onMain })).toBe(
        'http://acme.localhost:3000/',
      );
    }
    expect(
      logoutDestination({ role: 'super_admin', companySlug: null, appDomain: 'localhost', location: onTenant }),
    ).toBe('http://localhost:3000/');
    expect(
      logoutDestination({ role: 'super_admin', companySlug: null, appDomain: 'localhost', location: onMain }),
    ).toBe('/');
    expect(logoutDestination({ role: null, companySlug: null, appDomain: 'localhost', location: onMain })).toBe('/');
  });
});
