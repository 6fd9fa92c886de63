import type { CaseFile, CaseFilesAnswer } from '@casebridge/contract/case-feed';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { listCaseFiles } from './case-feed-repository.ts';
import { openFeedCase } from './open-feed-case.ts';

export async function listFilesOfCase(db: DbOrTx, caseId: number): Promise<CaseFile[]> {
  const rows = await listCaseFiles(db, caseId);
  return rows.map((row) => ({
    id: row.id,
    company: { id: row.companyId, name: row.companyName },
    uploaded_by:
      row.uploaderFirstName === null ? null : `${row.uploaderFirstName} ${row.uploaderLastName ?? ''}`.trim(),
    original_filename: row.originalFilename,
    description: row.description,
    content_type: row.contentType,
    size: row.size,
    created_at: row.createdAt.toISOString(),
  }));
}

/** DECISIONS 17: both parties list a case's files, whatever its status. */
export async function getCaseFiles(deps: AppDeps, actor: Actor | null, token: string): Promise<CaseFilesAnswer> {
  const found = await openFeedCase(deps, actor, token, 'case.file');
  return { files: await listFilesOfCase(deps.db, found.id) };
}
