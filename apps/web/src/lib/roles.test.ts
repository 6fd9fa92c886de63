import { describe, expect, it } from 'vitest';
import { roleTitle } from './roles';

describe('roles', () => {
  it('[A-039] shows the role titles, title-casing any other role', () => {
    expect(roleTitle('caller')).toBe('Standard User');
    expect(roleTitle('api')).toBe('API User');
    expect(roleTitle('program_manager')).toBe('Program Manager');
    expect(roleTitle('business_manager')).toBe('Business Manager');
    expect(roleTitle('super_admin')).toBe('Super Admin');
    expect(roleTitle('support_lead')).toBe('Support Lead');
  });
});
