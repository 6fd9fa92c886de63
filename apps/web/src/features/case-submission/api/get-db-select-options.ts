import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  type DbSelectOptionsAnswer,
  type DbSelectSource,
  callerDbSelectOptions,
} from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** POST /api/caller/db_select_options {model, foreign_key} (C-025): a list's value-to-label map. */
export const dbSelectOptionsQueryKey = (source: DbSelectSource) =>
  ['case-submission', 'db-select-options', source.model, source.foreign_key] as const;

export const getDbSelectOptions = (source: DbSelectSource): Promise<DbSelectOptionsAnswer> =>
  api.call(callerDbSelectOptions, { body: { model: source.model, foreign_key: source.foreign_key } });

/** The lists change rarely: loaded once per page visit. */
export const useDbSelectOptions = (source: DbSelectSource | null) =>
  useQuery({
    ...queryOptions({
      queryKey: dbSelectOptionsQueryKey(source ?? { model: '', foreign_key: '' }),
      queryFn: () => getDbSelectOptions(source ?? { model: '', foreign_key: '' }),
      staleTime: Infinity,
    }),
    enabled: source !== null,
  });
