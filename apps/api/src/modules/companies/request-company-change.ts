import { CHANGE_REQUEST_SENT_MESSAGE, type CompanyChangeBody } from '@casebridge/contract/companies';
import type { MessageBody } from '@casebridge/contract/errors';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { forbidden } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { consumeRateLimit } from '../../lib/rate-limit.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { findChangeRequester } from './companies-repository.ts';
import { companyChangeEmail } from './company-change-email.ts';

/** Change requests one admin may send an hour: enough for real work, not enough to flood the membership team. */
const REQUESTS_PER_HOUR = 10;

/**
 * M-006, C-055, X-008, X-027: POST /api/admin/company/change. A business or program manager (at any membership
 * level, M-007) asks the membership team to change something of their own company; the email names the session's
 * company and user and is written with its audit entry in one transaction.
 */
export async function requestCompanyChange(
  deps: AppDeps,
  actor: Actor | null,
  body: CompanyChangeBody,
): Promise<MessageBody> {
  const member = requireCompanyAdmin(actor);
  await consumeRateLimit(deps.db, `company-change:${String(member.userId)}`, REQUESTS_PER_HOUR, 3600);
  const requester = await findChangeRequester(deps.db, member.userId);
  if (!requester) throw forbidden();
  const emailId = await deps.db.transaction(async (tx) => {
    await writeAuditLog(tx, {
      action: 'company.change_request',
      actorUserId: member.userId,
      impersonatorUserId: member.impersonatorId,
      companyId: requester.company.id,
      details: { change_type: body.change_type },
    });
    return insertOutboundEmail(
      tx,
      companyChangeEmail({
        to: deps.config.membershipEmail,
        changeType: body.change_type,
        changes: body.changes,
        company: requester.company,
        requester: { name: `${requester.firstName} ${requester.lastName}`, email: requester.email },
        link: `${deps.config.publicUrl}/super_admin/companies/${String(requester.company.id)}`,
      }),
    );
  });
  await deps.emails.dispatch([emailId]);
  return { message: CHANGE_REQUEST_SENT_MESSAGE };
}
