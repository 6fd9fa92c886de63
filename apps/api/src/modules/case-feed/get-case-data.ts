import type { z } from 'zod';
import type { caseDataAnswer } from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { findCompanyFeedSettings } from './case-feed-repository.ts';
import { openFeedCase } from './open-feed-case.ts';

/** C-057: a party company's reference data for the case (its domain), never a password (DECISIONS 17). */
export async function getCaseData(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  companyId: number,
): Promise<z.infer<typeof caseDataAnswer>> {
  const found = await openFeedCase(deps, actor, token, 'case.read');
  if (companyId !== found.submitCompanyId && companyId !== found.receiverCompanyId)
    throw notFound('Company not found.');
  const company = await findCompanyFeedSettings(deps.db, companyId);
  return { domain: company?.domain ?? null };
}
