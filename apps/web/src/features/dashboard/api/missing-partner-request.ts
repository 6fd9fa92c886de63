import { useMutation } from '@tanstack/react-query';
import type { MessageBody } from '@casebridge/contract/errors';
import { missingPartnerRequest, type MissingPartnerBody } from '@casebridge/contract/invitations';
import { api } from '@/lib/api-client';

/** POST /api/missing_partner_request (D-015): a partner the network lacks, for the membership team. */
export const requestMissingPartner = (body: MissingPartnerBody): Promise<MessageBody> =>
  api.call(missingPartnerRequest, { body });

/** The modal shows a refusal itself: the page's banner is behind it. */
export const useMissingPartnerRequest = () =>
  useMutation({
    mutationKey: ['dashboard', 'missing-partner'],
    mutationFn: requestMissingPartner,
    meta: { showsOwnErrors: true },
  });
