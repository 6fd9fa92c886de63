import type { z } from 'zod';
import { NOTE_EMPTY_MESSAGE, type caseNoteBody, type CaseNote } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, forbidden } from '../../lib/app-error.ts';
import { hasVisibleText, sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { insertCaseNote } from '../cases/case-feed-writer.ts';
import { enqueueCaseWebhooks } from '../webhooks/case-webhooks.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';
import { findCompanyFeedSettings } from './case-feed-repository.ts';
import { openFeedCase, requireFeedOpen } from './open-feed-case.ts';
import { toCaseNote } from './to-case-note.ts';

export const SSO_REQUIRED_FOR_FEED_MESSAGE = 'Single Sign-On is required for the Collaboration Feed.';

/**
 * C-056: a party adds a note to an accepted or information case (DECISIONS 21); its company needs allow_notes
 * (C-055). The description is rich text, sanitised here; the summary is plain text.
 */
export async function addCaseNote(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: z.output<typeof caseNoteBody>,
): Promise<CaseNote> {
  const { actor: author, ...found } = await openFeedCase(deps, actor, token, 'case.note');
  const company = await findCompanyFeedSettings(deps.db, author.companyId);
  if (!company?.allowNotes) throw forbidden(SSO_REQUIRED_FOR_FEED_MESSAGE);
  requireFeedOpen(found.status, 'note');
  const description = body.description === null ? null : sanitizeUserHtml(body.description);
  const visibleDescription = description !== null && hasVisibleText(description) ? description : null;
  if (body.summary === null && visibleDescription === null)
    throw new AppError('validation', NOTE_EMPTY_MESSAGE, { summary: [NOTE_EMPTY_MESSAGE] });
  // Issue 27: the note and its webhook deliveries commit together.
  const { note, webhookIds } = await deps.db.transaction(async (tx) => {
    const row = await insertCaseNote(tx, {
      caseId: found.id,
      companyId: author.companyId,
      userId: author.userId,
      creatorName: `${author.firstName} ${author.lastName}`,
      summary: body.summary,
      description: visibleDescription,
    });
    const ids = await enqueueCaseWebhooks(tx, deps.config, {
      caseId: found.id,
      type: 'case.note_added',
      at: row.createdAt,
    });
    return { note: row, webhookIds: ids };
  });
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return toCaseNote(note, { id: note.companyId, name: company.name, url: company.url });
}
