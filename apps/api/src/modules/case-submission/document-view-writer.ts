import type { DbOrTx } from '../../db/client.ts';
import { documentViews } from '../../db/schema/directory.ts';

/**
 * The one writer of `document_views` (issue 23): a member opening a partner's processes records one view of each, at
 * `at` (now, unless the demo seed dates it). The processes viewed report reads these (3 §2.2 reports).
 */
export async function insertDocumentViews(
  db: DbOrTx,
  documentIds: number[],
  viewer: { userId: number; companyId: number | null },
  at?: Date,
) {
  if (documentIds.length === 0) return;
  await db
    .insert(documentViews)
    .values(documentIds.map((contactDocumentId) => ({ contactDocumentId, ...viewer, createdAt: at })));
}
