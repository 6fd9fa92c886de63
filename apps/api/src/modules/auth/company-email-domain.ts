/** A company's email domains: its domain and its additional domains (a comma list, 3 §3), lower case. */
function companyEmailDomains(company: { domain: string | null; additionalDomains: string | null }): string[] {
  return [company.domain, ...(company.additionalDomains ?? '').split(',')]
    .map((domain) => domain?.trim().toLowerCase() ?? '')
    .filter((domain) => domain !== '');
}

/** Whether an address is at one of the company's own domains (exactly: a subdomain is another domain). */
export function isCompanyAddress(
  company: { domain: string | null; additionalDomains: string | null },
  email: string,
): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  return companyEmailDomains(company).includes(domain);
}
