import { z } from 'zod';
import { v1CaseSummaryExample, v1CaseSummarySchema } from './case-api.ts';
import type { Endpoint } from './endpoint.ts';
import { idParam } from './fields.ts';

/**
 * Issue 27, ADR 56: a company's webhooks. The admin page (Admin > Integrations, a session) and /api/v1/webhooks (an
 * API key with webhooks:manage) manage the same webhooks with the same bodies and answers, in v1's names (camelCase,
 * ISO times): both surfaces are new, so there is one set of names, not two.
 */

/** Every case event a webhook may receive, in the order a case usually meets them. */
export const webhookEventTypes = [
  'case.created',
  'case.information_requested',
  'case.information_given',
  'case.approved',
  'case.rejected',
  'case.note_added',
  'case.file_added',
  'case.closed',
  'case.updated',
] as const;
export const webhookEventTypeSchema = z.enum(webhookEventTypes, { error: 'Not a known event type.' });
export type WebhookEventType = z.infer<typeof webhookEventTypeSchema>;
/** The event "Send test event" delivers: to any webhook, whatever events it takes. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const webhookEventLabels: Record<WebhookEventType, string> = {
  'case.created': 'Case created',
  'case.information_requested': 'Information requested',
  'case.information_given': 'Information given',
  'case.approved': 'Case approved',
  'case.rejected': 'Case rejected',
  'case.note_added': 'Note added',
  'case.file_added': 'File added',
  'case.closed': 'Case closed',
  'case.updated': 'Case updated',
};

export const WEBHOOK_URL_MESSAGE = 'Enter an https address.';
export const WEBHOOK_PRIVATE_URL_MESSAGE = 'The address must be reachable on the internet, not on our own network.';
export const WEBHOOK_EVENTS_MESSAGE = 'Choose at least one event.';
/** A secret: `whsec_` and the base64 of 24 random bytes (Standard Webhooks). */
export const WEBHOOK_SECRET_PATTERN = /^whsec_[A-Za-z0-9+/]{32}$/;

const isoTime = z.string().describe('An ISO 8601 date-time in UTC');

const urlField = z
  .string({ error: WEBHOOK_URL_MESSAGE })
  .trim()
  .min(1, 'This field is required.')
  .max(2000)
  .refine((value) => URL.canParse(value), WEBHOOK_URL_MESSAGE);
const eventTypesField = z
  .array(webhookEventTypeSchema, { error: WEBHOOK_EVENTS_MESSAGE })
  .min(1, WEBHOOK_EVENTS_MESSAGE)
  .transform((types) => webhookEventTypes.filter((type) => types.includes(type)));
const descriptionField = z.string().trim().max(200).optional();

export const webhookSchema = z
  .object({
    id: z.number(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(webhookEventTypeSchema),
    status: z.enum(['enabled', 'disabled']),
    disabledReason: z.string().nullable().describe('Why it was disabled (by an admin, or after three days failing)'),
    disabledAt: isoTime.nullable(),
    failingSince: isoTime.nullable().describe('The first failed attempt since the last success; null: not failing'),
    previousSecretExpiresAt: isoTime
      .nullable()
      .describe('Until then the previous secret signs too (a second signature); null: one secret'),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({
    example: {
      id: 40117,
      url: 'https://tracker.acme.example/casebridge/webhooks',
      description: 'ServiceNow',
      eventTypes: ['case.created', 'case.approved', 'case.closed'],
      status: 'enabled',
      disabledReason: null,
      disabledAt: null,
      failingSince: null,
      previousSecretExpiresAt: null,
      createdAt: '2026-11-27T09:14:03.000Z',
      updatedAt: '2026-11-27T09:14:03.000Z',
    },
  });
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksAnswer = z.object({ webhooks: z.array(webhookSchema) });
export const webhookAnswer = z.object({ webhook: webhookSchema });
/** The creation's and the rotation's answer: the secret, shown this once. */
export const webhookSecretAnswer = z.object({
  webhook: webhookSchema,
  secret: z.string().describe('whsec_...: verify the webhook-signature header with it; shown this once'),
});
export type WebhookSecretAnswer = z.infer<typeof webhookSecretAnswer>;

export const createWebhookBody = z
  .object({ url: urlField, description: descriptionField, eventTypes: eventTypesField })
  .meta({
    example: {
      url: 'https://tracker.acme.example/casebridge/webhooks',
      description: 'ServiceNow',
      eventTypes: ['case.created', 'case.approved', 'case.closed'],
    },
  });
export type CreateWebhookBody = z.input<typeof createWebhookBody>;

/** A change of a webhook: only the fields sent change. `enabled: true` enables a disabled webhook again. */
export const updateWebhookBody = z
  .object({
    url: urlField.optional(),
    description: descriptionField,
    eventTypes: eventTypesField.optional(),
    enabled: z.boolean().optional(),
  })
  .meta({ example: { enabled: true } });
export type UpdateWebhookBody = z.input<typeof updateWebhookBody>;

export const WEBHOOK_OVERLAP_HOURS_DEFAULT = 24;
/** A rotation: how long the previous secret keeps signing beside the new one (0: stops at once). */
export const rotateWebhookSecretBody = z
  .object({
    overlapHours: z.coerce.number().int().min(0).max(168).default(WEBHOOK_OVERLAP_HOURS_DEFAULT),
  })
  .meta({ example: { overlapHours: 24 } });

/** What a webhook row delivers to (ADR 58): a company's signed endpoint, or a partner group's Microsoft Teams channel. */
export const webhookKinds = ['standard', 'msteams'] as const;
export type WebhookKind = (typeof webhookKinds)[number];

export const webhookDeliveryStatuses = ['pending', 'sending', 'delivered', 'failed'] as const;
export const webhookAttemptTriggers = ['scheduled', 'replay'] as const;

/** One attempt to deliver a message: what the receiver answered (the first kB), or why it could not be reached. */
export const webhookAttemptSchema = z.object({
  id: z.number(),
  at: isoTime,
  succeeded: z.boolean(),
  responseStatus: z.number().nullable().describe('The HTTP status answered; null: no answer'),
  responseBody: z.string().describe('The first kB of the answer'),
  error: z.string().nullable().describe('Why no 2xx came: a timeout, a refused address, a status'),
  durationMs: z.number(),
  trigger: z.enum(webhookAttemptTriggers),
});

/** One message (an event for this webhook) and its attempts, newest first. */
export const webhookDeliverySchema = z
  .object({
    id: z.number(),
    messageId: z.string().describe('The webhook-id header: the same on every attempt and replay'),
    eventType: z.string(),
    caseId: z.string().nullable(),
    status: z.enum(webhookDeliveryStatuses),
    attempts: z.number(),
    nextAttemptAt: isoTime.nullable(),
    createdAt: isoTime,
    deliveredAt: isoTime.nullable(),
    attemptLog: z.array(webhookAttemptSchema),
  })
  .meta({
    example: {
      id: 90311,
      messageId: 'msg_2k9XcQm3vT8pL0aZ',
      eventType: 'case.approved',
      caseId: 'k3JH2xQe9v0aLr7TqPz1mWc4',
      status: 'delivered',
      attempts: 2,
      nextAttemptAt: null,
      createdAt: '2026-11-27T10:02:41.000Z',
      deliveredAt: '2026-11-27T10:03:52.000Z',
      attemptLog: [
        {
          id: 90902,
          at: '2026-11-27T10:03:52.000Z',
          succeeded: true,
          responseStatus: 200,
          responseBody: '{"ok":true}',
          error: null,
          durationMs: 41,
          trigger: 'scheduled',
        },
      ],
    },
  });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const WEBHOOK_DELIVERIES_PAGE = 50;
export const webhookDeliveriesQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(WEBHOOK_DELIVERIES_PAGE),
});
export const webhookDeliveriesAnswer = z.object({ deliveries: z.array(webhookDeliverySchema) });
export const webhookDeliveryAnswer = z.object({ delivery: webhookDeliverySchema });

/**
 * What a receiver gets: Standard Webhooks' `type`, `timestamp` and `data`. `data.case` is the case as the receiving
 * company's /api/v1/cases lists it (our numbers named from its side), at the time of the event.
 */
export const webhookPayloadSchema = z
  .object({
    type: z.union([webhookEventTypeSchema, z.literal(WEBHOOK_TEST_EVENT)]),
    timestamp: isoTime.describe('When the event happened'),
    data: z.object({
      case: v1CaseSummarySchema.nullable(),
      sequence: z.number().describe('The event’s place in the case’s history for this webhook (1, 2, ...)'),
    }),
  })
  .meta({
    example: {
      type: 'case.approved',
      timestamp: '2026-11-27T10:02:41.000Z',
      data: {
        case: {
          ...v1CaseSummaryExample,
          partnerCaseNumber: 'GX-4471',
          status: 'accepted',
          updatedAt: '2026-11-27T10:02:41.000Z',
        },
        sequence: 4,
      },
    },
  });
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

export const webhookIdParams = z.object({ id: idParam });
export const webhookDeliveryParams = z.object({ id: idParam, deliveryId: idParam });

// The calls: the admin page's (a session) and /api/v1's (an API key), the same bodies and answers. Each is declared
// as a literal of its own (ADR 42), the admin page's first.

const deletedAnswer = z.object({ deleted: z.number() });

export const integrationsWebhooksList = {
  method: 'GET',
  path: '/api/integrations/webhooks',
  answer: webhooksAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksCreate = {
  method: 'POST',
  path: '/api/integrations/webhooks',
  body: createWebhookBody,
  answer: webhookSecretAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksUpdate = {
  method: 'PATCH',
  path: '/api/integrations/webhooks/:id',
  params: webhookIdParams,
  body: updateWebhookBody,
  answer: webhookAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksDelete = {
  method: 'DELETE',
  path: '/api/integrations/webhooks/:id',
  params: webhookIdParams,
  answer: deletedAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksRotate = {
  method: 'POST',
  path: '/api/integrations/webhooks/:id/rotate-secret',
  params: webhookIdParams,
  body: rotateWebhookSecretBody,
  answer: webhookSecretAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksTest = {
  method: 'POST',
  path: '/api/integrations/webhooks/:id/test',
  params: webhookIdParams,
  answer: webhookDeliveryAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksDeliveries = {
  method: 'GET',
  path: '/api/integrations/webhooks/:id/deliveries',
  params: webhookIdParams,
  querystring: webhookDeliveriesQuery,
  answer: webhookDeliveriesAnswer,
} as const satisfies Endpoint;

export const integrationsWebhooksReplay = {
  method: 'POST',
  path: '/api/integrations/webhooks/:id/deliveries/:deliveryId/replay',
  params: webhookDeliveryParams,
  answer: webhookDeliveryAnswer,
} as const satisfies Endpoint;

export const v1WebhooksList = {
  method: 'GET',
  path: '/api/v1/webhooks',
  answer: webhooksAnswer,
} as const satisfies Endpoint;

export const v1WebhooksCreate = {
  method: 'POST',
  path: '/api/v1/webhooks',
  body: createWebhookBody,
  answer: webhookSecretAnswer,
} as const satisfies Endpoint;

export const v1WebhooksUpdate = {
  method: 'PATCH',
  path: '/api/v1/webhooks/:id',
  params: webhookIdParams,
  body: updateWebhookBody,
  answer: webhookAnswer,
} as const satisfies Endpoint;

export const v1WebhooksDelete = {
  method: 'DELETE',
  path: '/api/v1/webhooks/:id',
  params: webhookIdParams,
  answer: deletedAnswer,
} as const satisfies Endpoint;

export const v1WebhooksRotate = {
  method: 'POST',
  path: '/api/v1/webhooks/:id/rotate-secret',
  params: webhookIdParams,
  body: rotateWebhookSecretBody,
  answer: webhookSecretAnswer,
} as const satisfies Endpoint;

export const v1WebhooksTest = {
  method: 'POST',
  path: '/api/v1/webhooks/:id/test',
  params: webhookIdParams,
  answer: webhookDeliveryAnswer,
} as const satisfies Endpoint;

export const v1WebhooksDeliveries = {
  method: 'GET',
  path: '/api/v1/webhooks/:id/deliveries',
  params: webhookIdParams,
  querystring: webhookDeliveriesQuery,
  answer: webhookDeliveriesAnswer,
} as const satisfies Endpoint;

export const v1WebhooksReplay = {
  method: 'POST',
  path: '/api/v1/webhooks/:id/deliveries/:deliveryId/replay',
  params: webhookDeliveryParams,
  answer: webhookDeliveryAnswer,
} as const satisfies Endpoint;
