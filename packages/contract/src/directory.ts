import { z } from 'zod';
import { idField, MIN_SEARCH_LENGTH, searchTermField } from './fields.ts';
import { partnerTypeSchema } from './case-submission.ts';
import type { Endpoint } from './endpoint.ts';

/**
 * The member dashboard's partner directory (document 1 §2 Dashboard, §3, §7; D-003..D-010): the companies and
 * departments of the network with whether the viewer may send them a case (has_access, decided by the server from
 * group relations, ADR 13), the searches typed into it and the viewer's favorite partners.
 */

/** D-003: one partner of the directory. A company entry has department_id and department_name null. */
export const directoryEntrySchema = z.object({
  type: partnerTypeSchema,
  company_id: z.number(),
  company_name: z.string(),
  /** D-011: what the partner's logo is looked up by: the logo service by domain, our own resource by slug. */
  company_slug: z.string(),
  company_domain: z.string().nullable(),
  department_id: z.number().nullable(),
  department_name: z.string().nullable(),
  tags: z.array(z.object({ tag: z.string() })),
  has_access: z.boolean(),
});
export type DirectoryEntry = z.infer<typeof directoryEntrySchema>;

export const companyDirectoryAnswer = z.object({ directory: z.array(directoryEntrySchema) });
export type CompanyDirectoryAnswer = z.infer<typeof companyDirectoryAnswer>;

/** Issue 26: how many partners one answer of the partner search holds. */
export const PARTNER_SEARCH_PAGE = 50;
/** Issue 26: how far "Show more" goes; a longer list is narrowed by typing more. */
export const PARTNER_SEARCH_MAX_AFTER = 950;

/**
 * Issue 26, ADR 47: GET /api/caller/partner_search. With a term (D-004, X-049: at least 2 characters) the partners
 * whose company or department name or tag matches it, ranked by word-prefix of the names first, then by trigram
 * similarity; without one, the partners the caller's company sent cases to most recently (a limited member: its
 * partners by name, D-002). `after` is how many of the list the caller has already (the "Show more" of the list).
 */
export const partnerSearchQuery = z.object({
  q: z
    .string()
    .trim()
    .max(100, 'At most 100 characters.')
    .refine((q) => q === '' || q.length >= MIN_SEARCH_LENGTH, `At least ${String(MIN_SEARCH_LENGTH)} characters.`)
    .default(''),
  after: z.coerce
    .number()
    .int('A whole number.')
    .min(0, 'At least 0.')
    .max(PARTNER_SEARCH_MAX_AFTER, `At most ${String(PARTNER_SEARCH_MAX_AFTER)}.`)
    .default(0),
});
export type PartnerSearchQuery = z.input<typeof partnerSearchQuery>;

/**
 * Issue 26: one page of the partner search, as directory entries (each company followed by the departments that
 * match); `total` counts every match, `next` is the `after` of the next page (null on the last one), `recent` says
 * the list is the recently used partners (no term).
 */
export const partnerSearchAnswer = z.object({
  entries: z.array(directoryEntrySchema),
  total: z.number(),
  next: z.number().nullable(),
  recent: z.boolean(),
});
export type PartnerSearchAnswer = z.infer<typeof partnerSearchAnswer>;

/** D-007: a term typed into the partner search, saved after a pause (the word search report reads them). */
export const saveSearchBody = z.object({
  term: searchTermField,
  /** Where the search was typed: the dashboard sends 'dashboard'. */
  location: z.string().trim().min(1, 'This field is required.').max(50, 'At most 50 characters.'),
});
export type SaveSearchBody = z.input<typeof saveSearchBody>;
export const saveSearchAnswer = z.object({ search: z.object({ id: z.number() }) });
export type SaveSearchAnswer = z.infer<typeof saveSearchAnswer>;

/** D-008: the partner chosen from a saved search's results (a company, or a department of that company). */
export const resultToSearchBody = z.object({
  search_id: idField,
  member: z.object({ type: partnerTypeSchema, company_id: idField, department_id: idField.nullable().default(null) }),
});
export type ResultToSearchBody = z.input<typeof resultToSearchBody>;
export const resultToSearchAnswer = z.object({ success: z.literal(true) });

/** D-009, D-010: a starred partner with the process it was starred on. */
export const favoriteSchema = z.object({
  type: partnerTypeSchema,
  company_id: z.number(),
  company: z.string(),
  /** D-011: as on a directory entry, for the partner's logo. */
  company_slug: z.string(),
  company_domain: z.string().nullable(),
  department_id: z.number().nullable(),
  department: z.string().nullable(),
  document: z.object({ id: z.number(), name: z.string() }).nullable(),
});
export type Favorite = z.infer<typeof favoriteSchema>;
export const favoritesAnswer = z.object({ favorites: z.array(favoriteSchema) });
export type FavoritesAnswer = z.infer<typeof favoritesAnswer>;

// The calls (issue 23: declared once, for the API's routes and the web's client).
/** Answers 304, without a body, to the If-None-Match of the current directory. */
export const callerCompanyDirectory = {
  method: 'GET',
  path: '/api/caller/company_directory',
  answer: companyDirectoryAnswer,
} as const satisfies Endpoint;
/** Issue 26, ADR 47: the partner search, answered by the server a page at a time. */
export const callerPartnerSearch = {
  method: 'GET',
  path: '/api/caller/partner_search',
  querystring: partnerSearchQuery,
  answer: partnerSearchAnswer,
} as const satisfies Endpoint;
export const callerSaveSearch = {
  method: 'POST',
  path: '/api/caller/save_search',
  body: saveSearchBody,
  answer: saveSearchAnswer,
} as const satisfies Endpoint;
export const callerResultToSearch = {
  method: 'POST',
  path: '/api/caller/result_to_search',
  body: resultToSearchBody,
  answer: resultToSearchAnswer,
} as const satisfies Endpoint;
export const callerFavorites = {
  method: 'GET',
  path: '/api/caller/favorites',
  answer: favoritesAnswer,
} as const satisfies Endpoint;
