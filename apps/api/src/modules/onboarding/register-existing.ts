import type { z } from 'zod';
import type { OnboardingStepAnswer, registerExistingBody, registerLimitedBody } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { registerVerifiedApplicant } from '../registration/register-verified-applicant.ts';
import {
  findCompanyOfEmail,
  findCompanySummary,
  listCompanyDocuments,
  type Program,
  type SessionRow,
} from './onboarding-repository.ts';
import {
  countOnboardingRequest,
  registersAtAgreements,
  requireInProgress,
  requireSession,
} from './onboarding-session.ts';
import { submitRequest, type Applicant } from './submit-request.ts';
import { ACCOUNT_INACTIVE_MESSAGE } from './verify-email.ts';

export const AGREEMENTS_FIRST_MESSAGE = 'Please accept the agreements first.';
export const UNKNOWN_PROCESS_MESSAGE = 'Choose one of your company\u2019s processes.';

/** The session of an existing company that has accepted the agreements, with that company. */
async function requireExistingReady(deps: AppDeps, vhost: string, token: string) {
  const found = await requireSession(deps, vhost, token);
  requireInProgress(found.session);
  const company =
    found.session.companyId === null ? undefined : await findCompanySummary(deps.db, found.session.companyId);
  if (!company) throw conflict(AGREEMENTS_FIRST_MESSAGE);
  if (found.session.data.agreements === undefined) throw conflict(AGREEMENTS_FIRST_MESSAGE);
  return { ...found, company };
}

/**
 * Issue 21: joining an existing company is that company's decision, never the network's. A user of it applies as
 * that user; an SSO company's applicant gets no account here (its identity provider signs its users in); anyone
 * else waits, inactive and without a password, for the company's signup managers (else business managers), as a
 * registration does, and the request reaches the super admin only once they approved.
 */
const applicantOf =
  (deps: AppDeps, session: SessionRow, ip: string) =>
  async (tx: DbOrTx): Promise<Applicant> => {
    const company = await findCompanyOfEmail(tx, session.email);
    if (!company || company.id !== session.companyId) throw conflict(ACCOUNT_INACTIVE_MESSAGE);
    if (company.user !== null) {
      if (company.user.status !== 'active') throw conflict(ACCOUNT_INACTIVE_MESSAGE);
      return { userId: company.user.id, waitsForCompany: false, emailIds: [] };
    }
    if (company.loginMethod === 'sso') return { userId: null, waitsForCompany: false, emailIds: [] };
    const { user } = session.data;
    if (user?.first_name === undefined || user.last_name === undefined) throw conflict(AGREEMENTS_FIRST_MESSAGE);
    const registered = await registerVerifiedApplicant(
      deps,
      tx,
      {
        companyId: company.id,
        firstName: user.first_name,
        lastName: user.last_name,
        email: session.email,
        phone: user.phone ?? null,
        phoneCountryCode: user.phone_country_code ?? 'US',
      },
      ip,
    );
    if (!registered) throw conflict(ACCOUNT_INACTIVE_MESSAGE);
    return { userId: registered.userId, waitsForCompany: true, emailIds: registered.emailIds };
  };

/** An existing company's request, submitted with whoever its applicant is to the company. */
const submitExisting = (
  deps: AppDeps,
  { program, session }: { program: Program; session: SessionRow },
  body: { version: number; session_token: string },
  data: OnboardingData,
  ip: string,
) => submitRequest(deps, program, session, body.version, body.session_token, data, applicantOf(deps, session, ip));

/** O-015: a limited member registers straight after the agreements. */
export async function registerLimited(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof registerLimitedBody>,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session, company } = await requireExistingReady(deps, vhost, body.session_token);
  if (company.id !== body.company_id || !registersAtAgreements(company)) throw notFound('Company not found.');
  return submitExisting(deps, { program, session }, body, session.data, ip);
}

/** O-023, DECISIONS 10: an existing member joins with one of its processes and a user access setting. */
export async function registerExisting(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof registerExistingBody>,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session, company } = await requireExistingReady(deps, vhost, body.session_token);
  const documents = await listCompanyDocuments(deps.db, company.id);
  if (!documents.some((document) => document.id === body.document_id)) throw notFound(UNKNOWN_PROCESS_MESSAGE);
  return submitExisting(
    deps,
    { program, session },
    body,
    { ...session.data, existing: { document_id: body.document_id, user_access: body.user_access } },
    ip,
  );
}

/** O-023: GET /api/onboarding/{vhost}/documents/{company_id}: only the session's own company's processes. */
export async function listOnboardingDocuments(deps: AppDeps, vhost: string, token: string, companyId: number) {
  const { session } = await requireSession(deps, vhost, token);
  if (session.companyId !== companyId) throw notFound('Company not found.');
  return { documents: await listCompanyDocuments(deps.db, companyId) };
}
