import { z } from 'zod';
import { idField, nameField, optionalEmailField, optionalTextField } from './fields.ts';
import type { Endpoint } from './endpoint.ts';
import { messageSchema } from './errors.ts';

/** D-014: POST /api/collaborate_invite, an invitation to a partner the company cannot work with yet. */
export const collaborateInviteBody = z.object({
  company_id: idField,
  comments: optionalTextField(2000),
});
export type CollaborateInviteBody = z.input<typeof collaborateInviteBody>;
/** success false: nothing was sent (the company already works with that partner); the message says why. */
export const collaborateInviteAnswer = z.object({ success: z.boolean(), message: z.string() });
export type CollaborateInviteAnswer = z.infer<typeof collaborateInviteAnswer>;

export const OWN_COMPANY_INVITE_MESSAGE = 'Your own company needs no invitation.';

/** D-015: POST /api/missing_partner_request, a partner the network lacks; only the company name is required. */
export const missingPartnerBody = z.object({
  company_name: nameField,
  company_website: optionalTextField(255),
  contact_name: optionalTextField(100),
  contact_email: optionalEmailField,
  comment: optionalTextField(2000),
});
export type MissingPartnerBody = z.input<typeof missingPartnerBody>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const collaborateInvite = {
  method: 'POST',
  path: '/api/collaborate_invite',
  body: collaborateInviteBody,
  answer: collaborateInviteAnswer,
} as const satisfies Endpoint;
export const missingPartnerRequest = {
  method: 'POST',
  path: '/api/missing_partner_request',
  body: missingPartnerBody,
  answer: messageSchema,
} as const satisfies Endpoint;
