import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  managerRequestCreate,
  type managerRequestBody,
  type managerRequestCreatedAnswer,
} from '@casebridge/contract/manager-requests';
import { api } from '@/lib/api-client';

export type ManagerRequestCreated = z.infer<typeof managerRequestCreatedAnswer>;

/** POST /api/manager/request/create (C-032): a critical escalation request to a partner's duty managers. */
export const createManagerRequest = (body: z.output<typeof managerRequestBody>): Promise<ManagerRequestCreated> =>
  api.call(managerRequestCreate, { body });

export const useCreateManagerRequest = () =>
  useMutation({ mutationKey: ['case-submission', 'manager-request'], mutationFn: createManagerRequest });
