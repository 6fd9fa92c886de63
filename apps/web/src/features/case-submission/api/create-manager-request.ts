import { useMutation } from '@tanstack/react-query';
import {
  managerRequestAnswer,
  type ManagerRequestAnswer,
  type ManagerRequestBody,
} from '@casebridge/contract/case-submission';
import { api } from '@/lib/api-client';

/** POST /api/manager/request/create (C-032): a critical escalation request to a partner's duty managers. */
export const createManagerRequest = (body: ManagerRequestBody): Promise<ManagerRequestAnswer> =>
  api.request('/manager/request/create', { method: 'POST', body, schema: managerRequestAnswer });

export const useCreateManagerRequest = () =>
  useMutation({ mutationKey: ['case-submission', 'manager-request'], mutationFn: createManagerRequest });
