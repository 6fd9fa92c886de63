import type { CaseActionAnswer } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireCaseAccess } from '../access/require-access.ts';
import { applyCaseTransition } from './case-status-writer.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

/**
 * POST /api/caller/case/{token}/close (C-053, C-072): a user of the submitting company closes an accepted case; the
 * writer refuses any other status with 409.
 */
export async function closeCase(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  bodyToken: string | undefined,
): Promise<CaseActionAnswer> {
  const { caseId } = await requireCaseAccess(deps.db, actor, 'case.close', token);
  if (bodyToken !== undefined && bodyToken !== token)
    throw new AppError('validation', 'The token does not name this case.', {
      token: ['The token does not name this case.'],
    });
  const { emailIds, webhookIds } = await applyCaseTransition(deps.db, deps.config, {
    caseId,
    action: 'close',
    party: 'submitter',
    actor: { userId: actor?.userId ?? null, companyId: actor?.companyId ?? null },
  });
  await deps.emails.dispatch(emailIds);
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return { success: true, message: 'The case has been closed.' };
}
