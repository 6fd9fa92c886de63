import type { z } from 'zod';
import type {
  FormHistoryAnswer,
  LibraryAnswer,
  LibraryField,
  ProcessFormAnswer,
  libraryFieldBody,
  processFormBody,
} from '@casebridge/contract/process-forms';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
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
