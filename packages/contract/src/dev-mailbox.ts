import { z } from 'zod';
import { outboundEmailStatuses } from './enums.ts';
import type { Endpoint } from './endpoint.ts';

export const mailboxMessageSchema = z.object({
  id: z.number(),
  to: z.array(z.string()),
  cc: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  links: z.array(z.string()),
  status: z.enum(outboundEmailStatuses),
  created_at: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;

/** GET /api/dev/mailbox: newest first (absent in production). */
export const mailboxAnswer = z.object({ messages: z.array(mailboxMessageSchema) });
export type MailboxAnswer = z.infer<typeof mailboxAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const devMailbox = {
  method: 'GET',
  path: '/api/dev/mailbox',
  answer: mailboxAnswer,
} as const satisfies Endpoint;
