import type { RequirementEntry } from '@casebridge/contract/case-submission';
import type { RequirementSection } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { findRequirementEntries } from './case-submission-repository.ts';
import { toRequirementEntry } from './load-partner-documents.ts';

/** M-030: a version's requirements in the form's order, each with its section (the admin's fields preview). */
export async function listVersionRequirements(
  db: DbOrTx,
  versionId: number,
): Promise<(RequirementEntry & { section: RequirementSection })[]> {
  const rows = await findRequirementEntries(db, [versionId]);
  return rows.map((row) => ({ ...toRequirementEntry(row), section: row.section }));
}

/** Issue 25: the requirements of several versions (a process's form history), each with its version and section. */
export async function listVersionsRequirements(
  db: DbOrTx,
  versionIds: number[],
): Promise<(RequirementEntry & { section: RequirementSection; versionId: number })[]> {
  const rows = await findRequirementEntries(db, versionIds);
  return rows.map((row) => ({ ...toRequirementEntry(row), section: row.section, versionId: row.versionId }));
}
