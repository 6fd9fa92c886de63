import { describe, expect, it } from 'vitest';
import { decideAccess, isCompanyAdmin, type AccessHolder } from './access.ts';

const actor = (overrides: Partial<NonNullable<AccessHolder>>): AccessHolder => ({
  role: 'caller',
  membershipType: 'premium',
  ...overrides,
});

describe('access policies', () => {
  it('[X-003] super-admin routes are refused to anyone but a super admin', () => {
    expect(decideAccess('super_admin', null)).toBe('unauthenticated');
    expect(decideAccess('super_admin', actor({ role: 'business_manager' }))).toBe('forbidden');
    expect(decideAccess('super_admin', actor({ role: 'super_admin' }))).toBe('allow');
  });

  it('[X-004] company-admin routes need a business or program manager', () => {
    expect(decideAccess('company_admin', actor({ role: 'caller' }))).toBe('forbidden');
    expect(decideAccess('company_admin', actor({ role: 'api' }))).toBe('forbidden');
    expect(decideAccess('company_admin', actor({ role: 'program_manager' }))).toBe('allow');
    expect(decideAccess('company_admin', actor({ role: 'business_manager' }))).toBe('allow');
  });

  it('[X-005] the non-limited company-admin routes refuse an admin of a limited company', () => {
    expect(
      decideAccess('company_admin_non_limited', actor({ role: 'business_manager', membershipType: 'limited' })),
    ).toBe('membership');
    expect(
      decideAccess('company_admin_non_limited', actor({ role: 'business_manager', membershipType: 'standard' })),
    ).toBe('allow');
  });

  it('[D-002] the non-limited member routes refuse a user of a limited company and a super admin', () => {
    expect(decideAccess('member_non_limited', null)).toBe('unauthenticated');
    expect(decideAccess('member_non_limited', actor({ membershipType: 'limited' }))).toBe('membership');
    expect(decideAccess('member_non_limited', actor({ role: 'super_admin' }))).toBe('forbidden');
    expect(decideAccess('member_non_limited', actor({ membershipType: 'basic' }))).toBe('allow');
  });

  it('member routes refuse a super admin', () => {
    expect(decideAccess('member', actor({ role: 'super_admin' }))).toBe('forbidden');
    expect(decideAccess('member', actor({}))).toBe('allow');
  });

  it('[A-002] [X-048] only business and program managers are company admins', () => {
    expect(isCompanyAdmin('business_manager')).toBe(true);
    expect(isCompanyAdmin('program_manager')).toBe(true);
    expect(isCompanyAdmin('caller')).toBe(false);
    expect(isCompanyAdmin('api')).toBe(false);
    expect(isCompanyAdmin('super_admin')).toBe(false);
    expect(isCompanyAdmin(null)).toBe(false);
  });
});
