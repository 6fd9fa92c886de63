import type { DbOrTx } from '../../db/client.ts';
import { helpHints } from '../../db/schema/help-hints.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';

/**
 * The network's reference data (issue 23): the help hints beside a form's fields (C-012) are written here; the
 * countries are the migrations' (drizzle/*_reference_data.sql), read where they are needed.
 */

/** A help hint, its HTML sanitised as it is stored (the demo seed's; the network's operators write them). */
export async function createHelpHint(
  db: DbOrTx,
  hint: { flag: string; title: string; content: string },
): Promise<void> {
  await db.insert(helpHints).values({ ...hint, content: sanitizeUserHtml(hint.content) });
}
