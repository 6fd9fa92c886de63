import type { z } from 'zod';
import type { VerifyEmailAnswer, verifyEmailBody } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { mayEmailAddress } from '../registration/verification-link.ts';
import { addressLinkEmail } from './onboarding-emails.ts';
import {
  findCompanyOfEmail,
  findOpenRequest,
  findSessionOfVerifyLink,
  isMemberOfCommunity,
  takeVerifyLink,
  type Program,
} from './onboarding-repository.ts';
import { insertSession } from './onboarding-session-writer.ts';
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
export const ACCOUNT_INACTIVE_MESSAGE =
  "This address has an account that is not active. Ask your company's administrators, or contact membership.";
export const INVALID_VERIFY_LINK =
  'This link is no longer valid. It works once and expires; enter your work email on the program home again.';
export const linkSentMessage = (email: string) =>
  `We have sent a link to ${email}. Open it to confirm the address and continue your registration.`;
export const alreadyMemberMessage = (company: string, program: string) =>
  `${company} is already a member of ${program}. Sign in on your company's page.`;

/** Where the browser waits for the emailed link. */
export const CHECK_EMAIL_PATH = '/onboarding/check-email';

/**
 * O-002 (issue 21): the email check on a program's home proves nothing yet, so it tells nothing: every address gets
 * the same answer, and the address itself gets a single-use link (a few per address and window, so it floods no
 * inbox). The session is made now, without a token and without a company; opening the link is what starts it.
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
  const answer: VerifyEmailAnswer = {
    valid: true,
    session: null,
    message: linkSentMessage(body.email),
    redirect: CHECK_EMAIL_PATH,
  };
  if (!(await mayEmailAddress(deps, 'onboarding-verify', body.email))) return answer;

  const linkToken = createSecureToken();
  const ttlSeconds = deps.config.verifyAccountTokenTtl;
  const emailId = await deps.db.transaction(async (tx) => {
    const id = await insertOutboundEmail(
      tx,
      addressLinkEmail({
        to: body.email,
        programName: program.name,
        link: `${tenantHostUrl(deps.config.publicUrl, program.vhost)}onboarding/verify/${linkToken}`,
        ttlSeconds,
      }),
    );
    await insertSession(tx, {
      tokenHash: null,
      verifyTokenHash: hashToken(linkToken),
      verifyExpiresAt: new Date(Date.now() + ttlSeconds * 1000),
      verifyEmailId: id,
      partnerGroupId: program.partnerGroupId,
      email: body.email,
      data: { user: { email: body.email } },
    });
    return id;
  });
  await deps.emails.dispatch([emailId]);
  return answer;
}

/**
 * O-004 once the address is proven: its company already in the program, disabled, an account of it that is not
 * active, or a request of it waiting gets a message and where to go instead of a session.
 */
async function refusalOf(
  deps: AppDeps,
  program: Program,
  email: string,
  company: Awaited<ReturnType<typeof findCompanyOfEmail>>,
): Promise<VerifyEmailAnswer | undefined> {
  const invalid = (message: string, redirect: string): VerifyEmailAnswer => ({
    valid: false,
    session: null,
    message,
    redirect,
  });
  if (await findOpenRequest(deps.db, program.partnerGroupId, email)) return invalid(REQUEST_WAITING_MESSAGE, '/');
  if (!company) return undefined;
  if (company.status === 'inactive') return invalid(COMPANY_DISABLED_MESSAGE, '/');
  if (await isMemberOfCommunity(deps.db, company.id, program.communityId))
    return invalid(
      alreadyMemberMessage(company.name, program.name),
      tenantHostUrl(deps.config.publicUrl, company.slug),
    );
  if (company.user !== null && company.user.status !== 'active') return invalid(ACCOUNT_INACTIVE_MESSAGE, '/');
  return undefined;
}

/**
 * O-002, O-003 (issue 21): GET /api/onboarding/{vhost}/verify/{token}, the emailed link, once. Only now is the
 * session bound to the address's company and given its first token, at the step that company decides; an address
 * that may not register here gets O-004's message (the link is used up either way). Guesses count against the
 * client's token budget.
 */
export async function openVerifyLink(
  deps: AppDeps,
  vhost: string,
  linkToken: string,
  ip: string,
): Promise<VerifyEmailAnswer> {
  await consumeRateLimit(deps.db, `onboarding-verify:${ip}`, deps.config.authRateLimit, 60);
  const program = await requireOpenProgram(deps.db, vhost);
  const linkHash = hashToken(linkToken);
  const pending = await findSessionOfVerifyLink(deps.db, program.partnerGroupId, linkHash);
  if (!pending) throw new AppError('not_found', INVALID_VERIFY_LINK);

  const company = await findCompanyOfEmail(deps.db, pending.email);
  const refusal = await refusalOf(deps, program, pending.email, company);
  if (refusal) {
    if (!(await takeVerifyLink(deps.db, program.partnerGroupId, linkHash, {})))
      throw new AppError('not_found', INVALID_VERIFY_LINK);
    return refusal;
  }
  const token = createSecureToken();
  const step = firstStep(company);
  const session = await takeVerifyLink(deps.db, program.partnerGroupId, linkHash, {
    tokenHash: hashToken(token),
    companyId: company?.id ?? null,
    step,
  });
  if (!session) throw new AppError('not_found', INVALID_VERIFY_LINK);
  return { valid: true, session: toSessionView(session, token), message: null, redirect: `/onboarding/${step}` };
}
