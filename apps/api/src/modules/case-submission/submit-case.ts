import { createHash } from 'node:crypto';
import {
  DEFAULT_PHONE_COUNTRY,
  OWN_COMPANY_MESSAGE,
  collaborateRules,
  dbSelectSourceSchema,
  formatPhone,
  isFormDocument,
  parsePhone,
  type CollaborateAnswer,
  type CollaborateBody,
} from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict, fieldErrorsOf, notFound } from '../../lib/app-error.ts';
import { requireAccess } from '../access/require-access.ts';
import { createCase } from '../cases/case-status-writer.ts';
import {
  findLinkedDocuments,
  findSubmissionKey,
  insertSubmissionKey,
  type SubmissionKey,
  findPartnerDocuments,
  findRequirementEntries,
  findSubmitter,
} from './case-submission-repository.ts';
import { checkRequirements, type PlacedEntry } from './check-requirements.ts';
import { findDbSelectOptions } from './get-db-select-options.ts';
import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  findPriorityMessages,
  requirePartner,
  toRequirementEntry,
} from './load-partner-documents.ts';
import { requireMember } from '../../lib/authorize.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { updateNameAndPhone } from '../users/user-writer.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

export const NOT_A_FORM_MESSAGE = 'This process does not take cases through the case form.';
export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
export const IDEMPOTENCY_KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for another request. Send a new key with a new case.';

/**
 * C-028..C-031, C-015, C-018: POST /api/caller/collaborate/{document_id}. The standard fields and every requirement
 * of the document's current version are checked together (one 422 holds every message, nothing is stored), the
 * priority is held at low where the rule says so, and the case is created by the cases module's one writer.
 */
export async function submitCase(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  body: CollaborateBody,
  idempotencyKey?: string,
): Promise<CollaborateAnswer> {
  const member = requireMember(actor);
  const submissionKey = idempotencyKey
    ? { userId: member.userId, key: idempotencyKey, requestDigest: requestDigest(documentId, body) }
    : undefined;
  if (submissionKey) {
    const kept = await keptAnswer(deps.db, submissionKey);
    if (kept) return kept;
  }
  const partner = await requirePartner(deps.db, member, body.collaborate_type, Number(body.collaborate_entity));
  if (partner.company.id === member.companyId)
    throw new AppError('validation', OWN_COMPANY_MESSAGE, { collaborate_entity: [OWN_COMPANY_MESSAGE] });
  await requireAccess(deps.db, member, 'process.use', [documentId]);

  // The document must be one the partner offers, or a sub-process one of its parents links to.
  const offered = await findPartnerDocuments(deps.db, partner);
  const linked = await findLinkedDocuments(
    deps.db,
    offered.filter((row) => row.version.documentType === 'parent').map((row) => row.id),
    partner.company.id,
  );
  const document = [...offered, ...linked].find((row) => row.id === documentId);
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (!isFormDocument(document.version.documentType)) throw conflict(NOT_A_FORM_MESSAGE);

  const entries = await findRequirementEntries(deps.db, [document.version.id]);
  const placed: PlacedEntry[] = entries.map((row) => ({ section: row.section, entry: toRequirementEntry(row) }));
  const dbOptions = new Map<number, Map<string, string> | undefined>();
  for (const { entry } of placed) {
    if (entry.requirement.type !== 'db_select') continue;
    const source = dbSelectSourceSchema.safeParse(entry.options);
    dbOptions.set(entry.requirement_id, source.success ? await findDbSelectOptions(deps.db, source.data) : undefined);
  }

  const rules = collaborateRules.safeParse(body);
  const requirements = checkRequirements(placed, body, dbOptions);
  const errors = { ...(rules.success ? {} : fieldErrorsOf(rules.error.issues)), ...requirements.errors };
  if (!rules.success || Object.keys(errors).length > 0) throw new AppError('validation', CHECK_FIELDS_MESSAGE, errors);
  const fields = rules.data;

  const priorityMessages = await findPriorityMessages(deps.db, member.companyId, partner, document.id);
  const priority = priorityMessages.locked ? 'low' : fields.case_priority;
  const phone = fields.phone_number ? parsePhone(fields.phone_number) : undefined;
  const phoneCountry = phone?.country ?? fields.phone_country_code ?? DEFAULT_PHONE_COUNTRY;
  const submitter = await findSubmitter(deps.db, member.userId);
  if (!submitter) throw notFound();

  const writeCase = (db: DbOrTx) =>
    createCase(db, deps.config, {
      fields: {
        caseType: 'other',
        internalCaseNumber: fields.internal_case_number,
        summary: fields.problem_summary,
        description: fields.problem_description,
        priority,
        isSample: body.sample_submission,
        submitCompanyId: member.companyId,
        submitUserId: member.userId,
        submitContactName: `${submitter.firstName} ${submitter.lastName}`,
        submitContactEmail: submitter.email,
        submitContactPhone: submitter.phone ? formatPhone(submitter.phoneCountryCode, submitter.phone) : null,
        engineerFirstName: fields.first_name,
        engineerLastName: fields.last_name,
        engineerEmail: fields.email,
        engineerPhone: phone ? formatPhone(phoneCountry, phone.number) : null,
        engineerPhoneCountryCode: phone ? phoneCountry : null,
        receiverCompanyId: partner.company.id,
        receiverDepartmentId: partner.department?.id ?? null,
        contactDocumentId: document.id,
        documentVersionId: document.version.id,
      },
      customerData: requirements.customerData,
      actor: { userId: member.userId, companyId: member.companyId },
    });
  const receiver = partner.department ? `${partner.company.name} | ${partner.department.name}` : partner.company.name;
  const answerOf = (created: { token: string; networkCaseNumber: string }): CollaborateAnswer => ({
    success: true,
    message: `Your collaboration request has been sent to ${receiver}. They will answer by email; you can follow the case under My Cases.`,
    case: {
      token: created.token,
      network_case_number: created.networkCaseNumber,
      internal_case_number: fields.internal_case_number,
      summary: fields.problem_summary,
      priority,
      receiver: partner.company.name,
      department: partner.department?.name ?? null,
      is_sample: body.sample_submission,
    },
    escalation_instructions: document.version.escalationInstructions,
  });

  // The writer's own transaction, or within one that also updates the submitter's profile when asked to and keeps
  // the Idempotency-Key with the answer.
  let created: Awaited<ReturnType<typeof writeCase>>;
  try {
    created =
      body.update_profile || submissionKey
        ? await deps.db.transaction(async (tx) => {
            const result = await writeCase(tx);
            if (body.update_profile)
              await updateNameAndPhone(tx, member.userId, {
                firstName: fields.first_name,
                lastName: fields.last_name,
                phone: phone?.number ?? null,
                phoneCountryCode: phoneCountry,
              });
            if (submissionKey) await insertSubmissionKey(tx, submissionKey, answerOf(result));
            return result;
          })
        : await writeCase(deps.db);
  } catch (error) {
    // The same key sent twice at once: the other request made the case, this one answers as it did.
    const kept = submissionKey && isUniqueViolation(error) ? await keptAnswer(deps.db, submissionKey) : undefined;
    if (kept) return kept;
    throw error;
  }
  await deps.emails.dispatch(created.emailIds);
  await dispatchWebhookMessages(deps.jobs, created.webhookIds);
  return answerOf(created);
}

/** What a request is, for its Idempotency-Key: the process it goes to and its body as sent. */
const requestDigest = (documentId: number, body: CollaborateBody) =>
  createHash('sha256')
    .update(JSON.stringify([documentId, body]))
    .digest('hex');

/** The answer an earlier submission under the key got; the key sent with another request is a 409. */
async function keptAnswer(db: DbOrTx, key: SubmissionKey): Promise<CollaborateAnswer | undefined> {
  const kept = await findSubmissionKey(db, key.userId, key.key);
  if (!kept) return undefined;
  if (kept.requestDigest !== key.requestDigest) throw conflict(IDEMPOTENCY_KEY_REUSED_MESSAGE);
  return kept.answer;
}
