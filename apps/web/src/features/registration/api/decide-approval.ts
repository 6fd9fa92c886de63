import { useMutation } from '@tanstack/react-query';
import { type ApprovalAction, type ApprovalAnswer, usersApproval } from '@casebridge/contract/registration';
import { api } from '@/lib/api-client';

type DecideInput = { token: string; action: ApprovalAction; note?: string };

/** POST /api/users/approval/{token}/{action} (H-024, H-025). */
export const decideApproval = ({ token, action, note }: DecideInput): Promise<ApprovalAnswer> =>
  api.call(usersApproval, { params: { token, action }, body: note === undefined ? {} : { note }, session: 'none' });

/** The approval page shows a refusal itself, in the page the manager is looking at. */
export const useDecideApproval = () =>
  useMutation({ mutationKey: ['users', 'approval'], mutationFn: decideApproval, meta: { showsOwnErrors: true } });
