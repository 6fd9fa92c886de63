import { z } from 'zod';
import { caseStatusSchema, casePrioritySchema, requirementSections, requirementTypeSchema } from './enums.ts';
import type { Endpoint } from './endpoint.ts';
import { caseTokenParams } from './cases.ts';
import { idParam } from './fields.ts';

/**
 * Issue 27, ADR 50: the versioned case API /api/v1, for members' ticketing systems. Its names are its own and stable
 * (camelCase, ISO 8601 times in UTC); the web app's calls may change, these do not within v1. A case is named by its
 * `id`, the same opaque reference the case pages use.
 */

export const V1_PAGE_SIZE_DEFAULT = 25;
export const V1_PAGE_SIZE_MAX = 100;
export const CURSOR_INVALID_MESSAGE = 'Not a cursor this API gave out.';

const isoTime = z.string().describe('An ISO 8601 date-time in UTC');

/** A case as the case API lists it, for the API document's examples (the list's and the webhooks' payloads). */
export const v1CaseSummaryExample = {
  id: 'k3JH2xQe9v0aLr7TqPz1mWc4',
  networkCaseNumber: 'CB-2026-000142',
  internalCaseNumber: 'INC0012345',
  partnerCaseNumber: null,
  direction: 'outbound',
  status: 'open',
  priority: 'high',
  summary: 'Storage array drops iSCSI sessions after firmware 4.2',
  partner: { id: 12, name: 'Globex' },
  createdAt: '2026-11-27T09:14:03.000Z',
  updatedAt: '2026-11-27T09:14:03.000Z',
};

export const v1CaseSummarySchema = z
  .object({
    id: z.string().describe('The case’s reference: opaque and stable'),
    networkCaseNumber: z.string(),
    internalCaseNumber: z.string().nullable().describe('Our own case number: the submitter’s or the receiver’s'),
    partnerCaseNumber: z.string().nullable(),
    direction: z.enum(['outbound', 'inbound']).describe('outbound: we submitted it; inbound: a partner sent it to us'),
    status: caseStatusSchema,
    priority: casePrioritySchema,
    summary: z.string(),
    partner: z.object({ id: z.number(), name: z.string() }),
    createdAt: isoTime,
    updatedAt: isoTime,
  })
  .meta({
    example: v1CaseSummaryExample,
  });
export type V1CaseSummary = z.infer<typeof v1CaseSummarySchema>;

/** GET /api/v1/cases: the filters and the page. */
export const v1CaseListQuery = z.object({
  status: caseStatusSchema.optional(),
  direction: z.enum(['outbound', 'inbound']).optional(),
  updatedSince: z.iso.datetime({ offset: true, error: 'Not an ISO 8601 date-time.' }).optional(),
  partner: z.coerce.number().int().positive().max(2_147_483_647).optional().describe('A partner company’s id'),
  internalCaseNumber: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number().int().min(1).max(V1_PAGE_SIZE_MAX).default(V1_PAGE_SIZE_DEFAULT),
  cursor: z.string().max(200).optional().describe('The nextCursor of the previous page'),
});

export const v1CaseListAnswer = z.object({
  data: z.array(v1CaseSummarySchema),
  nextCursor: z.string().nullable().describe('Send it as `cursor` for the next page; null on the last page'),
});
export type V1CaseListAnswer = z.infer<typeof v1CaseListAnswer>;

const v1ResponseSchema = z.object({
  type: z.enum(['approval', 'rejection', 'information-request', 'information-response']),
  caseNumber: z.string().nullable(),
  engineerName: z.string().nullable(),
  engineerEmail: z.string().nullable(),
  engineerPhone: z.string().nullable(),
  nextSteps: z.string().nullable(),
  note: z.string().nullable(),
  additionalInformation: z.string().nullable(),
  createdAt: isoTime,
});

export const v1CaseSchema = v1CaseSummarySchema.extend({
  description: z.string().nullable(),
  department: z.string().nullable(),
  waitingOn: z.enum(['submitter', 'receiver']).nullable().describe('The party the case waits on; null: nobody'),
  /** What we may do next, in the case's state and our party's place. */
  actions: z.array(z.string()),
  customerData: z.array(
    z.object({
      section: z.enum(requirementSections),
      field: z.string(),
      value: z.string().nullable(),
      type: requirementTypeSchema,
    }),
  ),
  responses: z.array(v1ResponseSchema),
  notes: z.array(
    z.object({
      company: z.string(),
      creatorName: z.string(),
      summary: z.string().nullable(),
      description: z.string().nullable(),
      createdAt: isoTime,
    }),
  ),
});
export type V1Case = z.infer<typeof v1CaseSchema>;
export const v1CaseAnswer = z.object({ case: v1CaseSchema }).meta({
  example: {
    case: {
      id: 'k3JH2xQe9v0aLr7TqPz1mWc4',
      networkCaseNumber: 'CB-2026-000142',
      internalCaseNumber: 'INC0012345',
      partnerCaseNumber: 'GX-4471',
      direction: 'outbound',
      status: 'accepted',
      priority: 'high',
      summary: 'Storage array drops iSCSI sessions after firmware 4.2',
      partner: { id: 12, name: 'Globex' },
      createdAt: '2026-11-27T09:14:03.000Z',
      updatedAt: '2026-11-27T10:02:41.000Z',
      description: 'Since the upgrade on Monday the hosts lose their sessions every few hours.',
      department: null,
      waitingOn: 'submitter',
      actions: ['close'],
      customerData: [{ section: 'problem_section', field: 'Array serial number', value: 'GX-44-1290', type: 'string' }],
      responses: [
        {
          type: 'approval',
          caseNumber: 'GX-4471',
          engineerName: 'Gina Park',
          engineerEmail: 'gina.park@globex.example',
          engineerPhone: null,
          nextSteps: 'Gina will call your engineer within the hour.',
          note: null,
          additionalInformation: null,
          createdAt: '2026-11-27T10:02:41.000Z',
        },
      ],
      notes: [],
    },
  },
});

// The calls

export const v1Cases = {
  method: 'GET',
  path: '/api/v1/cases',
  querystring: v1CaseListQuery,
  answer: v1CaseListAnswer,
} as const satisfies Endpoint;

export const getV1Cases = {
  method: 'GET',
  path: '/api/v1/cases/:token',
  params: caseTokenParams,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;

/**
 * POST /api/v1/cases/{id}/respond: the receiver's decision (approve with the engineer's details, request
 * information, reject) or the submitter's reply with the information asked for. A request and a rejection need a
 * note; a reply its information.
 */
export const v1Decisions = ['approve', 'requestInformation', 'reject', 'replyWithInformation'] as const;
export const v1RespondBody = z
  .object({
    decision: z.enum(v1Decisions, { error: 'Choose approve, requestInformation, reject or replyWithInformation.' }),
    caseNumber: z.string().max(100).optional().describe('The receiver’s own case number'),
    engineerName: z.string().max(200).optional(),
    engineerEmail: z.string().max(255).optional(),
    engineerPhone: z.string().max(40).optional(),
    nextSteps: z.string().max(5000).optional(),
    note: z.string().max(5000).optional(),
    additionalInformation: z.string().max(10000).optional(),
  })
  .meta({
    example: {
      decision: 'approve',
      caseNumber: 'GX-4471',
      engineerName: 'Gina Park',
      engineerEmail: 'gina.park@globex.example',
      nextSteps: 'Gina will call your engineer within the hour.',
    },
  });
export type V1RespondBody = z.infer<typeof v1RespondBody>;

/** POST /api/v1/cases/{id}/notes: a note on an accepted or information case (plain text, or sanitised HTML). */
export const v1NoteBody = z
  .object({
    summary: z.string().max(255).optional(),
    description: z.string().max(20000).optional(),
  })
  .meta({ example: { summary: 'Logs uploaded', description: 'The array logs from 09:00 to 10:00 UTC.' } });

export const v1CasesRespond = {
  method: 'POST',
  path: '/api/v1/cases/:token/respond',
  params: caseTokenParams,
  body: v1RespondBody,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;

export const v1CasesClose = {
  method: 'POST',
  path: '/api/v1/cases/:token/close',
  params: caseTokenParams,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;

export const v1CasesNotes = {
  method: 'POST',
  path: '/api/v1/cases/:token/notes',
  params: caseTokenParams,
  body: v1NoteBody,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;

/**
 * POST /api/v1/cases/{id}/internal-case-number: our own case number with our engineer, as the case page's correction
 * takes them (the submitter's internal case number, or the receiver's case number on its acceptance).
 */
export const v1InternalCaseNumberBody = z
  .object({
    internalCaseNumber: z.string().max(100),
    engineerName: z.string().max(200),
    engineerEmail: z.string().max(255),
    engineerPhone: z.string().max(25).optional(),
    phoneCountryCode: z.string().max(2).optional(),
  })
  .meta({
    example: { internalCaseNumber: 'INC0012399', engineerName: 'Dana Whitfield', engineerEmail: 'dana@acme.example' },
  });
export type V1InternalCaseNumberBody = z.infer<typeof v1InternalCaseNumberBody>;

export const v1CasesInternalCaseNumber = {
  method: 'POST',
  path: '/api/v1/cases/:token/internal-case-number',
  params: caseTokenParams,
  body: v1InternalCaseNumberBody,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;

/** The partner's id in /api/v1/partners/{id}/... */
export const v1PartnerParams = z.object({ id: idParam });
export const v1ProcessParams = z.object({ id: idParam, processId: idParam });

/** A field of a process's case form: its key in `fields` of a submission, what it asks and how it is checked. */
const v1FormFieldSchema = z.object({
  key: z.string().describe('The key of its value in a submission’s `fields`: custom_{id}'),
  label: z.string(),
  type: requirementTypeSchema,
  required: z.boolean(),
  section: z.enum(requirementSections),
  group: z.string().nullable(),
  options: z
    .array(z.string())
    .describe('The choices of a select or the main choices of a tierselect; empty for other types'),
  tiers: z
    .array(z.object({ value: z.string(), subOptions: z.array(z.string()), linkedRequired: z.array(z.string()) }))
    .describe(
      'A tierselect’s choices: each main choice’s sub-options, and those that ask for the linked text; empty for other types',
    ),
});

/** A tierselect's answer in a submission's `fields`: the main choice, its sub-option, the linked text it asks for. */
export const v1TierValueSchema = z.object({
  value: z.string().max(255),
  subOption: z.string().max(255).optional(),
  linked: z.string().max(1000).optional(),
});

export const v1ProcessesAnswer = z
  .object({
    partner: z.object({ id: z.number(), name: z.string() }),
    processes: z.array(
      z.object({
        id: z.number(),
        name: z.string(),
        type: z.string().describe('ticket, solution_support and json take cases; the others are information'),
        acceptsCases: z.boolean(),
        supportHours: z.string(),
        productSupported: z.string(),
        formFields: z.array(v1FormFieldSchema),
      }),
    ),
  })
  .meta({
    example: {
      partner: { id: 12, name: 'Globex' },
      processes: [
        {
          id: 31,
          name: 'Globex Storage Collaboration',
          type: 'ticket',
          acceptsCases: true,
          supportHours: '24x7',
          productSupported: 'G-Series arrays',
          formFields: [
            {
              key: 'custom_88',
              label: 'Array serial number',
              type: 'string',
              required: true,
              section: 'problem_section',
              group: null,
              options: [],
              tiers: [],
            },
          ],
        },
      ],
    },
  });
export type V1ProcessesAnswer = z.infer<typeof v1ProcessesAnswer>;

/** POST /api/v1/partners/{id}/processes/{processId}/cases: the case, our engineer and the process's fields. */
export const v1SubmitBody = z
  .object({
    engineer: z.object({
      firstName: z.string().max(200),
      lastName: z.string().max(200),
      email: z.string().max(300),
      phone: z.string().max(60).optional(),
      phoneCountryCode: z.string().max(10).optional().describe('ISO 3166 alpha-2, such as US'),
    }),
    internalCaseNumber: z.string().max(200),
    summary: z.string().max(500),
    description: z.string().max(40000),
    priority: casePrioritySchema,
    fields: z
      .record(
        z.string().regex(/^custom_\d+$/),
        z.union([z.string().max(20000), z.number(), z.boolean(), v1TierValueSchema]),
      )
      .default({})
      .describe('The process’s form fields by key (GET .../processes)'),
  })
  .meta({
    example: {
      engineer: { firstName: 'Dana', lastName: 'Whitfield', email: 'dana@acme.example' },
      internalCaseNumber: 'INC0012345',
      summary: 'Storage array drops iSCSI sessions after firmware 4.2',
      description: 'Since the upgrade on Monday the hosts lose their sessions every few hours.',
      priority: 'high',
      fields: { custom_88: 'GX-44-1290' },
    },
  });
export type V1SubmitBody = z.infer<typeof v1SubmitBody>;

export const v1PartnersProcesses = {
  method: 'GET',
  path: '/api/v1/partners/:id/processes',
  params: v1PartnerParams,
  answer: v1ProcessesAnswer,
} as const satisfies Endpoint;

/** The Idempotency-Key header is sent beside the body: the same key and body answer the first submission's case. */
export const v1PartnersProcessesCases = {
  method: 'POST',
  path: '/api/v1/partners/:id/processes/:processId/cases',
  params: v1ProcessParams,
  body: v1SubmitBody,
  answer: v1CaseAnswer,
} as const satisfies Endpoint;
