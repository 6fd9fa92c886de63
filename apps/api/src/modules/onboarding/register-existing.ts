import type { z } from 'zod';
import type { OnboardingStepAnswer, registerExistingBody, registerLimitedBody } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { findCompanySummary, listCompanyDocuments } from './onboarding-repository.ts';
import { countOnboardingRequest, requireInProgress, requireSession } from './onboarding-session.ts';
import { submitRequest } from './submit-request.ts';

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

/** O-015: a limited member registers straight after the agreements. */
export async function registerLimited(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof registerLimitedBody>,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session, company } = await requireExistingReady(deps, vhost, body.session_token);
  if (company.id !== body.company_id || company.membershipType !== 'limited') throw notFound('Company not found.');
  return submitRequest(deps, program, session, body.version, body.session_token, session.data);
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
  return submitRequest(deps, program, session, body.version, body.session_token, {
    ...session.data,
    existing: { document_id: body.document_id, user_access: body.user_access },
  });
}

/** O-023: GET /api/onboarding/{vhost}/documents/{company_id}: only the session's own company's processes. */
export async function listOnboardingDocuments(deps: AppDeps, vhost: string, token: string, companyId: number) {
  const { session } = await requireSession(deps, vhost, token);
  if (session.companyId !== companyId) throw notFound('Company not found.');
  return { documents: await listCompanyDocuments(deps.db, companyId) };
}
