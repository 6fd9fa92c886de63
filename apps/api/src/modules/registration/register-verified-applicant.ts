import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { queueApprovalRequests } from './approval-requests.ts';
import { findRegistrantById, insertVerifiedApplicant } from './registration-repository.ts';

/**
 * Issue 21: an address proven by the onboarding wizard's emailed link asks to become a user of an existing company.
 * It is decided as a registration is: the user waits in the company's queue, inactive and without a
 * password, and the company's signup managers (else business managers) get their approve and reject links. Answers
 * the user and the emails to send after the commit; undefined when the address has an account meanwhile.
 */
export async function registerVerifiedApplicant(
  deps: AppDeps,
  tx: DbOrTx,
  applicant: {
    companyId: number;
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    phoneCountryCode: string;
  },
  ip: string,
): Promise<{ userId: number; emailIds: number[] } | undefined> {
  const userId = await insertVerifiedApplicant(tx, applicant);
  const registrant = userId === undefined ? undefined : await findRegistrantById(tx, userId);
  const company = registrant?.company;
  if (userId === undefined || !registrant || !company) return undefined;
  await writeAuditLog(tx, { action: 'user.verified', actorUserId: userId, companyId: company.id, ip });
  return { userId, emailIds: await queueApprovalRequests(deps, tx, registrant.user, company) };
}
