import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { GROUP_SEARCH_MIN, superAdminGroupsSearch, type GroupChoice } from '@casebridge/contract/super-admin-groups';
import { api } from '@/lib/api-client';

/** POST /api/super_admin/groups/search {term} (S-041): from more than 1 character; an empty term clears the results. */
export const searchGroups = async (term: string): Promise<GroupChoice[]> =>
  (await api.call(superAdminGroupsSearch, { body: { term } })).groups;

export const useGroupSearch = (term: string) => {
  const trimmed = term.trim();
  return useQuery(
    queryOptions({
      queryKey: ['super-admin-groups', 'search', trimmed.toLowerCase()],
      queryFn: () => searchGroups(trimmed),
      enabled: trimmed.length >= GROUP_SEARCH_MIN,
      placeholderData: keepPreviousData,
    }),
  );
};
