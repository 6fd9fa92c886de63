import { queryOptions, useQuery } from '@tanstack/react-query';
import { callerCountries } from '@casebridge/contract/onboarding-review';
import { api } from './api-client';

/**
 * GET /api/caller/countries: the countries users and companies choose from, by name (the phone's country code, a
 * company's country). Public reference data: the emailed links' pages read it with no session too.
 */
export const useCountries = () =>
  useQuery(
    queryOptions({
      queryKey: ['caller', 'countries'] as const,
      queryFn: async ({ signal }) => (await api.call(callerCountries, { signal, session: 'none' })).countries,
      staleTime: Infinity,
    }),
  );
