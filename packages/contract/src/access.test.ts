import { describe, expect, it } from 'vitest';
import {
  decideAccess,
  decideObjectAccess,
  isCompanyAdmin,
  objectPermissions,
  type AccessHolder,
  type ObjectFacts,
  type ObjectHolder,
  type ObjectPermission,
} from './access.ts';

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

describe('[issue 23] the object rule, per kind', () => {
  const OWN = 1;
  const OTHER = 2;
  const admin: ObjectHolder = { companyId: OWN, role: 'business_manager', type: 'admin' };
  const caller: ObjectHolder = { companyId: OWN, role: 'caller', type: 'basic' };
  const object = (facts: Partial<ObjectFacts>): ObjectFacts => ({
    ownerCompanyId: OTHER,
    isPartner: false,
    isGroupMember: false,
    ...facts,
  });
  const own = object({ ownerCompanyId: OWN });
  const foreign = object({});
  const partners = object({ isPartner: true });
  const groups = object({ ownerCompanyId: null, isGroupMember: true });
  const strangersGroup = object({ ownerCompanyId: null });
  const permissions = Object.keys(objectPermissions) as ObjectPermission[];

  it('an unknown id is not found under every permission, as an object of a company that shares nothing is', () => {
    for (const permission of permissions) {
      expect(decideObjectAccess(permission, admin, undefined), permission).toBe('not_found');
      const refusal = decideObjectAccess(permission, admin, foreign);
      // Companies and departments are every member's directory (D-003): the refusal may say access is missing.
      expect(refusal === 'not_found' || refusal === 'no_partner_access', permission).toBe(true);
    }
  });

  it("company: own record and note; a partner for its processes; the note is its editors' (D-012)", () => {
    expect(decideObjectAccess('company.read', caller, own)).toBe('allow');
    expect(decideObjectAccess('company.read', admin, partners)).toBe('not_found');
    expect(decideObjectAccess('company.note', admin, own)).toBe('allow');
    expect(decideObjectAccess('company.note', caller, own)).toBe('forbidden');
    expect(decideObjectAccess('company.note', { ...caller, type: 'admin' }, own)).toBe('allow');
    expect(decideObjectAccess('company.note', admin, partners)).toBe('not_found');
    expect(decideObjectAccess('company.use', caller, own)).toBe('allow');
    expect(decideObjectAccess('company.use', caller, partners)).toBe('allow');
    expect(decideObjectAccess('company.use', caller, foreign)).toBe('no_partner_access');
  });

  it("department: a partner's or the own company's", () => {
    expect(decideObjectAccess('department.use', caller, own)).toBe('allow');
    expect(decideObjectAccess('department.use', caller, partners)).toBe('allow');
    expect(decideObjectAccess('department.use', caller, foreign)).toBe('no_partner_access');
  });

  it("user and registration: the own company's, for its admins only", () => {
    for (const permission of ['user.manage', 'registration.decide'] as const) {
      expect(decideObjectAccess(permission, admin, own), permission).toBe('allow');
      expect(decideObjectAccess(permission, caller, own), permission).toBe('forbidden');
      expect(decideObjectAccess(permission, admin, partners), permission).toBe('not_found');
    }
  });

  it("process: managed by the own company's admins; used and annotated by a partner too, annotated by admins", () => {
    expect(decideObjectAccess('process.manage', admin, own)).toBe('allow');
    expect(decideObjectAccess('process.manage', caller, own)).toBe('forbidden');
    expect(decideObjectAccess('process.manage', admin, partners)).toBe('not_found');
    expect(decideObjectAccess('process.use', caller, partners)).toBe('allow');
    // A process is not in the directory: another company's answers as an unknown one.
    expect(decideObjectAccess('process.use', caller, foreign)).toBe('not_found');
    expect(decideObjectAccess('process.note', admin, partners)).toBe('allow');
    expect(decideObjectAccess('process.note', caller, partners)).toBe('forbidden');
    expect(decideObjectAccess('process.note', caller, foreign)).toBe('not_found');
  });

  it('group and group file: a group of the own company; a file shared there, deleted by its own company only', () => {
    expect(decideObjectAccess('group.manage', admin, groups)).toBe('allow');
    expect(decideObjectAccess('group.manage', caller, groups)).toBe('forbidden');
    expect(decideObjectAccess('group.manage', admin, strangersGroup)).toBe('not_found');
    const sharedFile = object({ isGroupMember: true });
    expect(decideObjectAccess('group_file.read', caller, sharedFile)).toBe('allow');
    expect(decideObjectAccess('group_file.read', caller, foreign)).toBe('not_found');
    expect(decideObjectAccess('group_file.manage', admin, { ...sharedFile, ownerCompanyId: OWN })).toBe('allow');
    expect(decideObjectAccess('group_file.manage', admin, sharedFile)).toBe('not_found');
  });
});
