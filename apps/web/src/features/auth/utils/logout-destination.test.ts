import { describe, expect, it } from 'vitest';
import { logoutDestination } from './logout-destination';

const onTenant = { protocol: 'http:', port: '3000', hostname: 'acme.localhost' };
const onMain = { ...onTenant, hostname: 'localhost' };

describe('logoutDestination', () => {
  it("[A-035] a non-super-admin lands on their company's host, a super admin on the main home", () => {
    for (const role of ['caller', 'api', 'business_manager', 'program_manager'] as const) {
      expect(
        logoutDestination({ logoutUrl: null, role, companySlug: 'acme', appDomain: 'localhost', location: onMain }),
      ).toBe('http://acme.localhost:3000/');
    }
    expect(
      logoutDestination({
        logoutUrl: null,
        role: 'super_admin',
        companySlug: null,
        appDomain: 'localhost',
        location: onTenant,
      }),
    ).toBe('http://localhost:3000/');
    expect(
      logoutDestination({
        logoutUrl: null,
        role: 'super_admin',
        companySlug: null,
        appDomain: 'localhost',
        location: onMain,
      }),
    ).toBe('/');
    expect(
      logoutDestination({ logoutUrl: null, role: null, companySlug: null, appDomain: 'localhost', location: onMain }),
    ).toBe('/');
  });

  it('[A-035] a user of a single sign-on company with a logout URL goes to that URL', () => {
    expect(
      logoutDestination({
        logoutUrl: 'https://idp.initech.example/logout',
        role: 'business_manager',
        companySlug: 'initech',
        appDomain: 'localhost',
        location: onTenant,
      }),
    ).toBe('https://idp.initech.example/logout');
  });
});
