import { z } from 'zod';
import type { FileFieldRule } from './case-feed.ts';
import { companySummarySchema } from './companies.ts';
import type { Endpoint } from './endpoint.ts';
import { ssoIdentitySources } from './enums.ts';
import { oneOrZeroField, optionalTextField, whenFieldsValid } from './fields.ts';
import { slugParam } from './landing.ts';

export const SSO_ENTITY_URI_MESSAGE = 'The entity identifier must be a URI.';
export const SSO_URL_MESSAGE = 'Enter an http or https address.';
export const SSO_FEDERATION_URL_REQUIRED_MESSAGE = "Enter the address of the identity provider's metadata.";
export const SSO_FILE_REQUIRED_MESSAGE = "Upload the identity provider's metadata file (XML).";
export const SSO_SAVED_MESSAGE = 'The single sign-on settings have been saved.';
/** The file part of the SSO forms (M-013, S-018): the identity provider's metadata XML. */
export const SSO_FILE_FIELD = 'sso_idp_file';
/** The largest identity-provider metadata accepted, as a file or from a URL. */
export const SSO_METADATA_MAX_BYTES = 512 * 1024;
/** Any type (the server parses the XML), up to SSO_METADATA_MAX_BYTES. */
export const ssoMetadataFileRule: FileFieldRule = {
  extensions: null,
  typeMessage: '',
  maxBytes: SSO_METADATA_MAX_BYTES,
  accept: '.xml,application/xml,text/xml,application/samlmetadata+xml',
};

const isUri = (value: string) => /^[a-z][a-z0-9+.-]*:\S+$/i.test(value) && URL.canParse(value);
const isHttpUrl = (value: string) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);

const optionalHttpUrl = optionalTextField(2000).refine((value) => value === null || isHttpUrl(value), SSO_URL_MESSAGE);

/**
 * M-011, M-013, S-016: the SSO fields of a company (the identity file travels beside them as a file part). The
 * entity identifier is the identity provider's entity ID, a URI; the federation URL the address of its metadata
 * (used when the source is url); the logout URL where our logout sends the user; sso_idp_initiated (1) lets a
 * response that answers no sign-in request of ours sign in (IdP-initiated sign-in, off unless sent as 1: ADR 22).
 */
export const ssoSettingsFields = z
  .object({
    sso_identity_source: z.enum(ssoIdentitySources, { error: 'Choose url or file.' }),
    sso_idp_entity_url: z
      .string({ error: SSO_ENTITY_URI_MESSAGE })
      .trim()
      .max(2000, 'At most 2000 characters.')
      .refine(isUri, SSO_ENTITY_URI_MESSAGE),
    sso_idp_federation_url: optionalHttpUrl,
    sso_idp_logout_url: optionalHttpUrl,
    sso_login_section: optionalTextField(5000),
    sso_registration_section: optionalTextField(5000),
    sso_idp_initiated: oneOrZeroField.default('0'),
  })
  .refine((fields) => fields.sso_identity_source !== 'url' || fields.sso_idp_federation_url !== null, {
    path: ['sso_idp_federation_url'],
    message: SSO_FEDERATION_URL_REQUIRED_MESSAGE,
    ...whenFieldsValid('sso_identity_source', 'sso_idp_federation_url'),
  });
export type SsoSettingsFields = z.output<typeof ssoSettingsFields>;

/** GET /api/admin/company/sso: the saved settings, what our side of the federation is, and the metadata in use. */
export const ssoSettingsAnswer = z.object({
  settings: z.object({
    sso_identity_source: z.enum(ssoIdentitySources).nullable(),
    sso_idp_entity_url: z.string().nullable(),
    sso_idp_federation_url: z.string().nullable(),
    sso_idp_logout_url: z.string().nullable(),
    sso_login_section: z.string().nullable(),
    sso_registration_section: z.string().nullable(),
    /** Whether an identity file is on record (M-014). */
    has_identity_file: z.boolean(),
    /** Whether the identity provider may sign users in unasked (IdP-initiated sign-in). */
    sso_idp_initiated: z.boolean(),
  }),
  /** M-012: the service provider's metadata URL, from the slug. */
  sp_metadata_url: z.string(),
  /** The identity provider's single sign-on address and when its metadata was last read (null: never). */
  idp_sso_url: z.string().nullable(),
  metadata_read_at: z.string().nullable(),
});
export type SsoSettingsAnswer = z.infer<typeof ssoSettingsAnswer>;

/** M-013: POST /api/admin/company/sso answers the saved company. */
export const saveSsoAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  company: companySummarySchema,
});
export type SaveSsoAnswer = z.infer<typeof saveSsoAnswer>;

/** Why a single sign-on did not complete: the landing's ?sso_error= (X-050). */
export const ssoErrorCodes = ['not_configured', 'rejected', 'foreign_address', 'disabled'] as const;
export type SsoErrorCode = (typeof ssoErrorCodes)[number];
export const ssoErrorMessages: Record<SsoErrorCode, string> = {
  not_configured: 'Single sign-on is not set up for this company yet. Contact your company administrator.',
  rejected: "Single sign-on failed: the identity provider's answer could not be accepted. Please try again.",
  foreign_address: 'Single sign-on failed: your account does not belong to this company.',
  disabled: 'Your account is disabled. Contact membership to re-activate.',
};

/** The HTTP-POST binding's form (SAML 2.0 bindings §3.5): the base64 response and the relay state we do not use. */
export const samlAcsBody = z.object({
  SAMLResponse: z.string().min(1).max(700_000),
  RelayState: z.string().max(80).optional(),
});

// The calls (issue 23: declared once, for the API's routes and the web's client).
/** A company's SAML service-provider metadata (XML). */
export const saml2Metadata = {
  method: 'GET',
  path: '/api/saml2/:slug/metadata',
  params: slugParam,
} as const satisfies Endpoint;
/** Where the browser goes to sign in with single sign-on (a redirect to the identity provider). */
export const saml2Login = {
  method: 'GET',
  path: '/api/saml2/:slug/login',
  params: slugParam,
} as const satisfies Endpoint;
/** Where the identity provider posts its answer (a redirect to the single-use sign-in link). */
export const saml2Acs = {
  method: 'POST',
  path: '/api/saml2/:slug/acs',
  params: slugParam,
  body: samlAcsBody,
} as const satisfies Endpoint;
export const getAdminCompanySso = {
  method: 'GET',
  path: '/api/admin/company/sso',
  answer: ssoSettingsAnswer,
} as const satisfies Endpoint;
/** Multipart: the seven fields and the identity provider's metadata file (SSO_FILE_FIELD). */
export const postAdminCompanySso = {
  method: 'POST',
  path: '/api/admin/company/sso',
  answer: saveSsoAnswer,
} as const satisfies Endpoint;
