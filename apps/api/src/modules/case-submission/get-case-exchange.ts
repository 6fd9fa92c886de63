import { CASE_EXCHANGE_UNAVAILABLE_MESSAGE, type CaseExchangeAnswer } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireMember } from '../../lib/authorize.ts';

/**
 * C-010: GET /api/caller/case_exchange/cases, the network's case exchange (CASE_EXCHANGE_URL, ADR 14). Without one
 * the answer says so in its own success flag, for the warning the web shows.
 */
export function getCaseExchange(deps: AppDeps, actor: Actor | null): CaseExchangeAnswer {
  requireMember(actor);
  const url = deps.config.caseExchangeUrl;
  return url === null
    ? { success: false, url: null, message: CASE_EXCHANGE_UNAVAILABLE_MESSAGE }
    : { success: true, url, message: null };
}
