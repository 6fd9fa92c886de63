import { useMutation } from '@tanstack/react-query';
import {
  type CollaborateInviteAnswer,
  type CollaborateInviteBody,
  collaborateInvite,
} from '@casebridge/contract/invitations';
import { api } from '@/lib/api-client';

/** POST /api/collaborate_invite (D-014): an invitation to a partner without access. */
export const inviteToCollaborate = (body: CollaborateInviteBody): Promise<CollaborateInviteAnswer> =>
  api.call(collaborateInvite, { body });

/** The modal shows a refusal itself: the page's banner is behind it. */
export const useCollaborateInvite = () =>
  useMutation({
    mutationKey: ['dashboard', 'invite'],
    mutationFn: inviteToCollaborate,
    meta: { showsOwnErrors: true },
  });
