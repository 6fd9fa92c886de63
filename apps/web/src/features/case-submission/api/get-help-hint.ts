import { queryOptions, useQuery } from '@tanstack/react-query';
import { type HelpHint, helpHints } from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** GET /api/help_hints/{flag} (C-012): the title and sanitised content of a form's help. */
export const helpHintQueryKey = (flag: string) => ['case-submission', 'help-hint', flag] as const;

export const getHelpHint = (flag: string): Promise<HelpHint> => api.call(helpHints, { params: { flag } });

/** Loaded when first opened (`enabled`), then kept for the visit: hints change between releases, not minutes. */
export const useHelpHint = (flag: string, enabled: boolean) =>
  useQuery({
    ...queryOptions({ queryKey: helpHintQueryKey(flag), queryFn: () => getHelpHint(flag), staleTime: Infinity }),
    enabled,
  });
