import type { z } from 'zod';
import { COMPANY_NOT_FOUND_MESSAGE } from '@casebridge/contract/super-admin-companies';
import {
  DESIGNER_SWITCH_SAVED_MESSAGE,
  FORM_SOURCES_LIMIT,
  type FormSource,
  type formSampleBody,
} from '@casebridge/contract/process-forms';
import type {
  FormChangeRequestsAnswer,
  FormHistoryAnswer,
  LibraryAnswer,
  LibraryField,
  ProcessFormAnswer,
  libraryFieldBody,
  processFormBody,
} from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { updateCompanySettings } from '../companies/company-writer.ts';
import { listFormChangeRequests } from '../company-documents/member-process-forms.ts';
import { checkFormSample } from '../company-documents/process-form-sample.ts';
import { listFormSources } from '../company-documents/process-forms.ts';
import {
  listFormHistory,
  listLibrary,
  readFormVersion,
  readProcessForm,
  restoreFormVersion,
  retireLibraryField,
  saveLibraryField,
  saveProcessForm,
} from '../company-documents/process-forms.ts';

// Issue 25 (ADR 46): the console's Fields page and process form designer, super admins only, on the process
// services of company-documents (the tables' one writer).

type Saved<T> = Promise<{ message: string } & T>;

/** ADR 53: the members' form change requests, newest first. */
export function getFormChangeRequests(deps: AppDeps, actor: Actor | null): Promise<FormChangeRequestsAnswer> {
  requireSuperAdmin(actor);
  return listFormChangeRequests(deps);
}

export function getLibrary(deps: AppDeps, actor: Actor | null): Promise<LibraryAnswer> {
  requireSuperAdmin(actor);
  return listLibrary(deps);
}

export function postLibraryField(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: z.output<typeof libraryFieldBody>,
): Saved<{ field: LibraryField }> {
  return saveLibraryField(deps, requireSuperAdmin(actor), id, body);
}

export function postRetireLibraryField(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  retired: boolean,
): Saved<{ field: LibraryField }> {
  return retireLibraryField(deps, requireSuperAdmin(actor), id, retired);
}

export function getProcessForm(deps: AppDeps, actor: Actor | null, documentId: number): Promise<ProcessFormAnswer> {
  requireSuperAdmin(actor);
  return readProcessForm(deps, documentId);
}

export function postProcessForm(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  body: z.output<typeof processFormBody>,
): Saved<{ form: ProcessFormAnswer }> {
  return saveProcessForm(deps, requireSuperAdmin(actor), documentId, body);
}

export function getFormHistory(deps: AppDeps, actor: Actor | null, documentId: number): Promise<FormHistoryAnswer> {
  requireSuperAdmin(actor);
  return listFormHistory(deps, documentId);
}

export function getFormVersion(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  versionId: number,
): Promise<ProcessFormAnswer> {
  requireSuperAdmin(actor);
  return readFormVersion(deps, documentId, versionId);
}

export function postRestoreFormVersion(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  versionId: number,
): Saved<{ form: ProcessFormAnswer }> {
  return restoreFormVersion(deps, requireSuperAdmin(actor), documentId, versionId);
}

/** The preview's sample submission against the draft: checked as a submission, nothing written. */
export function postFormSample(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof formSampleBody>,
): Promise<{ message: string }> {
  requireSuperAdmin(actor);
  return checkFormSample(deps, body);
}

/** The copy picker: the network's processes with a form whose name or company matches the search. */
export async function getFormSources(
  deps: AppDeps,
  actor: Actor | null,
  search: string,
): Promise<{ processes: FormSource[] }> {
  requireSuperAdmin(actor);
  return { processes: await listFormSources(deps, search, FORM_SOURCES_LIMIT) };
}

/** ADR 53: the company editor's switch that lets the company's admins design their own forms; audited. */
export async function postFormDesignerSwitch(
  deps: AppDeps,
  actor: Actor | null,
  companyId: number,
  enabled: boolean,
): Promise<{ message: string; enabled: boolean }> {
  const admin = requireSuperAdmin(actor);
  await deps.db.transaction(async (tx) => {
    if (!(await updateCompanySettings(tx, companyId, { formDesigner: enabled })))
      throw notFound(COMPANY_NOT_FOUND_MESSAGE);
    await writeAuditLog(tx, {
      action: 'company.form_designer',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { enabled },
    });
  });
  return { message: DESIGNER_SWITCH_SAVED_MESSAGE, enabled };
}
