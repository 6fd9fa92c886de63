import type { CaseActionAnswer, UpdateEngineerBody } from '@casebridge/contract/cases';
import { statusAllowsWork } from '@casebridge/contract/case-status';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireCaseAccess } from '../access/require-access.ts';
import { findCaseStatus, insertEngineerCorrectionEvent, updateCaseEngineer } from './case-repository.ts';
import { enqueueCaseWebhooks } from '../webhooks/case-webhooks.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

export const UPDATE_SUBMISSION_REFUSED_MESSAGE =
  'Submission details can be updated only while the case is accepted or waiting for information.';

/** "Dana van Whitfield" is first name Dana, last name "van Whitfield"; one word is a first name alone. */
export function splitName(name: string): { first: string; last: string | null } {
  const [first = name, ...rest] = name.trim().split(/\s+/);
  return { first, last: rest.length === 0 ? null : rest.join(' ') };
}

/**
 * POST /api/caller/case/{token}/update-submission (C-051, X-011): the submitting company corrects its engineer and
 * its own case number, with the same fields as the receiver's update.
 */
export async function updateCaseSubmission(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: UpdateEngineerBody,
): Promise<CaseActionAnswer> {
  const { caseId } = await requireCaseAccess(deps.db, actor, 'case.update_submission', token);
  const name = splitName(body.engineer_name);
  const at = new Date();
  const webhookIds = await deps.db.transaction(async (tx) => {
    const status = await findCaseStatus(tx, caseId);
    if (status === undefined || !statusAllowsWork(status, 'update_submission'))
      throw conflict(UPDATE_SUBMISSION_REFUSED_MESSAGE);
    await updateCaseEngineer(
      tx,
      caseId,
      {
        internalCaseNumber: body.case_number,
        engineerFirstName: name.first,
        engineerLastName: name.last,
        engineerEmail: body.engineer_email,
        engineerPhone: body.engineer_phone,
        engineerPhoneCountryCode: body.phone_country_code,
      },
      at,
    );
    await insertEngineerCorrectionEvent(tx, {
      caseId,
      kind: 'submission_update',
      status,
      engineerName: body.engineer_name,
      actor,
      at,
    });
    return enqueueCaseWebhooks(tx, deps.config, { caseId, type: 'case.updated', at });
  });
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return { success: true, message: 'The submission details have been updated.' };
}
