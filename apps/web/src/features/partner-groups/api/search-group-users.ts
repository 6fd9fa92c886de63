import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  GROUP_USER_SEARCH_MIN,
  type GroupUserSearchAnswer,
  adminCompanyPartnerGroupsUsersSearch,
} from '@casebridge/contract/partner-groups';
import { api } from '@/lib/api-client';

/** POST /api/admin/company/partner_groups/{id}/users/search (M-043): from 2 characters; shorter asks nothing. */
export const searchGroupUsers = async (id: number, term: string): Promise<GroupUserSearchAnswer['users']> =>
  (await api.call(adminCompanyPartnerGroupsUsersSearch, { params: { id }, body: { search_term: term } })).users;

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
