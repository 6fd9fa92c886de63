import { z } from 'zod';
import type { Endpoint } from './endpoint.ts';

/** GET /api/config: what the SPA needs to know about its deployment (public). */
export const publicConfigAnswer = z.object({
  app_domain: z.string(),
  product_name: z.string(),
  events_url: z.string().nullable(),
  training_url: z.string().nullable(),
  dev_mailbox: z.boolean(),
  /** C-010: whether the network has a case exchange (CASE_EXCHANGE_URL); static processes offer it then (ADR 14). */
  case_exchange: z.boolean(),
  /** The network's membership team (MEMBERSHIP_EMAIL): the contact pages give for help with an account (H-014, H-022). */
  membership_email: z.string(),
  /**
   * D-011: the external logo image service (LOGO_SERVICE_URL), {domain} standing for a partner's domain; null: partner
   * logos come from our own resource only.
   */
  logo_service_url: z.string().nullable(),
  /** the largest file an upload takes, in bytes (UPLOAD_LIMIT_MB). */
  upload_limit_bytes: z.number().int().positive(),
  /**
   * O-017, ADR 24: the card payment provider whose browser script turns card details into a token; 'none': no card
   * payments (invoice only).
   */
  payment_provider: z.enum(['test', 'none']),
});
export type PublicConfig = z.infer<typeof publicConfigAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const config = { method: 'GET', path: '/api/config', answer: publicConfigAnswer } as const satisfies Endpoint;
