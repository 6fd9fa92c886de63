import { z } from 'zod';
import { countryCodeField, emailField, nameField, optionalTextField, phoneField } from './fields.ts';
import type { Endpoint } from './endpoint.ts';

const optionalText = optionalTextField;

/** A manager request's or its response's public token (the emailed /manager/response/{token} link). */
export const managerRequestTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Not a valid link.'),
});

/** C-032: POST /api/manager/request/create, the manager request form of a manager-type process. */
export const managerRequestBody = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone: phoneField,
  phone_country_code: countryCodeField,
  internal_reference: z.string().trim().min(1, 'This field is required.').max(100, 'At most 100 characters.'),
  vendor_reference: optionalText(100),
  business_impact: z.string().trim().min(1, 'This field is required.').max(5000, 'At most 5000 characters.'),
  escalation_type: optionalText(50),
  update_profile: z.boolean().optional().default(true),
  notes: optionalText(5000),
  /** The submitting company's name as the form shows it (informational: the server uses the session's company). */
  company: optionalText(200),
  receive_company_id: z.number().int().positive(),
  contact_document_id: z.number().int().positive(),
});
export type ManagerRequestBody = z.input<typeof managerRequestBody>;

export const managerRequestCreatedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  /** The manager case's reference (/my-cases/{case_token}); the managers' own link is only in their email. */
  case_token: z.string(),
  /** The manager case's network case number (issue 24). */
  network_case_number: z.string(),
  escalation_instructions: z.string().nullable(),
});

/** A manager's answer to a request (C-035). */
export const managerResponseSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  phone_country_code: z.string(),
  internal_reference: z.string().nullable(),
  escalation_type: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.string(),
});
export type ManagerResponse = z.infer<typeof managerResponseSchema>;

/** C-034: GET /api/manager/request/get/{token}. */
export const managerRequestAnswer = z.object({
  token: z.string(),
  submitting_company: z.string(),
  receiving_company: z.string(),
  internal_reference: z.string().nullable(),
  vendor_reference: z.string().nullable(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  notes: z.string().nullable(),
  business_impact: z.string().nullable(),
  escalation_type: z.string().nullable(),
  created_at: z.string(),
  responses: z.array(managerResponseSchema),
});
export type ManagerRequestAnswer = z.infer<typeof managerRequestAnswer>;

/** C-035: GET /api/manager/request/response/get/{token}. */
export const managerResponsesAnswer = z.object({ responses: z.array(managerResponseSchema) });

/** C-036: POST /api/manager/request/response/{token}. */
export const managerResponseBody = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone: phoneField,
  phone_country_code: countryCodeField,
  /** The form's "numbers only" phone choice; the phone is validated either way. */
  only_numbers: z.boolean().optional(),
  internal_reference: optionalText(100),
  escalation_type: optionalText(50),
  update_profile: z.boolean().optional().default(true),
  notes: z.string().trim().min(1, 'This field is required.').max(5000, 'At most 5000 characters.'),
});
export type ManagerResponseBody = z.input<typeof managerResponseBody>;

export const MANAGER_RESPONSE_SENT_MESSAGE = 'Your response has been sent.';
export const MANAGER_ALREADY_ANSWERED_MESSAGE = 'This request has already been answered.';
export const managerResponseAnswer = z.object({ message: z.string(), responses: z.array(managerResponseSchema) });

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const managerRequestCreate = {
  method: 'POST',
  path: '/api/manager/request/create',
  body: managerRequestBody,
  answer: managerRequestCreatedAnswer,
} as const satisfies Endpoint;
export const managerRequestGet = {
  method: 'GET',
  path: '/api/manager/request/get/:token',
  params: managerRequestTokenParams,
  answer: managerRequestAnswer,
} as const satisfies Endpoint;
export const managerRequestResponseGet = {
  method: 'GET',
  path: '/api/manager/request/response/get/:token',
  params: managerRequestTokenParams,
  answer: managerResponsesAnswer,
} as const satisfies Endpoint;
export const managerRequestResponse = {
  method: 'POST',
  path: '/api/manager/request/response/:token',
  params: managerRequestTokenParams,
  body: managerResponseBody,
  answer: managerResponseAnswer,
} as const satisfies Endpoint;
