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
