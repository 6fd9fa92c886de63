import { uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import {
  ADDENDUM_EXTENSIONS,
  ADDENDUM_FILE_FIELD,
  BANNER_EXTENSIONS,
  BANNER_FILE_FIELD,
  COMPANY_NOT_FOUND_MESSAGE,
  DEPARTMENT_NOT_OF_COMPANY_MESSAGE,
  DOCUMENT_NOT_OF_COMPANY_MESSAGE,
  GROUP_SAVED_MESSAGE,
  GROUP_TYPE_FIXED_MESSAGE,
  VHOST_TAKEN_MESSAGE,
  groupFormBody,
  type GroupFormBody,
  type SaveGroupAnswer,
} from '@casebridge/contract/super-admin-groups';
import { MSTEAMS_MANAGER_REQUIRED_MESSAGE, MSTEAMS_URL_REQUIRED_MESSAGE } from '@casebridge/contract/msteams';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, fieldErrorsOf, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { readUpload, type IncomingUpload, type UploadFormSpec } from '../../lib/upload-file.ts';
import { connectTeamsChannel, type TeamsSettings } from '../webhooks/connect-teams-channel.ts';
import { webhookUrlRefusal } from '../webhooks/webhook-address.ts';
import { requireGroup } from './get-group.ts';
import { toGroupAnswer } from './group-answers.ts';
import {
  findCompany,
  findCompanyDepartments,
  findCompanyDocuments,
  isHostTaken,
} from './super-admin-groups-repository.ts';
import { insertCommunity, updateCommunity, upsertPartnerGroup } from './group-writer.ts';

/** The group form (S-053..S-055): its fields, the addendum (a PDF) and the banner (an image). */
const groupForm = (limit: number): UploadFormSpec => ({
  files: {
    [ADDENDUM_FILE_FIELD]: {
      types: ADDENDUM_EXTENSIONS,
      maxBytes: limit,
      tooLargeMessage: uploadTooLargeMessage(limit),
    },
    [BANNER_FILE_FIELD]: {
      types: BANNER_EXTENSIONS,
      maxBytes: limit,
      tooLargeMessage: uploadTooLargeMessage(limit),
    },
  },
  limits: { fields: 40, parts: 42, fieldSize: 25_000 },
});

const invalid = (errors: FieldErrors) =>
  new AppError('validation', Object.values(errors)[0]?.[0] ?? 'Please check the form.', errors);

/** The sponsor, its department and its process must fit together; a vhost must be free. */
async function checkReferences(deps: AppDeps, body: GroupFormBody, groupId: number | null): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const sponsorId = body.sponsor_company_id;
  const sponsor = sponsorId === null ? undefined : await findCompany(deps.db, sponsorId);
  if (sponsorId !== null && !sponsor) errors.sponsor_company_id = [COMPANY_NOT_FOUND_MESSAGE];
  if (body.department_id !== null) {
    const departments = sponsor ? await findCompanyDepartments(deps.db, sponsor.id) : [];
    if (!departments.some((d) => d.id === body.department_id))
      errors.department_id = [DEPARTMENT_NOT_OF_COMPANY_MESSAGE];
  }
  if (body.document_id !== null) {
    const documents = sponsor ? await findCompanyDocuments(deps.db, sponsor.id) : [];
    if (!documents.some((d) => d.id === body.document_id)) errors.document_id = [DOCUMENT_NOT_OF_COMPANY_MESSAGE];
  }
  if (body.type === 'partner_program' && body.vhost !== null && (await isHostTaken(deps.db, body.vhost, groupId)))
    errors.vhost = [VHOST_TAKEN_MESSAGE];
  if (body.msteams_integration) {
    if (body.msteams_manager_email === null) errors.msteams_manager_email = [MSTEAMS_MANAGER_REQUIRED_MESSAGE];
    const refusal =
      body.msteams_team_url === null
        ? MSTEAMS_URL_REQUIRED_MESSAGE
        : webhookUrlRefusal(body.msteams_team_url, deps.config.webhookAllowLoopback);
    if (refusal) errors.msteams_team_url = [refusal];
  }
  return errors;
}

const cents = (dollars: number) => Math.round(dollars * 100);

const teamsSettingsOf = (c: {
  msteamsIntegration: boolean;
  msteamsManagerEmail: string | null;
  msteamsTeamUrl: string | null;
}): TeamsSettings => ({
  integration: c.msteamsIntegration,
  managerEmail: c.msteamsManagerEmail,
  url: c.msteamsTeamUrl,
});

/**
 * S-053..S-055: POST /api/super_admin/groups/{id} (0 creates), multipart of the group's fields with addendum_file (a
 * PDF) and group_banner (an image). A partner program gets or keeps its partner group; the type of an existing
 * group is fixed. Nothing is stored on any error; a replaced file's old bytes are removed after the save. The Teams
 * fields connect the group's channel (ADR 58): its manager is emailed a connect link when it needs one.
 */
export async function saveGroup(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  upload: IncomingUpload,
): Promise<SaveGroupAnswer> {
  requireSuperAdmin(actor);
  const existing = id === 0 ? null : await requireGroup(deps.db, id);
  const form = await readUpload(deps, upload, groupForm(deps.config.uploadLimitBytes));
  const parsed = groupFormBody.safeParse(form.fields);
  if (!parsed.success) throw invalid(fieldErrorsOf(parsed.error.issues));
  const body = parsed.data;
  if (existing && existing.community.type !== body.type) throw invalid({ type: [GROUP_TYPE_FIXED_MESSAGE] });
  const errors = await checkReferences(deps, body, existing?.community.id ?? null);
  if (Object.keys(errors).length > 0) throw invalid(errors);

  const addendum = form.files.find((file) => file.field === ADDENDUM_FILE_FIELD);
  const banner =
    body.type === 'partner_program' ? form.files.find((file) => file.field === BANNER_FILE_FIELD) : undefined;
  const addendumKey = addendum ? await addendum.keep() : null;
  const bannerKey = banner ? await banner.keep() : null;
  const bannerType = banner?.contentType ?? null;

  const community = {
    status: body.status,
    name: body.name,
    description: body.description,
    type: body.type,
    sponsorCompanyId: body.sponsor_company_id,
    departmentId: body.department_id,
    documentId: body.document_id,
    addendumName: body.addendum_name,
    customSla: body.custom_sla,
    p1Message: body.p1_message,
    p2Message: body.p2_message,
    p3Message: body.p3_message,
    p1ResponseTime: body.p1_response_time,
    p2ResponseTime: body.p2_response_time,
    p3ResponseTime: body.p3_response_time,
    msteamsIntegration: body.msteams_integration,
    msteamsManagerEmail: body.msteams_manager_email,
    msteamsTeamUrl: body.msteams_team_url,
    ...(addendumKey === null ? {} : { addendumFileKey: addendumKey }),
  };
  const stored = [addendumKey, bannerKey].filter((key): key is string => key !== null);
  const { groupId, emailIds } = await deps.db
    .transaction(async (tx) => {
      const savedId = existing ? existing.community.id : await insertCommunity(tx, community);
      if (existing) await updateCommunity(tx, savedId, community);
      const teamsEmailIds = await connectTeamsChannel(
        tx,
        deps.config,
        { id: savedId, name: body.name },
        existing ? teamsSettingsOf(existing.community) : null,
        teamsSettingsOf(community),
      );
      if (body.type === 'partner_program' && body.vhost !== null)
        await upsertPartnerGroup(tx, {
          communityId: savedId,
          vhost: body.vhost,
          hostEmail: body.host_email,
          price: cents(body.price),
          priceThreeYears: cents(body.price_three_years),
          instructions: sanitizeOptionalHtml(body.instructions),
          links: body.links,
          forceAddendum: body.force_addendum,
          registrationStatusUrl: body.registration_status_url,
          ...(bannerKey === null ? {} : { bannerFileKey: bannerKey, bannerContentType: bannerType }),
        });
      return { groupId: savedId, emailIds: teamsEmailIds };
    })
    .catch(async (error: unknown) => {
      await Promise.all(stored.map((key) => deps.files.delete(key)));
      throw error;
    });
  const replaced = [
    addendumKey === null ? null : existing?.community.addendumFileKey,
    bannerKey === null ? null : existing?.partnerGroup?.bannerFileKey,
  ].filter((key): key is string => typeof key === 'string');
  await Promise.all(replaced.map((key) => deps.files.delete(key)));
  await deps.emails.dispatch(emailIds);
  return { message: GROUP_SAVED_MESSAGE, ...toGroupAnswer(deps, await requireGroup(deps.db, groupId)) };
}
