import { useMutation } from '@tanstack/react-query';
import type { CompanyChangeBody } from '@casebridge/contract/companies';
import type { MessageBody } from '@casebridge/contract/errors';
import { adminCompanyChange } from '@casebridge/contract/companies';
import { api } from '@/lib/api-client';

/** M-006, C-055: POST /api/admin/company/change, a change request to the membership team. */
export const requestCompanyChange = (body: CompanyChangeBody): Promise<MessageBody> =>
  api.call(adminCompanyChange, { body });

/** The window shows a refusal itself: the page's banner is behind the modal, out of sight. */
export const useRequestCompanyChange = () =>
  useMutation({
    mutationKey: ['companies', 'change-request'],
    mutationFn: requestCompanyChange,
    meta: { showsOwnErrors: true },
  });
