import { queryOptions, useQuery } from '@tanstack/react-query';
import { type NewsAnswer, callerNews } from '@casebridge/contract/news';
import { api } from '@/lib/api-client';

/** GET /api/caller/news (D-016): the 3 newest posts of the network's blog feed; none when it is unset or down. */
export const newsQueryKey = ['dashboard', 'news'] as const;

export const getNews = (): Promise<NewsAnswer> => api.call(callerNews);

/** The server keeps the feed for 5 minutes (ADR 15): asking more often would show nothing newer. */
export const useNews = () =>
  useQuery(queryOptions({ queryKey: newsQueryKey, queryFn: getNews, staleTime: 5 * 60 * 1000 }));
