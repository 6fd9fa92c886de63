import type { RespondBody } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden } from '../../lib/app-error.ts';
import { requireCaseAccess } from '../access/require-access.ts';
import { caseLink } from './case-links.ts';
import { respondToCase } from './respond-to-case.ts';

/**
 * Issue 27: a signed-in party's response (/api/v1/cases/{id}/respond), on the path the web app's party takes: the
 * case page sends its user to their party's link page, whose respond call is respondToCase. The access check names
 * the party; the link is that party's; the one status writer applies the response (403 for the other party's word,
 * 409 when the state refuses it).
 */
export async function respondAsParty(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: RespondBody,
  ip: string,
): Promise<void> {
  const { party } = await requireCaseAccess(deps.db, actor, 'case.read', token);
  if (party === null) throw forbidden();
  await respondToCase(deps, actor, caseLink(deps.config.secret, token, party), body, ip);
}
