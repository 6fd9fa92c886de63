import {
  COMPANY_NOT_FOUND_MESSAGE,
  COMPANY_SAVED_MESSAGE,
  LOGO_EXTENSIONS,
  LOGO_FILE_FIELD,
  LOGO_MAX_BYTES,
  LOGO_TYPE_MESSAGE,
  SLUG_TAKEN_MESSAGE,
  superAdminCompanyFields,
  type SaveSuperAdminCompanyAnswer,
} from '@casebridge/contract/super-admin-companies';
import { SSO_FILE_FIELD, SSO_METADATA_MAX_BYTES } from '@casebridge/contract/sso';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, fieldErrorsOf, notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { readUpload, type IncomingUpload, type ReceivedFile } from '../../lib/upload-file.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { checkSsoSettings } from '../sso/save-sso-settings.ts';
import { createCompany, updateCompany, type CompanyColumns } from '../companies/company-writer.ts';
import { findConsoleColumns, isSlugTaken } from './super-admin-companies-repository.ts';

/** The company form as posted (S-018): its text parts, the logo and the identity provider's file. */
export type CompanyForm = {
  fields: Record<string, string>;
  logo: ReceivedFile | null;
  identityFile: ReceivedFile | null;
};

const tooLarge = (what: string, bytes: number) => `The ${what} is larger than ${String(Math.round(bytes / 1024))} kB.`;

/** Reads the multipart company form; the logo must be a PNG or JPEG whose content says so. */
export async function readCompanyForm(deps: AppDeps, upload: IncomingUpload): Promise<CompanyForm> {
  const form = await readUpload(deps, upload, {
    files: {
      [LOGO_FILE_FIELD]: {
        types: LOGO_EXTENSIONS,
        typeMessage: LOGO_TYPE_MESSAGE,
        maxBytes: LOGO_MAX_BYTES,
        tooLargeMessage: tooLarge('file', LOGO_MAX_BYTES),
      },
      [SSO_FILE_FIELD]: {
        types: 'any',
        maxBytes: SSO_METADATA_MAX_BYTES,
        tooLargeMessage: tooLarge('identity file', SSO_METADATA_MAX_BYTES),
      },
    },
    limits: { fields: 40, parts: 45 },
  });
  const file = (field: string) => form.files.find((received) => received.field === field) ?? null;
  return { fields: form.fields, logo: file(LOGO_FILE_FIELD), identityFile: file(SSO_FILE_FIELD) };
}

const slugTaken = () => new AppError('validation', SLUG_TAKEN_MESSAGE, { slug: [SLUG_TAKEN_MESSAGE] });
const SSO_REQUIRED_MESSAGE = 'Single sign-on needs its identity provider: choose url or file and fill in its fields.';

/**
 * S-015..S-018: POST /api/super_admin/companies/{id} (0 creates). The company's fields are checked by the contract,
 * the login subdomain must be free among the companies and the partner programs' hosts (422 on slug), the SSO
 * settings go through the SSO module's own check (ADR 22) when a source is chosen, and the logo must be an image.
 * Nothing is written until all of it holds; the save is audited.
 */
export async function saveConsoleCompany(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  form: CompanyForm,
): Promise<SaveSuperAdminCompanyAnswer> {
  const admin = requireSuperAdmin(actor);
  const parsed = superAdminCompanyFields.safeParse(form.fields);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error.issues);
    throw new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);
  }
  const fields = parsed.data;
  const isNew = companyId === 0;
  const existing = isNew ? null : await findConsoleColumns(deps.db, companyId);
  if (!isNew && !existing) throw notFound(COMPANY_NOT_FOUND_MESSAGE);

  if (await isSlugTaken(deps.db, fields.slug, companyId)) throw slugTaken();
  if (fields.login_method === 'sso' && fields.sso_identity_source === '' && !existing?.ssoIdentitySource)
    throw new AppError('validation', SSO_REQUIRED_MESSAGE, { sso_identity_source: [SSO_REQUIRED_MESSAGE] });
  const ssoColumns =
    fields.sso_identity_source === ''
      ? {}
      : await checkSsoSettings(
          deps,
          { ssoIdentityFileKey: existing?.ssoIdentityFileKey ?? null },
          { fields: form.fields, file: form.identityFile },
        );
  const logo = form.logo ? { contentType: form.logo.contentType, key: await form.logo.keep() } : null;

  const columns: CompanyColumns & { name: string; slug: string } = {
    name: fields.name,
    url: fields.url,
    membershipType: fields.membership_type,
    loginMethod: fields.login_method,
    domain: fields.domain,
    additionalDomains: fields.additional_domains,
    communicationsEmail: fields.communications_email,
    bccResponseEmail: fields.bcc_response_email,
    slug: fields.slug,
    regionText: fields.region_text,
    publicWebText: fields.public_web_text,
    loginPageText: sanitizeOptionalHtml(fields.login_page_text),
    showInPublicWeb: fields.show_in_public_web === '1',
    allowNotes: fields.allow_notes === '1',
    ...ssoColumns,
    ...(logo ? { logoFileKey: logo.key, logoContentType: logo.contentType } : {}),
  };

  const replaced: { logo: string | null } = { logo: null };
  let savedId: number;
  try {
    savedId = await deps.db.transaction(async (tx) => {
      let id = companyId;
      if (isNew) id = await createCompany(tx, columns);
      else {
        const before = await updateCompany(tx, companyId, columns);
        if (!before) throw notFound(COMPANY_NOT_FOUND_MESSAGE);
        if (logo && before.logoFileKey !== null) replaced.logo = before.logoFileKey;
      }
      await writeAuditLog(tx, {
        action: isNew ? 'company.create' : 'company.update',
        actorUserId: admin.userId,
        impersonatorUserId: admin.impersonatorId,
        companyId: id,
        details: {
          name: fields.name,
          slug: fields.slug,
          membership_type: fields.membership_type,
          login_method: fields.login_method,
          logo: logo !== null,
          sso: fields.sso_identity_source !== '',
        },
      });
      return id;
    });
  } catch (error) {
    if (logo) await deps.files.delete(logo.key);
    if (isUniqueViolation(error)) throw slugTaken();
    throw error;
  }
  if (replaced.logo !== null) await deps.files.delete(replaced.logo);
  return { success: true, message: COMPANY_SAVED_MESSAGE, id: savedId };
}
