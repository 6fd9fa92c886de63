import { HELP_HINT_NOT_FOUND_MESSAGE, type HelpHint } from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/authorize.ts';
import { sanitizeUserHtml } from '../../lib/sanitize-html.ts';
import { findHelpHint } from './case-submission-repository.ts';

/**
 * C-012: GET /api/help_hints/{flag}, for any signed-in user (the console's sample form shows them too). Hints are written outside the product (ADR 14), so the answer is where their
 * HTML passes the sanitiser every time.
 */
export async function getHelpHint(deps: AppDeps, actor: Actor | null, flag: string): Promise<HelpHint> {
  requireUser(actor);
  const hint = await findHelpHint(deps.db, flag);
  if (!hint) throw notFound(HELP_HINT_NOT_FOUND_MESSAGE);
  return { title: hint.title, content: sanitizeUserHtml(hint.content) };
}
