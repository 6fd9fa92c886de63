import type { GroupMsteamsAnswer } from '@casebridge/contract/msteams';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { requireGroup } from '../super-admin-groups/get-group.ts';
import { toDelivery } from './manage-webhooks.ts';
import { findTeamsChannel, findWebhookDeliveries } from './webhook-repository.ts';

/** The group editor's delivery log: the channel's latest cards. */
const DELIVERIES_SHOWN = 20;

/**
 * ADR 58: GET /api/super_admin/groups/{id}/msteams, the group's Teams channel as the console shows it: off, waiting for
 * its manager's confirmation, connected (since when, failing since when) or disabled after three days of failures,
 * with its latest deliveries and their attempts.
 */
export async function getGroupTeamsChannel(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<GroupMsteamsAnswer> {
  requireSuperAdmin(actor);
  await requireGroup(deps.db, id);
  const channel = await findTeamsChannel(deps.db, id);
  if (!channel)
    return { state: 'off', url: null, confirmedAt: null, failingSince: null, disabledReason: null, deliveries: [] };
  const state = channel.enabled
    ? channel.confirmedAt
      ? 'connected'
      : 'waiting'
    : channel.disabledReason
      ? 'disabled'
      : 'off';
  return {
    state,
    url: channel.url,
    confirmedAt: channel.confirmedAt?.toISOString() ?? null,
    failingSince: channel.failingSince?.toISOString() ?? null,
    disabledReason: channel.enabled ? null : channel.disabledReason,
    deliveries: (await findWebhookDeliveries(deps.db, channel.id, DELIVERIES_SHOWN)).map(toDelivery),
  };
}
