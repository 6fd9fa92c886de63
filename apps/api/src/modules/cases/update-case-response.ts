import { statusAllowsWork } from '@casebridge/contract/case-status';
import type { CaseActionAnswer, UpdateEngineerBody } from '@casebridge/contract/cases';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { conflict } from '../../lib/app-error.ts';
import { requireCaseAccess } from '../access/require-access.ts';
import {
  findAcceptanceResponseId,
  findCaseStatus,
  insertEngineerCorrectionEvent,
  updatePartnerCaseNumber,
  updateResponseEngineer,
} from './case-repository.ts';
import { enqueueCaseWebhooks } from '../webhooks/case-webhooks.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

export const UPDATE_RESPONSE_REFUSED_MESSAGE = 'Engineer details can be updated only while the case is accepted.';

/** A phone as responses store it (C-065): "country: number", or the number alone. */
export const responsePhone = (phone: string | null, country: string | null): string | null =>
  phone === null ? null : country === null ? phone : `${country}: ${phone}`;

/**
 * POST /api/caller/case/{token}/update-response (C-050, X-011): the receiving company corrects the engineer and case
 * number of its acceptance, while the case is accepted.
 */
export async function updateCaseResponse(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: UpdateEngineerBody,
): Promise<CaseActionAnswer> {
  const { caseId } = await requireCaseAccess(deps.db, actor, 'case.update_response', token);
  const at = new Date();
  const webhookIds = await deps.db.transaction(async (tx) => {
    const responseId = await findAcceptanceResponseId(tx, caseId);
    const status = await findCaseStatus(tx, caseId);
    if (status === undefined || !statusAllowsWork(status, 'update_response') || responseId === undefined)
      throw conflict(UPDATE_RESPONSE_REFUSED_MESSAGE);
    await updateResponseEngineer(
      tx,
      responseId,
      {
        caseNumber: body.case_number,
        engineerName: body.engineer_name,
        engineerEmail: body.engineer_email,
        engineerPhone: responsePhone(body.engineer_phone, body.phone_country_code),
      },
      at,
    );
    await updatePartnerCaseNumber(tx, caseId, body.case_number, at);
    await insertEngineerCorrectionEvent(tx, {
      caseId,
      kind: 'response_update',
      status,
      engineerName: body.engineer_name,
      actor,
      at,
    });
    return enqueueCaseWebhooks(tx, deps.config, { caseId, type: 'case.updated', at });
  });
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return { success: true, message: 'The engineer details have been updated.' };
}
