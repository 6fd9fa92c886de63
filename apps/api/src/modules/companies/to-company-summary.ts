import type { CompanySummary } from '@casebridge/contract/companies';
import { companies } from '../../db/schema/companies.ts';

/** What a repository selects for a company summary: these columns and no more. */
export const companySummaryColumns = {
  id: companies.id,
  name: companies.name,
  slug: companies.slug,
  url: companies.url,
  domain: companies.domain,
  status: companies.status,
  membershipType: companies.membershipType,
  loginMethod: companies.loginMethod,
};

type CompanySummaryRow = Pick<typeof companies.$inferSelect, keyof typeof companySummaryColumns>;

export function toCompanySummary(company: CompanySummaryRow): CompanySummary {
  return {
    id: company.id,
    name: company.name,
    slug: company.slug,
    url: company.url,
    domain: company.domain,
    status: company.status,
    membership_type: company.membershipType,
    login_method: company.loginMethod,
  };
}
