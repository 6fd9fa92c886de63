import type { CompanySummary } from '@casebridge/contract/companies';
import {
  SSO_FILE_FIELD,
  SSO_FILE_REQUIRED_MESSAGE,
  SSO_METADATA_MAX_BYTES,
  SSO_SAVED_MESSAGE,
  ssoSettingsFields,
  type SaveSsoAnswer,
  type SsoSettingsFields,
} from '@casebridge/contract/sso';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, type FieldErrors } from '../../lib/app-error.ts';
import { requireMember } from '../../lib/authorize.ts';
import { readUpload, type IncomingUpload, type ReceivedFile } from '../../lib/upload-file.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { toCompanySummary } from '../companies/to-company-summary.ts';
import { IdpMetadataError, parseIdpMetadata, type IdpMetadata } from './idp-metadata.ts';
import { metadataColumns, readIdpMetadataFromUrl, requireEntityMatch } from './idp-metadata-source.ts';
import { updateCompanySettings } from '../companies/company-writer.ts';
import { findSsoCompanyById } from './sso-repository.ts';

/** The SSO form as posted: its text fields and the identity file, if one was chosen. */
export type SsoForm = { fields: Record<string, string>; file: ReceivedFile | null };

const TOO_LARGE = `The identity file is larger than ${String(SSO_METADATA_MAX_BYTES / 1024)} kB.`;

/** Reads the multipart SSO form (M-013, S-018): the text fields and the file part; the file's name is not used. */
export async function readSsoForm(deps: AppDeps, upload: IncomingUpload): Promise<SsoForm> {
  const form = await readUpload(deps, upload, {
    files: { [SSO_FILE_FIELD]: { types: 'any', maxBytes: SSO_METADATA_MAX_BYTES, tooLargeMessage: TOO_LARGE } },
    limits: { fields: 10, parts: 11 },
  });
  return { fields: form.fields, file: form.files[0] ?? null };
}

const invalid = (fields: FieldErrors) =>
  new AppError('validation', Object.values(fields)[0]?.[0] ?? 'Please check the form.', fields);

function parseFields(raw: Record<string, string>): SsoSettingsFields {
  const parsed = ssoSettingsFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'form'] ??= []).push(issue.message);
  throw invalid(fields);
}

/**
 * M-011..M-014, S-016, S-018: saves a company's SSO settings, for its own admin and for the super admin's company
 * form alike. The identity provider's metadata is read at once (from the URL, or from the uploaded or the recorded
 * identity file) and must be valid and of the entity identifier entered; otherwise a field error says why and
 * nothing changes, the last good metadata included. The saved settings are the ones the next sign-in uses.
 */
export async function saveCompanySsoSettings(deps: AppDeps, companyId: number, form: SsoForm): Promise<CompanySummary> {
  const company = await findSsoCompanyById(deps.db, companyId);
  if (!company) throw new AppError('not_found', 'No company has this id.');
  const saved = await updateCompanySettings(deps.db, companyId, await checkSsoSettings(deps, company, form));
  if (!saved) throw new AppError('not_found', 'No company has this id.');
  return toCompanySummary(saved);
}

/**
 * The SSO columns a valid form sets (S-016: the super admin's company form writes them with the company's own, a new
 * company's included). Throws the field errors; an uploaded identity file is stored.
 */
export async function checkSsoSettings(deps: AppDeps, company: { ssoIdentityFileKey: string | null }, form: SsoForm) {
  const fields = parseFields(form.fields);
  const metadataField = fields.sso_identity_source === 'url' ? 'sso_idp_federation_url' : SSO_FILE_FIELD;
  let metadata: IdpMetadata;
  try {
    if (fields.sso_identity_source === 'url')
      metadata = await readIdpMetadataFromUrl(deps, fields.sso_idp_federation_url ?? '');
    else if (form.file) metadata = parseIdpMetadata((await form.file.read()).toString('utf8'));
    else if (company.ssoIdentityFileKey)
      metadata = parseIdpMetadata((await deps.files.read(company.ssoIdentityFileKey)).toString('utf8'));
    else throw invalid({ [SSO_FILE_FIELD]: [SSO_FILE_REQUIRED_MESSAGE] });
    requireEntityMatch(metadata, fields.sso_idp_entity_url);
  } catch (error) {
    if (error instanceof IdpMetadataError) throw invalid({ [metadataField]: [error.message] });
    throw error;
  }
  return {
    ssoIdentitySource: fields.sso_identity_source,
    ssoIdpEntityUrl: fields.sso_idp_entity_url,
    ssoIdpFederationUrl: fields.sso_idp_federation_url,
    ssoIdpLogoutUrl: fields.sso_idp_logout_url,
    ssoLoginSection: sanitizeOptionalHtml(fields.sso_login_section),
    ssoRegistrationSection: sanitizeOptionalHtml(fields.sso_registration_section),
    ssoIdpInitiated: fields.sso_idp_initiated === '1',
    // M-014: an uploaded identity file is kept and recorded; a URL source keeps the file on record for a later switch.
    ...(form.file && fields.sso_identity_source === 'file' ? { ssoIdentityFileKey: await form.file.keep() } : {}),
    ...metadataColumns(metadata, new Date()),
  };
}

/** M-013: POST /api/admin/company/sso, the admin's own company. */
export async function saveOwnSsoSettings(deps: AppDeps, actor: Actor | null, form: SsoForm): Promise<SaveSsoAnswer> {
  const member = requireMember(actor);
  const company = await saveCompanySsoSettings(deps, member.companyId, form);
  return { success: true, message: SSO_SAVED_MESSAGE, company };
}
