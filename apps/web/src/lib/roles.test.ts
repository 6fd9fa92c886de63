import { describe, expect, it } from 'vitest';
import { isCompanyAdmin, roleTitle } from './roles';

describe('roles', () => {
  it('[A-039] shows the role titles, title-casing any other role', () => {
    expect(roleTitle('caller')).toBe('Standard User');
    expect(roleTitle('api')).toBe('API User');
    expect(roleTitle('program_manager')).toBe('Program Manager');
    expect(roleTitle('business_manager')).toBe('Business Manager');
    expect(roleTitle('super_admin')).toBe('Super Admin');
    expect(roleTitle('support_lead')).toBe('Support Lead');
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
