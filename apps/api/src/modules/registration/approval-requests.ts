import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { issueEmailToken } from '../auth/email-tokens.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { findRegistrationApprovers } from './registration-approvers.ts';
import { approvalRequestEmail } from './registration-emails.ts';
import type { Registrant } from './registration-repository.ts';

/**
 * X-018: a verified registration waits for its company: each of the company's approvers gets their own approve and
 * reject links (single use, APPROVAL_TOKEN_TTL), in the transaction that queued it. Answers the emails' ids.
 */
export async function queueApprovalRequests(
  deps: AppDeps,
  tx: DbOrTx,
  registrant: Registrant['user'],
  company: NonNullable<Registrant['company']>,
): Promise<number[]> {
  const emailIds: number[] = [];
  for (const manager of await findRegistrationApprovers(tx, company)) {
    const ttlSeconds = deps.config.approvalTokenTtl;
    const approval = await issueEmailToken(tx, {
      purpose: 'approval',
      userId: registrant.id,
      ttlSeconds,
      subject: { approver: manager.id },
    });
    const link = `${deps.config.publicUrl}/users/approval/${approval}`;
    const message = approvalRequestEmail({
      to: manager.email,
      managerFirstName: manager.firstName,
      registrant: { name: `${registrant.firstName} ${registrant.lastName}`, email: registrant.email },
      companyName: company.name,
      approveLink: `${link}/approve`,
      rejectLink: `${link}/reject`,
      ttlSeconds,
    });
    emailIds.push(await insertOutboundEmail(tx, message));
  }
  return emailIds;
}
