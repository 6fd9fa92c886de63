import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@casebridge/contract/landing';
import { usersProfileFormData } from '@casebridge/contract/profile';
import { api } from '@/lib/api-client';

/** GET /api/users/profile_form_data (M-019): the countries of the admin's user form, as of the profile form. */
export const countriesQueryKey = ['companies', 'countries'] as const;

export const getCountries = async (): Promise<Country[]> => (await api.call(usersProfileFormData)).countries;

export const useCountries = () =>
  useQuery(queryOptions({ queryKey: countriesQueryKey, queryFn: getCountries, staleTime: Infinity }));
