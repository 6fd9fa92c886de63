import type { EmailLinkBody } from '@casebridge/contract/auth';
import type { AppDeps } from '../../app-deps.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { emailLinkEmail } from '../email/templates.ts';
import { findCompanyLoginSettings, findUserWithCompanyByEmail } from './auth-repository.ts';
import { createAutoLoginLink } from './auto-login.ts';
import { sessionRefusal } from './sign-in-policy.ts';

/**
 * X-021, the job behind POST /api/caller/link: a sign-in link (/auto_login/{token}, single use, AUTO_LOGIN_TOKEN_TTL)
 * for an active user of the active email_link company the request named; nothing for any other address.
 */
export async function sendEmailLink(deps: AppDeps, input: EmailLinkBody): Promise<void> {
  const [row, company] = await Promise.all([
    findUserWithCompanyByEmail(deps.db, input.email),
    findCompanyLoginSettings(deps.db, input.company_id),
  ]);
  if (!row || !company || row.user.companyId !== company.id || sessionRefusal(row)) return;
  if (company.loginMethod !== 'email_link') return;
  const emailId = await deps.db.transaction(async (tx) => {
    const link = await createAutoLoginLink(tx, deps.config, row.user.id, null);
    const message = emailLinkEmail({
      to: row.user.email,
      firstName: row.user.firstName,
      companyName: company.name,
      link,
      minutes: deps.config.autoLoginTokenTtl / 60,
    });
    return insertOutboundEmail(tx, message);
  });
  await deps.emails.dispatch([emailId]);
}
