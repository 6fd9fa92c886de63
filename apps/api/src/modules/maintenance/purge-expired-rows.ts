import type { Config } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { purgeEndedRateLimits } from '../../lib/rate-limit.ts';
import { purgeExpiredCredentials } from '../auth/purge-expired-credentials.ts';
import { purgeOldFileUploadKeys } from '../case-feed/file-upload-keys.ts';
import { purgeOldSubmissionKeys } from '../case-submission/purge-submission-keys.ts';
import { purgeExpiredAuthnRequests } from '../sso/purge-authn-requests.ts';
import { purgeOldWebhookLog } from '../webhooks/purge-webhook-log.ts';

/**
 * Rows that can no longer answer anything, each table's rule in the module that owns it: rate-limit windows that
 * ended, expired refresh credentials and emailed tokens, expired SAML AuthnRequests, old Idempotency-Keys and the
 * webhook delivery log past its retention.
 */
export async function purgeExpiredRows(db: DbOrTx, config: Pick<Config, 'webhookLogRetentionDays'>, now = new Date()) {
  const rateLimits = await purgeEndedRateLimits(db, now);
  const credentials = await purgeExpiredCredentials(db, now);
  const samlAuthnRequests = await purgeExpiredAuthnRequests(db, now);
  const caseSubmissionKeys = await purgeOldSubmissionKeys(db, now);
  const caseFileUploadKeys = await purgeOldFileUploadKeys(db, now);
  const webhookLog = await purgeOldWebhookLog(db, now, config.webhookLogRetentionDays);
  return { rateLimits, ...credentials, samlAuthnRequests, caseSubmissionKeys, caseFileUploadKeys, ...webhookLog };
}
