import { describe, expect, it } from 'vitest';
import type { MembershipType, Role } from '@casebridge/contract/enums';
import { fakeUsers, meOf } from '@/test/fake-api';
import { mayOpen, mayUse } from './access-rule';

const fake = fakeUsers[1];
const meAs = (role: Role, level: MembershipType) => {
  if (fake === undefined) throw new Error('no fake member');
  return meOf({ ...fake, role, level });
};

describe('the access rule the web reads (issue 23)', () => {
  it('[A-022] [A-023] a link shows where the route guard opens the page: the sign-in settings for admins above the limited level', () => {
    expect(mayOpen('admin.company.registration', meAs('business_manager', 'elite'))).toBe(true);
    expect(mayOpen('admin.company.sso', meAs('program_manager', 'standard'))).toBe(true);
    expect(mayOpen('admin.company.registration', meAs('business_manager', 'limited'))).toBe(false);
    expect(mayOpen('admin.company.sso', meAs('caller', 'elite'))).toBe(false);
    expect(mayOpen('admin.company', meAs('business_manager', 'limited'))).toBe(true);
  });

  it('[D-001] [D-002] the partner search is for members above the limited level, whatever their role', () => {
    expect(mayUse('member_non_limited', meAs('caller', 'basic'))).toBe(true);
    expect(mayUse('member_non_limited', meAs('business_manager', 'limited'))).toBe(false);
    expect(mayUse('member_non_limited', meAs('caller', 'limited'))).toBe(false);
  });
});
