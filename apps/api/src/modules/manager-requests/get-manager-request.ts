import type { ManagerRequestAnswer, ManagerResponse } from '@casebridge/contract/manager-requests';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { findManagerRequestByToken, listManagerResponses } from './manager-request-repository.ts';
import { toManagerResponse } from './to-manager-response.ts';

export const MANAGER_REQUEST_NOT_FOUND_MESSAGE = 'This escalation request link is not valid.';

/** C-034: the request a manager's emailed link names (public: the token alone grants this one request, X-014). */
export async function getManagerRequest(deps: AppDeps, token: string): Promise<ManagerRequestAnswer> {
  const found = await findManagerRequestByToken(deps.db, token);
  if (!found) throw notFound(MANAGER_REQUEST_NOT_FOUND_MESSAGE);
  const { request } = found;
  return {
    token,
    submitting_company: found.submittingCompany,
    receiving_company: found.receivingCompany,
    internal_reference: request.internalReference,
    vendor_reference: request.vendorReference,
    first_name: request.firstName,
    last_name: request.lastName,
    email: request.email,
    phone: request.phone,
    notes: request.notes,
    business_impact: request.businessImpact,
    escalation_type: request.escalationType,
    created_at: request.createdAt.toISOString(),
    responses: (await listManagerResponses(deps.db, request.id)).map(toManagerResponse),
  };
}

/** C-035: the responses the request already has. */
export async function getManagerResponses(deps: AppDeps, token: string): Promise<{ responses: ManagerResponse[] }> {
  const found = await findManagerRequestByToken(deps.db, token);
  if (!found) throw notFound(MANAGER_REQUEST_NOT_FOUND_MESSAGE);
  return { responses: (await listManagerResponses(deps.db, found.request.id)).map(toManagerResponse) };
}
