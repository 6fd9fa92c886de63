import { queryOptions, useQuery } from '@tanstack/react-query';
import { type ProfileFormDataAnswer, usersProfileFormData } from '@casebridge/contract/profile';
import { api } from '@/lib/api-client';

/** GET /api/users/profile_form_data (P-001): the countries of the profile form. */
export const getProfileFormData = (): Promise<ProfileFormDataAnswer> => api.call(usersProfileFormData);

export const useProfileFormData = () =>
  useQuery(queryOptions({ queryKey: ['profile', 'form-data'], queryFn: getProfileFormData, staleTime: 60 * 60_000 }));
