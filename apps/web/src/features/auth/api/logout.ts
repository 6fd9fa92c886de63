import { messageSchema, type MessageBody } from '@casebridge/contract/errors';
import { api } from '@/lib/api-client';

/** POST /api/auth/logout: revokes the refresh credential; the client forgets the rest. */
export const logout = (): Promise<MessageBody> =>
  api.request('/auth/logout', { method: 'POST', schema: messageSchema, session: 'none' });
