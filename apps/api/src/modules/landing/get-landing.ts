import type { LandingAnswer } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { toCompanySummary } from '../companies/to-company-summary.ts';
import {
  findCompanyById,
  findCompanyBySlug,
  findCompanyManagers,
  findPartnerGroupByVhost,
  listCountries,
} from './landing-repository.ts';

type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompanyBySlug>>>;

function toLandingCompany(company: CompanyRow) {
  return {
    ...toCompanySummary(company),
    login_page_text: company.loginPageText,
    sso_login_section: company.ssoLoginSection,
    sso_registration_section: company.ssoRegistrationSection,
  };
}

/**
 * H-004, O-001: the landing of a partner program's vhost (the group home, whose page says so when the program is
 * inactive) or of a company slug (its login). A vhost whose group is no partner program is no group home (ADR 23).
 */
export async function getLanding(deps: AppDeps, slug: string): Promise<LandingAnswer> {
  const group = await findPartnerGroupByVhost(deps.db, slug);
  if (group?.type === 'partner_program') {
    const sponsor = group.sponsorCompanyId ? await findCompanyById(deps.db, group.sponsorCompanyId) : undefined;
    return {
      type: 'group',
      group: {
        id: group.id,
        name: group.name,
        vhost: group.vhost,
        status: group.status,
        instructions: group.instructions,
        links: group.links,
        host_email: group.hostEmail,
      },
      company: sponsor ? toLandingCompany(sponsor) : null,
      countries: await listCountries(deps.db),
    };
  }
  const company = await findCompanyBySlug(deps.db, slug);
  if (!company) throw notFound('No company or partner group uses this address.');
  const [managers, countries] = await Promise.all([findCompanyManagers(deps.db, company.id), listCountries(deps.db)]);
  const businessManager = managers.find((m) => m.role === 'business_manager');
  return {
    type: 'company',
    company: toLandingCompany(company),
    manager: businessManager ? { first_name: businessManager.firstName, last_name: businessManager.lastName } : null,
    key_contacts: managers
      .filter((m) => m.role === 'program_manager')
      .map((m) => ({ first_name: m.firstName, last_name: m.lastName, city: m.city, country_code: m.countryCode })),
    countries,
  };
}
