type CompanyDomains = { domain: string | null; additionalDomains: string | null };

/** A company's email domains: its domain and its additional domains (a comma list, 3 §3), lower case. */
function companyEmailDomains(company: CompanyDomains): string[] {
  return [company.domain, ...(company.additionalDomains ?? '').split(',')]
    .map((domain) => domain?.trim().toLowerCase() ?? '')
    .filter((domain) => domain !== '');
}

/** Whether an address is at one of the company's own domains (exactly: a subdomain is another domain). */
export function isCompanyAddress(company: CompanyDomains, email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return companyEmailDomains(company).includes(domain);
}

/** "acme.test", "acme.test or acme.io", "a.test, b.test or c.test"; null for a company without a domain. */
function companyDomainsText(company: CompanyDomains): string | null {
  const domains = companyEmailDomains(company);
  const last = domains.pop();
  if (last === undefined) return null;
  return domains.length === 0 ? last : `${domains.join(', ')} or ${last}`;
}

/**
 * The field error of a person's own address at another domain: the email-link sign-in and a registration on the
 * company's landing (a company without a domain is named instead).
 */
export const ownAddressMessage = (company: CompanyDomains & { name: string }): string =>
  `Use your email address at ${companyDomainsText(company) ?? company.name}.`;

/**
 * The field error of a member admin placing an address at another domain (a user made or an address changed): the
 * company's users are at its own domains, and only the network's administrators (membership) place another one.
 */
export function memberAdminAddressMessage(company: CompanyDomains & { name: string }): string {
  const domains = companyDomainsText(company);
  if (domains === null) return `${company.name} has no email domain set up: only membership adds its users.`;
  return `Users of ${company.name} have addresses at ${domains}: only membership adds an address at another domain.`;
}
