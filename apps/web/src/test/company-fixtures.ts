import type { MemberCompany } from '@casebridge/contract/companies';
import type { CompanyUser, CompanyUserRow } from '@casebridge/contract/users';

/** The member record of Wayne Security Software (id 7), as the admin screens' tests load it. */
export const memberCompany = (overrides: Partial<MemberCompany> = {}): MemberCompany => ({
  id: 7,
  name: 'Wayne Security Software',
  slug: 'wayne',
  url: 'https://www.wayne.test',
  domain: 'wayne.test',
  status: 'active',
  membership_type: 'elite',
  login_method: 'requires_registration',
  use_group_login: false,
  additional_domains: null,
  communications_email: null,
  bcc_response_email: null,
  login_page_text: null,
  show_in_public_web: true,
  logo: '/api/resources/company_logo/wayne',
  allow_notes: true,
  registration: { requires_approval: 0, signup_manager_id: 11, alt_signup_manager_id: null, communities: [] },
  ...overrides,
});

/** A caller of Wayne Security Software, as GET /api/admin/company/users lists them. */
export const companyUser = (
  id: number,
  first: string,
  status: 'active' | 'inactive' = 'active',
  overrides: Partial<CompanyUser> = {},
): CompanyUser => ({
  id,
  first_name: first,
  last_name: 'Tester',
  email: `${first.toLowerCase()}@wayne.test`,
  phone: null,
  phone_country_code: 'US',
  country_id: null,
  city: null,
  role: 'caller',
  type: 'basic',
  status,
  company_id: 7,
  last_login_date: null,
  ...overrides,
});

/** A row of GET /api/admin/company/users: the user, and whether the server lets the admin delete them. */
export const companyUserRow = (user: CompanyUser, canDelete = true): CompanyUserRow => ({
  ...user,
  can_delete: canDelete,
});
