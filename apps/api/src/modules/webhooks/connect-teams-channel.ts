import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { findTeamsChannel } from './webhook-repository.ts';
import { failWaitingMessages, saveTeamsChannel } from './webhook-writer.ts';
import { teamsConnectEmail } from './msteams-emails.ts';

/** How long a connect link works. */
export const MSTEAMS_CONNECT_TTL_SECONDS = 7 * 24 * 3600;

export type TeamsSettings = { integration: boolean; managerEmail: string | null; url: string | null };

/**
 * ADR 58: the group's Teams channel follows the group editor's save, in its transaction. Off (or no URL): the channel
 * stops and its waiting cards fail. On with a URL: a new URL (or turning it on again) needs a new confirmation, and
 * while the channel waits for one, a save that changed any Teams setting, or that starts a channel that was off or
 * disabled, emails the manager a single-use connect link (stored hashed, expiring). Answers the emails to dispatch after the commit.
 */
export async function connectTeamsChannel(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  group: { id: number; name: string },
  before: TeamsSettings | null,
  after: TeamsSettings,
): Promise<number[]> {
  const channel = await findTeamsChannel(tx, group.id);
  const at = new Date();
  if (!after.integration || after.url === null) {
    if (channel?.enabled) {
      await saveTeamsChannel(tx, group.id, { url: channel.url, enabled: false, keepConfirmation: false }, at);
      await failWaitingMessages(tx, channel.id);
    }
    return [];
  }
  const keepConfirmation = channel !== undefined && channel.enabled && channel.url === after.url;
  const saved = await saveTeamsChannel(tx, group.id, { url: after.url, enabled: true, keepConfirmation }, at);
  if (channel && !keepConfirmation) await failWaitingMessages(tx, channel.id);
  // A channel that was off or disabled (three days failing) starts again with a new link, even on an unchanged save.
  const changed =
    before === null ||
    channel === undefined ||
    !channel.enabled ||
    before.integration !== after.integration ||
    before.url !== after.url ||
    before.managerEmail !== after.managerEmail;
  if (saved.confirmedAt !== null || !changed || after.managerEmail === null) return [];
  const token = await issueEmailToken(tx, {
    purpose: 'msteams_connect',
    ttlSeconds: MSTEAMS_CONNECT_TTL_SECONDS,
    subject: { webhookId: saved.id, url: after.url },
  });
  const email = teamsConnectEmail({
    to: after.managerEmail,
    groupName: group.name,
    url: after.url,
    link: `${config.publicUrl}/msteams/connected/${token}`,
  });
  return [await insertOutboundEmail(tx, email)];
}
