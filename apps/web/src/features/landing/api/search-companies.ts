import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { MIN_SEARCH_LENGTH } from '@casebridge/contract/fields';
import { type LandingSearchAnswer, type LandingSearchBody, callerLandingPage } from '@casebridge/contract/landing';
import { api } from '@/lib/api-client';

/** POST /api/caller/landing_page {term}: the companies the main home lists (H-001). */
export const companySearchQueryKey = (term: string) => ['caller', 'landing_page', term] as const;

export const searchCompanies = (body: LandingSearchBody): Promise<LandingSearchAnswer> =>
  api.call(callerLandingPage, { body, session: 'none' });

/** nothing is sent below 2 characters; while the next answer loads the last one stays. */
export const useCompanySearch = (term: string) =>
  useQuery({
    queryKey: companySearchQueryKey(term),
    queryFn: () => searchCompanies({ term }),
    enabled: term.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
    retry: false,
  });
