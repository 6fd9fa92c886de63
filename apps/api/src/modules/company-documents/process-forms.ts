import {
  FIELD_NOT_FOUND_MESSAGE,
  FIELD_RETIRED_MESSAGE,
  FIELD_SAVED_MESSAGE,
  FIELD_TYPE_MISMATCH_MESSAGE,
  FORM_SAVED_MESSAGE,
  NO_FORM_MESSAGE,
  STALE_FORM_MESSAGE,
  TYPE_FIXED_MESSAGE,
  VERSION_NOT_FOUND_MESSAGE,
  type FieldChange,
  type FormField,
  type FormHistoryAnswer,
  type LibraryAnswer,
  type LibraryField,
  type PlacedField,
  type ProcessFormAnswer,
} from '@casebridge/contract/process-forms';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import { isManagedType } from '@casebridge/contract/super-admin-documents';
import type { z } from 'zod';
import type { libraryFieldBody } from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { listVersionsRequirements } from '../case-submission/list-version-requirements.ts';
import { findCompanyDocument, findVersionManagers, type CompanyDocumentRow } from './company-documents-repository.ts';
import {
  findDocumentVersion,
  findDocumentVersions,
  findLibraryField,
  findLibraryFields,
  findFormSources,
  findLibraryFieldsByIds,
  type LibraryRow,
  type VersionSummaryRow,
} from './process-form-repository.ts';
import { findDocumentCompanyId } from './process-document-repository.ts';
import {
  createRequirement,
  insertVersion,
  setRequirementRetired,
  updateRequirement,
  type PlacedRequirement,
} from './process-writer.ts';

/**
 * Issue 25 (ADR 46): the network's field library and a process's form. A form is the requirement entries of a
 * version; a save, a restore or an import is the process's next version (the one writer, `insertVersion`), with
 * the current version's other columns, managers, tags and departments. Cases keep the version they were sent on.
 */

type LibraryBody = z.output<typeof libraryFieldBody>;

const toLibraryField = (row: LibraryRow): LibraryField => ({
  id: row.id,
  type: row.type,
  label: row.label,
  code_label: row.codeLabel,
  help_hint: row.helpHint,
  retired: row.retiredAt !== null,
  used_by_versions: row.usedByVersions,
});

export async function listLibrary(deps: AppDeps): Promise<LibraryAnswer> {
  const rows = await findLibraryFields(deps.db);
  return { fields: rows.map(toLibraryField) };
}

/** A field of the library created (0) or edited; its type is fixed once a version places it. */
export async function saveLibraryField(
  deps: AppDeps,
  by: Actor,
  id: number,
  body: LibraryBody,
): Promise<{ message: string; field: LibraryField }> {
  const savedId = await deps.db.transaction(async (tx) => {
    const values = { type: body.type, label: body.label, codeLabel: body.code_label, helpHint: body.help_hint };
    if (id === 0) {
      const created = await createRequirement(tx, values);
      await audit(tx, by, 'requirement.create', { requirement_id: created, type: body.type });
      return created;
    }
    const current = await findLibraryField(tx, id);
    if (!current) throw notFound(FIELD_NOT_FOUND_MESSAGE);
    if (current.type !== body.type && current.usedByVersions > 0)
      throw new AppError('validation', TYPE_FIXED_MESSAGE, { type: [TYPE_FIXED_MESSAGE] });
    await updateRequirement(tx, id, values);
    await audit(tx, by, 'requirement.update', { requirement_id: id });
    return id;
  });
  return { message: FIELD_SAVED_MESSAGE, field: await libraryField(deps.db, savedId) };
}

export async function retireLibraryField(
  deps: AppDeps,
  by: Actor,
  id: number,
  retired: boolean,
): Promise<{ message: string; field: LibraryField }> {
  await deps.db.transaction(async (tx) => {
    if (!(await findLibraryField(tx, id))) throw notFound(FIELD_NOT_FOUND_MESSAGE);
    await setRequirementRetired(tx, id, retired);
    await audit(tx, by, retired ? 'requirement.retire' : 'requirement.restore', { requirement_id: id });
  });
  return { message: FIELD_SAVED_MESSAGE, field: await libraryField(deps.db, id) };
}

async function libraryField(db: DbOrTx, id: number): Promise<LibraryField> {
  const row = await findLibraryField(db, id);
  if (!row) throw notFound(FIELD_NOT_FOUND_MESSAGE);
  return toLibraryField(row);
}

const audit = (tx: DbOrTx, by: Actor, action: string, details: Record<string, unknown>, companyId?: number) =>
  writeAuditLog(tx, {
    action,
    actorUserId: by.userId,
    impersonatorUserId: by.impersonatorId,
    companyId: companyId ?? null,
    details,
  });

// ---------------------------------------------------------------- a process's form

/**
 * Whose processes a call may name: any company's (the console), or one company's (its member admin, ADR 53: another
 * company's process is not found).
 */
export type FormScope = { companyId: number } | 'network';

/** The process in scope, with its current version; a process of a kind with no case form is refused. */
async function processOf(db: DbOrTx, documentId: number, scope: FormScope, lock = false): Promise<CompanyDocumentRow> {
  const companyId = scope === 'network' ? await findDocumentCompanyId(db, documentId) : scope.companyId;
  const row = companyId === undefined ? undefined : await findCompanyDocument(db, companyId, documentId, lock);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (!isManagedType(row.version.documentType)) throw conflict(NO_FORM_MESSAGE);
  return row;
}

const nameOf = (row: Pick<VersionSummaryRow, 'firstName' | 'lastName'>): string | null =>
  row.firstName === null ? null : `${row.firstName} ${row.lastName ?? ''}`.trim();

const summaryOf = (row: VersionSummaryRow) => ({
  id: row.id,
  version_number: row.versionNumber,
  created_at: row.createdAt.toISOString(),
  created_by: nameOf(row),
});

async function fieldsOf(db: DbOrTx, versionIds: number[]): Promise<Map<number, PlacedField[]>> {
  const rows = await listVersionsRequirements(db, versionIds);
  const byVersion = new Map<number, PlacedField[]>(versionIds.map((id) => [id, []]));
  for (const { versionId, ...field } of rows) byVersion.get(versionId)?.push(field);
  return byVersion;
}

async function formAt(db: DbOrTx, document: CompanyDocumentRow, versionId: number): Promise<ProcessFormAnswer> {
  const version = await findDocumentVersion(db, document.id, versionId);
  if (!version) throw notFound(VERSION_NOT_FOUND_MESSAGE);
  const fields = (await fieldsOf(db, [versionId])).get(versionId) ?? [];
  return {
    document: {
      id: document.id,
      name: document.name,
      company_id: document.companyId,
      type: document.version.documentType,
    },
    version: summaryOf(version),
    fields,
  };
}

/** The current version's form. */
export async function readProcessForm(
  deps: AppDeps,
  documentId: number,
  scope: FormScope = 'network',
): Promise<ProcessFormAnswer> {
  const document = await processOf(deps.db, documentId, scope);
  return formAt(deps.db, document, document.version.id);
}

/** One version's form (the history's view, and what a restore would bring back). */
export async function readFormVersion(
  deps: AppDeps,
  documentId: number,
  versionId: number,
  scope: FormScope = 'network',
): Promise<ProcessFormAnswer> {
  const document = await processOf(deps.db, documentId, scope);
  return formAt(deps.db, document, versionId);
}

/**
 * The fields checked against the library: each is a field of it, of the type the form says, and not retired unless
 * the current version has it already (a retired field stays on the versions that use it).
 */
export async function checkAgainstLibrary(
  tx: DbOrTx,
  fields: FormField[],
  kept: ReadonlySet<number>,
): Promise<FieldErrors> {
  const library = new Map(
    (await findLibraryFieldsByIds(tx, [...new Set(fields.map((field) => field.requirement_id))])).map((row) => [
      row.id,
      row,
    ]),
  );
  const errors: FieldErrors = {};
  for (const [index, field] of fields.entries()) {
    const known = library.get(field.requirement_id);
    const key = `fields.${String(index)}.requirement_id`;
    if (!known) errors[key] = [FIELD_NOT_FOUND_MESSAGE];
    else if (known.type !== field.requirement.type) errors[key] = [FIELD_TYPE_MISMATCH_MESSAGE];
    else if (known.retiredAt !== null && !kept.has(field.requirement_id)) errors[key] = [FIELD_RETIRED_MESSAGE];
  }
  return errors;
}

/** The rows a form places: its order is the sort order, the fixed-value types are never required. */
const placedOf = (fields: readonly (FormField | PlacedField)[]): PlacedRequirement[] =>
  fields.map((field) => ({
    requirementId: field.requirement_id,
    section: field.section,
    required: field.required && field.requirement.type !== 'hidden' && field.requirement.type !== 'copy',
    group: field.group,
    options: field.options,
    additionalSettings: field.additional_settings,
  }));

/** The form as the process's next version; the rest of the version is the current one's. */
async function writeFormVersion(
  tx: DbOrTx,
  document: CompanyDocumentRow,
  placed: PlacedRequirement[],
  by: Actor,
): Promise<number> {
  const { version } = document;
  const managers = await findVersionManagers(tx, version.id);
  return insertVersion(
    tx,
    document.id,
    version.id,
    {
      status: version.status,
      title: version.title,
      documentType: version.documentType,
      supportHours: version.supportHours,
      productSupported: version.productSupported,
      jsonType: version.jsonType,
      collaborateEmail: version.collaborateEmail,
      collaborateCcEmail: version.collaborateCcEmail,
      escalationInstructions: version.escalationInstructions,
      escalationAlias: version.escalationAlias,
      adminNote: version.adminNote,
      commonCustomerSectionTitle: version.commonCustomerSectionTitle,
    },
    { managers: managers.map(({ userType, userId }) => ({ userType, userId })), requirements: placed },
    by.userId,
  );
}

/**
 * Saves the form as the process's next version. The body was checked by the contract (every type's settings, the
 * groups); here each field must be of the library. The version the designer opened must still be the current one
 * (409 otherwise): a save never overwrites another's unseen save. Nothing is written unless all is well.
 */
export async function saveProcessForm(
  deps: AppDeps,
  by: Actor,
  documentId: number,
  body: { fields: FormField[]; base_version_id: number | null },
  scope: FormScope = 'network',
): Promise<{ message: string; form: ProcessFormAnswer }> {
  const versionId = await deps.db.transaction(async (tx) => {
    const document = await processOf(tx, documentId, scope, true);
    if (body.base_version_id !== null && body.base_version_id !== document.version.id)
      throw conflict(STALE_FORM_MESSAGE);
    const current = (await fieldsOf(tx, [document.version.id])).get(document.version.id) ?? [];
    const errors = await checkAgainstLibrary(tx, body.fields, new Set(current.map((field) => field.requirement_id)));
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined) throw new AppError('validation', first, errors);
    const saved = await writeFormVersion(tx, document, placedOf(body.fields), by);
    await audit(
      tx,
      by,
      'process.form.save',
      { contact_document_id: documentId, version_id: saved },
      document.companyId,
    );
    return saved;
  });
  return { message: FORM_SAVED_MESSAGE, form: await readFormVersion(deps, documentId, versionId, scope) };
}

/** An earlier version's fields brought back as the next version (the history's Restore). */
export async function restoreFormVersion(
  deps: AppDeps,
  by: Actor,
  documentId: number,
  fromVersionId: number,
  scope: FormScope = 'network',
): Promise<{ message: string; form: ProcessFormAnswer }> {
  const versionId = await deps.db.transaction(async (tx) => {
    const document = await processOf(tx, documentId, scope, true);
    if (!(await findDocumentVersion(tx, documentId, fromVersionId))) throw notFound(VERSION_NOT_FOUND_MESSAGE);
    const fields = (await fieldsOf(tx, [fromVersionId])).get(fromVersionId) ?? [];
    const saved = await writeFormVersion(tx, document, placedOf(fields), by);
    await audit(
      tx,
      by,
      'process.form.restore',
      { contact_document_id: documentId, version_id: saved, restored_version_id: fromVersionId },
      document.companyId,
    );
    return saved;
  });
  return { message: FORM_SAVED_MESSAGE, form: await readFormVersion(deps, documentId, versionId, scope) };
}

const HISTORY_LENGTH = 50;

/** What differs between a field in two versions. */
function detailsOf(before: PlacedField, beforeIndex: number, after: PlacedField, afterIndex: number): string[] {
  const details: string[] = [];
  if (before.section !== after.section) details.push(`section ${before.section} → ${after.section}`);
  else if (beforeIndex !== afterIndex) details.push('order');
  if (before.required !== after.required) details.push(after.required ? 'now required' : 'now optional');
  if ((before.group ?? '') !== (after.group ?? ''))
    details.push(`group ${before.group ?? 'none'} → ${after.group ?? 'none'}`);
  if (JSON.stringify(before.options) !== JSON.stringify(after.options)) details.push('options');
  if (JSON.stringify(before.additional_settings ?? {}) !== JSON.stringify(after.additional_settings ?? {}))
    details.push('settings');
  return details;
}

/** The fields added, removed and changed from one version to the next. */
export function diffFields(before: readonly PlacedField[], after: readonly PlacedField[]): FieldChange[] {
  const position = (fields: readonly PlacedField[]) =>
    new Map(
      fields.map((field) => [
        field.requirement_id,
        { field, index: fields.filter((other) => other.section === field.section).indexOf(field) },
      ]),
    );
  const old = position(before);
  const now = position(after);
  const changes: FieldChange[] = [];
  for (const [id, { field, index }] of now) {
    const was = old.get(id);
    if (!was) changes.push({ requirement_id: id, label: field.requirement.label, change: 'added', details: [] });
    else {
      const details = detailsOf(was.field, was.index, field, index);
      if (details.length > 0)
        changes.push({ requirement_id: id, label: field.requirement.label, change: 'changed', details });
    }
  }
  for (const [id, { field }] of old)
    if (!now.has(id))
      changes.push({ requirement_id: id, label: field.requirement.label, change: 'removed', details: [] });
  return changes;
}

/** The versions, newest first, each with who saved it and its fields' changes against the version before. */
export async function listFormHistory(
  deps: AppDeps,
  documentId: number,
  scope: FormScope = 'network',
): Promise<FormHistoryAnswer> {
  await processOf(deps.db, documentId, scope);
  const versions = (await findDocumentVersions(deps.db, documentId)).slice(0, HISTORY_LENGTH + 1);
  const fields = await fieldsOf(
    deps.db,
    versions.map((version) => version.id),
  );
  return {
    versions: versions.slice(0, HISTORY_LENGTH).map((version, index) => {
      const now = fields.get(version.id) ?? [];
      const previous = versions[index + 1];
      return {
        ...summaryOf(version),
        field_count: now.length,
        changes: previous ? diffFields(fields.get(previous.id) ?? [], now) : diffFields([], now),
      };
    }),
  };
}

/** The processes a form may be copied from (the console's picker). */
export async function listFormSources(deps: AppDeps, search: string, limit: number) {
  const rows = await findFormSources(deps.db, search, limit);
  return rows.map((row) => ({ id: row.id, name: row.name, company_name: row.companyName }));
}
