import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';
import { idParam } from './fields.ts';
import { emailedTokenParam } from './registration.ts';
import { webhookDeliverySchema } from './webhooks.ts';

/**
 * Issue 27 §5, ADR 58: a partner group's Microsoft Teams channel. The console's group editor turns it on with a manager
 * email and the channel's incoming-webhook URL; the manager's emailed link confirms it (X-040, A-042); only then does
 * the channel receive the group's cases as Adaptive Cards, from the webhooks' queue and delivery log.
 */

export const MSTEAMS_INVALID_TOKEN_MESSAGE = 'Invalid Token.';
export const MSTEAMS_CONNECTED_MESSAGE = 'Microsoft Teams is connected.';
export const MSTEAMS_MANAGER_REQUIRED_MESSAGE = 'Enter the Teams manager email to connect the channel.';
export const MSTEAMS_URL_REQUIRED_MESSAGE = 'Enter the incoming webhook URL of the Teams channel.';

/** what the connect link's page says. */
export const msteamsConnectedAnswer = z.object({
  connected: z.boolean(),
  message: z.string(),
  group: z.string().nullable().describe('The group whose cases the channel now receives; null: an invalid token'),
});
export type MsteamsConnectedAnswer = z.infer<typeof msteamsConnectedAnswer>;

export const msteamsChannelStates = ['off', 'waiting', 'connected', 'disabled'] as const;
export type MsteamsChannelState = (typeof msteamsChannelStates)[number];

/** The group editor's view of the channel: its connection and its latest deliveries. */
export const groupMsteamsAnswer = z.object({
  state: z.enum(msteamsChannelStates),
  url: z.string().nullable(),
  confirmedAt: z.string().nullable(),
  failingSince: z.string().nullable(),
  disabledReason: z.string().nullable(),
  deliveries: z.array(webhookDeliverySchema),
});
export type GroupMsteamsAnswer = z.infer<typeof groupMsteamsAnswer>;

/** The connect link's page confirms with a POST: a link opened by a mail scanner's GET confirms nothing. */
export const msteamsConnected = {
  method: 'POST',
  path: '/api/msteams/connected/:token',
  params: emailedTokenParam,
  answer: msteamsConnectedAnswer,
} as const satisfies Endpoint;

export const superAdminGroupsMsteams = {
  method: 'GET',
  path: '/api/super_admin/groups/:id/msteams',
  params: z.object({ id: idParam }),
  answer: groupMsteamsAnswer,
} as const satisfies Endpoint;
