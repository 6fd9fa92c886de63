import type { LandingSearchAnswer, LandingSearchBody } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { searchPublicCompanies } from './landing-repository.ts';

/** A visitor types a few searches a minute; a script reading the whole member list gets 429 soon. */
const SEARCHES_PER_MINUTE = 60;
const MAX_RESULTS = 20;

/**
 * H-001, H-002: the main home's company search. Lists only the companies that show in the public web and are
 * active, by their public name and slug; an empty list is the page's 'No Results Found'.
 */
export async function searchCompanies(
  deps: AppDeps,
  body: LandingSearchBody,
  ip: string,
): Promise<LandingSearchAnswer> {
  await consumeRateLimit(deps.db, `landing-search:${ip}`, SEARCHES_PER_MINUTE, 60);
  return { companies: await searchPublicCompanies(deps.db, body.term, MAX_RESULTS) };
}
