import type { DbOrTx } from '../../db/client.ts';
import { purgeEndedRateLimits } from '../../lib/rate-limit.ts';
import { purgeExpiredCredentials } from '../auth/purge-expired-credentials.ts';
import { purgeOldFileUploadKeys } from '../case-feed/file-upload-keys.ts';
import { purgeOldSubmissionKeys } from '../case-submission/purge-submission-keys.ts';
import { purgeExpiredAuthnRequests } from '../sso/purge-authn-requests.ts';

/**
 * Rows that can no longer answer anything, each table's rule in the module that owns it: rate-limit windows that
 * ended, expired refresh credentials and emailed tokens, expired SAML AuthnRequests and old Idempotency-Keys.
 */
export async function purgeExpiredRows(db: DbOrTx, now = new Date()) {
  const rateLimits = await purgeEndedRateLimits(db, now);
  const credentials = await purgeExpiredCredentials(db, now);
  const samlAuthnRequests = await purgeExpiredAuthnRequests(db, now);
  const caseSubmissionKeys = await purgeOldSubmissionKeys(db, now);
  const caseFileUploadKeys = await purgeOldFileUploadKeys(db, now);
  return { rateLimits, ...credentials, samlAuthnRequests, caseSubmissionKeys, caseFileUploadKeys };
}
