import { useMutation } from '@tanstack/react-query';
import {
  collaborateInviteAnswer,
  type CollaborateInviteAnswer,
  type CollaborateInviteBody,
} from '@casebridge/contract/invitations';
import { api } from '@/lib/api-client';

/** POST /api/collaborate_invite (D-014): an invitation to a partner without access. */
export const collaborateInvite = (body: CollaborateInviteBody): Promise<CollaborateInviteAnswer> =>
  api.request('/collaborate_invite', { method: 'POST', body, schema: collaborateInviteAnswer });

/** The modal shows a refusal itself: the page's banner is behind it. */
export const useCollaborateInvite = () =>
  useMutation({ mutationKey: ['dashboard', 'invite'], mutationFn: collaborateInvite, meta: { showsOwnErrors: true } });
