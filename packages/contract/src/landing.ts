import { z } from 'zod';
import { companySummarySchema } from './companies.ts';
import { activeStatusSchema } from './enums.ts';
import { searchTermField } from './fields.ts';
import type { Endpoint } from './endpoint.ts';

export const slugParam = z.object({ slug: z.string().min(1).max(100) });
/** A partner program's vhost, the name of its banner. */
export const vhostParam = z.object({ vhost: z.string().min(1).max(100) });

export const countrySchema = z.object({ id: z.number(), name: z.string(), country_code: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const landingCompanySchema = companySummarySchema.extend({
  login_page_text: z.string().nullable(),
  sso_login_section: z.string().nullable(),
  sso_registration_section: z.string().nullable(),
});

/** O-001: a partner program's home: its banner comes from /api/resources/group_banner/{vhost}. */
export const landingGroupSchema = z.object({
  id: z.number(),
  name: z.string(),
  vhost: z.string(),
  status: activeStatusSchema,
  instructions: z.string().nullable(),
  links: z.array(z.object({ label: z.string(), url: z.string() })),
  /** Where to ask for a test application. */
  host_email: z.string().nullable(),
});

const personSchema = z.object({ first_name: z.string(), last_name: z.string() });

/** GET /api/caller/landing/{slug} (H-004): a company landing or a partner-group home. */
export const landingAnswer = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('company'),
    company: landingCompanySchema,
    manager: personSchema.nullable(),
    key_contacts: z.array(personSchema.extend({ city: z.string().nullable(), country_code: z.string().nullable() })),
    countries: z.array(countrySchema),
  }),
  z.object({
    type: z.literal('group'),
    group: landingGroupSchema,
    company: landingCompanySchema.nullable(),
    countries: z.array(countrySchema),
  }),
]);
export type LandingAnswer = z.infer<typeof landingAnswer>;

/** H-001, X-032: the main home's company search (POST /api/caller/landing_page); the box sends nothing shorter. */
export const landingSearchBody = z.object({ term: searchTermField });
export type LandingSearchBody = z.infer<typeof landingSearchBody>;

/** The companies found: their public name and the slug of their own host, nothing else. */
export const landingSearchAnswer = z.object({
  companies: z.array(z.object({ name: z.string(), slug: z.string() })),
});
export type LandingSearchAnswer = z.infer<typeof landingSearchAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
export const callerLanding = {
  method: 'GET',
  path: '/api/caller/landing/:slug',
  params: slugParam,
  answer: landingAnswer,
} as const satisfies Endpoint;
export const callerLandingPage = {
  method: 'POST',
  path: '/api/caller/landing_page',
  body: landingSearchBody,
  answer: landingSearchAnswer,
} as const satisfies Endpoint;
/** An image: a company's uploaded logo, or its initials. */
export const resourcesCompanyLogo = {
  method: 'GET',
  path: '/api/resources/company_logo/:slug',
  params: slugParam,
} as const satisfies Endpoint;
/** A stored file's key (64 hex characters) and a signed download's name, type, expiry (seconds) and signature. */
export const storedFileParam = z.object({ key: z.string().regex(/^[a-f0-9]{64}$/) });
export const signedFileQuery = z.object({
  name: z.string().min(1).max(255),
  type: z.string().min(1).max(255),
  expires: z.coerce.number().int(),
  signature: z.string().max(100),
});
export type SignedFileQuery = z.infer<typeof signedFileQuery>;
/**
 * A stored file through the local store's signed, short-lived download URL (ADR 44); the signature is the access, so
 * the URL is given only after the access check of the file's own call.
 */
export const resourcesFiles = {
  method: 'GET',
  path: '/api/resources/files/:key',
  params: storedFileParam,
  querystring: signedFileQuery,
} as const satisfies Endpoint;
/** An image: a partner program's banner. */
export const resourcesGroupBanner = {
  method: 'GET',
  path: '/api/resources/group_banner/:vhost',
  params: vhostParam,
} as const satisfies Endpoint;
