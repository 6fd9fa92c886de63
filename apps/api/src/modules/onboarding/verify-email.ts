import type { z } from 'zod';
import type { VerifyEmailAnswer, verifyEmailBody } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';
import { findCompanyOfEmail, findOpenRequest, insertSession, isMemberOfCommunity } from './onboarding-repository.ts';
import {
  countOnboardingRequest,
  tenantHostUrl,
  firstStep,
  NO_PROGRAM_MESSAGE,
  requireOpenProgram,
  toSessionView,
} from './onboarding-session.ts';

export const REQUEST_WAITING_MESSAGE = 'A registration for this address is already waiting for review.';
export const COMPANY_DISABLED_MESSAGE = 'Your account is disabled. Contact membership to re-activate.';
export const alreadyMemberMessage = (company: string, program: string) =>
  `${company} is already a member of ${program}. Sign in on your company's page.`;

/**
 * O-002..O-004: the email check on a program's home. A valid address starts a session (its token goes to the
 * browser once; the server keeps its hash) at the step the address's company decides (DECISIONS 11). An address
 * whose company is already in the program, is disabled, or already has a request waiting gets a message and
 * where to go instead.
 */
export async function verifyEmail(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof verifyEmailBody>,
  ip: string,
): Promise<VerifyEmailAnswer> {
  await countOnboardingRequest(deps, ip);
  const program = await requireOpenProgram(deps.db, vhost);
  if (program.communityId !== body.partner_group_id) throw notFound(NO_PROGRAM_MESSAGE);
  const invalid = (message: string, redirect: string): VerifyEmailAnswer => ({
    valid: false,
    session: null,
    message,
    redirect,
  });

  if (await findOpenRequest(deps.db, program.partnerGroupId, body.email)) return invalid(REQUEST_WAITING_MESSAGE, '/');
  const company = await findCompanyOfEmail(deps.db, body.email);
  if (company?.status === 'inactive') return invalid(COMPANY_DISABLED_MESSAGE, '/');
  if (company && (await isMemberOfCommunity(deps.db, company.id, program.communityId)))
    return invalid(
      alreadyMemberMessage(company.name, program.name),
      tenantHostUrl(deps.config.publicUrl, company.slug),
    );

  const token = createSecureToken();
  const step = firstStep(company);
  const session = await insertSession(deps.db, {
    tokenHash: hashToken(token),
    partnerGroupId: program.partnerGroupId,
    email: body.email,
    step,
    companyId: company?.id ?? null,
    data: { user: { email: body.email } },
  });
  return { valid: true, session: toSessionView(session, token), message: null, redirect: `/onboarding/${step}` };
}
