import { queryOptions, useQuery } from '@tanstack/react-query';
import { type InternalNote, adminCompanyInternalNotes } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** GET /api/admin/company/internal_notes (M-005): the company's notes on partners' processes, as text. */
export const internalNotesQueryKey = ['companies', 'internal-notes'] as const;

export const getInternalNotes = async (): Promise<InternalNote[]> => (await api.call(adminCompanyInternalNotes)).notes;

export const useInternalNotes = () =>
  useQuery(queryOptions({ queryKey: internalNotesQueryKey, queryFn: getInternalNotes }));
