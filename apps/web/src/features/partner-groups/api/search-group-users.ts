import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GROUP_USER_SEARCH_MIN,
  groupUserSearchAnswer,
  type GroupUserSearchAnswer,
} from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** POST /api/admin/company/partner_groups/{id}/users/search (M-043): from 2 characters; shorter asks nothing. */
export const searchGroupUsers = async (id: number, term: string): Promise<GroupUserSearchAnswer['users']> =>
  (
    await api.request(`/admin/company/partner_groups/${String(id)}/users/search`, {
      method: 'POST',
      body: { search_term: term },
      schema: groupUserSearchAnswer,
    })
  ).users;

export const isSearchable = (term: string): boolean => term.trim().length >= GROUP_USER_SEARCH_MIN;

export const useGroupUserSearch = (id: number, term: string) =>
  useQuery({
    ...queryOptions({
      queryKey: ['partner-groups', 'user-search', id, term.trim().toLowerCase()] as const,
      queryFn: () => searchGroupUsers(id, term.trim()),
    }),
    enabled: isSearchable(term),
    placeholderData: keepPreviousData,
  });
