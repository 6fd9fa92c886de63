import type { CompanyChangeType } from '@casebridge/contract/companies';
import type { EmailMessage } from '../email/outbox.ts';
import { emailLayout } from '../email/templates.ts';

const changeTitles: Record<CompanyChangeType, string> = {
  single_sign_on: 'Single sign-on',
  users: 'Users',
  process: 'Process',
  company: 'Company details',
  other: 'Other',
};

/** a company admin's change request reaches the membership team, with the company's console page. */
export function companyChangeEmail(input: {
  to: string;
  changeType: CompanyChangeType;
  changes: string;
  company: { name: string; slug: string };
  requester: { name: string; email: string };
  link: string;
}): EmailMessage {
  const title = changeTitles[input.changeType];
  return {
    template: 'company_change_request',
    to: [input.to],
    subject: `Change request (${title}) from ${input.company.name}`.slice(0, 200),
    ...emailLayout({
      greeting: 'Hello membership team,',
      paragraphs: [
        `${input.requester.name} (${input.requester.email}) of ${input.company.name} (${input.company.slug}) asks for a change: ${title}.`,
        input.changes,
      ],
      action: { label: 'Open the company in the console', url: input.link },
    }),
  };
}
