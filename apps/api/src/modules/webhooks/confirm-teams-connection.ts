import {
  MSTEAMS_CONNECTED_MESSAGE,
  MSTEAMS_INVALID_TOKEN_MESSAGE,
  type MsteamsConnectedAnswer,
} from '@casebridge/contract/msteams';
import type { AppDeps } from '../../app-deps.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { consumeEmailToken } from '../auth/email-tokens.ts';
import { findTeamsChannelById } from './webhook-repository.ts';
import { confirmTeamsChannel } from './webhook-writer.ts';

const INVALID: MsteamsConnectedAnswer = { connected: false, message: MSTEAMS_INVALID_TOKEN_MESSAGE, group: null };

/**
 * the Teams manager's connect link, used once. It confirms the group's channel when the channel is still
 * on and still at the URL the link was sent for (a URL changed since needs the newer link). An unknown, used or
 * expired token, or a channel changed since: "Invalid Token.". Token guesses are rate limited per address.
 */
export async function confirmTeamsConnection(
  deps: AppDeps,
  token: string,
  ip: string,
): Promise<MsteamsConnectedAnswer> {
  await consumeRateLimit(deps.db, `msteams:${ip}`, deps.config.authRateLimit, 60);
  return deps.db.transaction(async (tx) => {
    const used = await consumeEmailToken(tx, 'msteams_connect', token);
    const webhookId = used?.subject?.webhookId;
    const url = used?.subject?.url;
    if (typeof webhookId !== 'number' || typeof url !== 'string') return INVALID;
    const found = await findTeamsChannelById(tx, webhookId);
    if (!found || !(await confirmTeamsChannel(tx, webhookId, url, new Date()))) return INVALID;
    await writeAuditLog(tx, {
      action: 'msteams.connect',
      actorUserId: null,
      details: { groupId: found.channel.communityId, url, managerEmail: found.managerEmail },
      ip,
    });
    return { connected: true, message: MSTEAMS_CONNECTED_MESSAGE, group: found.groupName };
  });
}
