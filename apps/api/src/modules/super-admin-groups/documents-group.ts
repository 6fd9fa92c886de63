import { GROUP_DOCUMENTS_HIDDEN_MESSAGE } from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import { notFound } from '../../lib/app-error.ts';
import { showsDocuments } from '../partner-groups/company-group.ts';
import { requireGroup } from './get-group.ts';
import type { GroupRow } from './super-admin-groups-repository.ts';

/** 3 §6, ADR 27: open groups have no documents, for the super admin as for their members (showsDocuments). */
export async function requireDocumentsGroup(deps: AppDeps, id: number): Promise<GroupRow> {
  const group = await requireGroup(deps.db, id);
  if (!showsDocuments(group.community)) throw notFound(GROUP_DOCUMENTS_HIDDEN_MESSAGE);
  return group;
}
