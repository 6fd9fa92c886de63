import {
  DESIGNER_OFF_MESSAGE,
  FORM_CHANGE_REQUESTS_LIMIT,
  FORM_CHANGE_SENT_MESSAGE,
  type FormChangeRequestsAnswer,
  type FormField,
  type formSampleBody,
  type FormHistoryAnswer,
  type LibraryAnswer,
  type MemberProcessFormAnswer,
  type ProcessFormAnswer,
} from '@casebridge/contract/process-forms';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor, Member } from '../../lib/access-policy.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { recordChangeRequest } from '../companies/change-request-writer.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { findCompanyDocument } from './company-documents-repository.ts';
import { formChangeEmail } from './form-change-email.ts';
import { checkFormSample } from './process-form-sample.ts';
import { findFormChangeRequester, findFormChangeRequests, findFormDesignerSwitch } from './process-form-repository.ts';
import {
  listFormHistory,
  listLibrary,
  readFormVersion,
  readProcessForm,
  restoreFormVersion,
  saveProcessForm,
} from './process-forms.ts';

/**
 * Issue 25 §5 (ADR 53): a company admin's own processes' forms. Every call is scoped to the admin's company (another
 * company's process is not found); reading the form and its history is every admin's, designing it (save, restore,
 * the library) only where the network turned the company's switch on. The saves go through the console's own
 * checks and version writer, so a member's save is judged exactly as the network's and records who saved it.
 */

/** Form change requests one admin may send an hour (as the company change requests, M-006). */
const REQUESTS_PER_HOUR = 10;

const scopeOf = (member: Member) => ({ companyId: member.companyId });

/**
 * A company admin whose company's switch is on. A process named must be the company's first: another company's
 * process is not found (404) whatever the switch says, so the answer never tells one company about another's ids.
 */
async function requireDesigner(deps: AppDeps, actor: Actor | null, documentId?: number): Promise<Member> {
  const member = requireCompanyAdmin(actor);
  if (documentId !== undefined && !(await findCompanyDocument(deps.db, member.companyId, documentId)))
    throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if ((await findFormDesignerSwitch(deps.db, member.companyId)) !== true) throw forbidden(DESIGNER_OFF_MESSAGE);
  return member;
}

export async function getMemberProcessForm(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
): Promise<MemberProcessFormAnswer> {
  const member = requireCompanyAdmin(actor);
  const form = await readProcessForm(deps, documentId, scopeOf(member));
  return { ...form, can_design: (await findFormDesignerSwitch(deps.db, member.companyId)) === true };
}

export async function getMemberFormHistory(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
): Promise<FormHistoryAnswer> {
  return listFormHistory(deps, documentId, scopeOf(requireCompanyAdmin(actor)));
}

export async function getMemberFormVersion(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  versionId: number,
): Promise<ProcessFormAnswer> {
  return readFormVersion(deps, documentId, versionId, scopeOf(requireCompanyAdmin(actor)));
}

export async function postMemberProcessForm(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  body: { fields: FormField[]; base_version_id: number | null },
): Promise<{ message: string; form: ProcessFormAnswer }> {
  const member = await requireDesigner(deps, actor, documentId);
  return saveProcessForm(deps, member, documentId, body, scopeOf(member));
}

export async function postMemberFormRestore(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  versionId: number,
): Promise<{ message: string; form: ProcessFormAnswer }> {
  const member = await requireDesigner(deps, actor, documentId);
  return restoreFormVersion(deps, member, documentId, versionId, scopeOf(member));
}

/** The network's library, to add fields from (a member adds existing fields; new ones are the network's). */
export async function getMemberLibrary(deps: AppDeps, actor: Actor | null): Promise<LibraryAnswer> {
  await requireDesigner(deps, actor);
  return listLibrary(deps);
}

/**
 * "Request a change": the admin's note reaches the network team by email (the outbox, in the transaction that
 * records the request and its audit entry) with the process's current version number, the version the admin sees.
 */
export async function requestFormChange(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  note: string,
): Promise<{ message: string; version_number: number }> {
  const member = requireCompanyAdmin(actor);
  const form = await readProcessForm(deps, documentId, scopeOf(member));
  await consumeRateLimit(deps.db, `form-change:${String(member.userId)}`, REQUESTS_PER_HOUR, 3600);
  const requester = await findFormChangeRequester(deps.db, member.userId);
  if (!requester) throw forbidden();
  const versionNumber = form.version.version_number;
  const emailId = await deps.db.transaction(async (tx) => {
    await recordChangeRequest(tx, {
      companyId: member.companyId,
      userId: member.userId,
      changeType: 'process_form',
      changes: note,
      contactDocumentId: documentId,
      documentVersionId: form.version.id,
    });
    await writeAuditLog(tx, {
      action: 'process.form.change_request',
      actorUserId: member.userId,
      impersonatorUserId: member.impersonatorId,
      companyId: member.companyId,
      details: { contact_document_id: documentId, version_id: form.version.id, version_number: versionNumber },
    });
    return insertOutboundEmail(
      tx,
      formChangeEmail({
        to: deps.config.membershipEmail,
        processName: form.document.name,
        versionNumber,
        note,
        company: { name: requester.companyName, slug: requester.companySlug },
        requester: { name: `${requester.firstName} ${requester.lastName}`.trim(), email: requester.email },
        link: `${deps.config.publicUrl}/super_admin/companies/${String(member.companyId)}/documents/${String(documentId)}/edit/${form.document.type}`,
      }),
    );
  });
  await deps.emails.dispatch([emailId]);
  return { message: FORM_CHANGE_SENT_MESSAGE, version_number: versionNumber };
}

/** The preview's sample submission against the admin's draft (or the form as it is): nothing is written. */
export async function postMemberFormSample(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof formSampleBody>,
): Promise<{ message: string }> {
  requireCompanyAdmin(actor);
  return checkFormSample(deps, body);
}

/** ADR 53: the form change requests every company's admins sent, newest first, for the network team's console. */
export async function listFormChangeRequests(deps: AppDeps): Promise<FormChangeRequestsAnswer> {
  const rows = await findFormChangeRequests(deps.db, FORM_CHANGE_REQUESTS_LIMIT);
  return {
    requests: rows.map((row) => ({
      id: row.id,
      company: { id: row.companyId, name: row.companyName },
      process: row.processId === null || row.processName === null ? null : { id: row.processId, name: row.processName },
      process_type: row.processType,
      version_number: row.versionNumber,
      note: row.note,
      sent_by:
        row.senderEmail === null
          ? null
          : `${`${row.senderFirstName ?? ''} ${row.senderLastName ?? ''}`.trim()} (${row.senderEmail})`,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
