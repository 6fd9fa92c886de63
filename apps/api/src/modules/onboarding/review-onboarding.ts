import { z } from 'zod';
import { onboardingCompanyFields } from '@casebridge/contract/onboarding';
import {
  ONBOARDING_APPROVED_MESSAGE,
  ONBOARDING_COMPANY_DECIDES_MESSAGE,
  ONBOARDING_DECIDED_MESSAGE,
  ONBOARDING_NOT_WAITING_MESSAGE,
  ONBOARDING_REJECTED_MESSAGE,
  ONBOARDING_UNVERIFIED_MESSAGE,
  ONBOARDING_UPDATED_MESSAGE,
  onboardingReviewBody,
  onboardingReviewDocumentFields,
  type OnboardingDecisionAnswer,
  type OnboardingReviewAnswer,
} from '@casebridge/contract/onboarding-review';
import { EMAIL_TAKEN_MESSAGE } from '@casebridge/contract/users';
import { waitingOnboardingStatuses } from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict, fieldErrorsOf, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireSuperAdmin } from '../../lib/authorize.ts';
import { sanitizeOptionalHtml } from '../../lib/sanitize-html.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import {
  decideSession,
  findSessionForReview,
  findUserIdByEmail,
  isProcessOfCompany,
  isSlugTaken,
  updateWaitingSession,
  type ReviewRow,
} from './onboarding-review-repository.ts';
import { membershipApprovedEmail, membershipDeclinedEmail } from './onboarding-emails.ts';
import { compact, tenantHostUrl, toPaymentView } from './onboarding-session.ts';
import { createUser } from '../users/user-writer.ts';
import { createCompany } from '../companies/company-writer.ts';
import { insertRelation } from '../super-admin-groups/group-writer.ts';
import { insertDocumentRow, insertVersion } from '../company-documents/process-writer.ts';

export const REVIEW_NOT_FOUND_MESSAGE = 'No onboarding request has this id.';
const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
const REQUIRED = 'This field is required.';

type ReviewBody = z.output<typeof onboardingReviewBody>;

const isWaiting = (status: string) => (waitingOnboardingStatuses as readonly string[]).includes(status);

/** A decision or a correction needs a request that waits for the super admin (409 otherwise, with why). */
function requireWaiting(row: ReviewRow): void {
  const { status } = row.session;
  if (isWaiting(status)) return;
  if (status === 'pending_company') throw conflict(ONBOARDING_COMPANY_DECIDES_MESSAGE);
  throw conflict(status === 'in_progress' ? ONBOARDING_NOT_WAITING_MESSAGE : ONBOARDING_DECIDED_MESSAGE);
}

async function requireReview(db: DbOrTx, id: number, lock = false): Promise<ReviewRow> {
  const row = await findSessionForReview(db, id, lock);
  if (!row) throw notFound(REVIEW_NOT_FOUND_MESSAGE);
  return row;
}

/** S-062: GET /api/super_admin/onboarding/{session_id}: the request, its group and its proof; nothing of a password. */
export async function getOnboardingReview(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
): Promise<OnboardingReviewAnswer> {
  requireSuperAdmin(actor);
  const row = await requireReview(deps.db, id);
  const { session } = row;
  const data: OnboardingData = session.data;
  const { password_hash: _passwordHash, ...user } = data.user ?? {};
  return {
    session: {
      id: session.id,
      email: session.email,
      status: session.status,
      sf_opportunity: session.sfOpportunity,
      created_at: session.createdAt.toISOString(),
      submitted_at: session.submittedAt?.toISOString() ?? null,
      company_id: session.companyId,
      company_name: row.companyName,
      email_verification: session.emailVerifiedAt && {
        verified_at: session.emailVerifiedAt.toISOString(),
        link_email_id: session.verifyEmailId,
        link_sent_at: row.verifyLinkSentAt?.toISOString() ?? null,
      },
      data: {
        company: data.company ?? {},
        user,
        document: data.document ?? {},
        agreements: data.agreements ?? {},
        payment: data.payment ? { ...toPaymentView(data.payment), charges: data.payment.charges ?? [] } : null,
        existing: data.existing ?? null,
      },
    },
    group: { id: row.communityId, name: row.groupName, vhost: row.vhost },
  };
}

/** A request that makes a new company needs its company and its process (the wizard's contact and process steps). */
function newCompanyParts(row: ReviewRow, body: ReviewBody) {
  if (row.session.companyId !== null) return undefined;
  const errors: FieldErrors = {};
  if (!body.company) errors.company = [REQUIRED];
  if (!body.document) errors.document = [REQUIRED];
  if (!body.company || !body.document) throw new AppError('validation', CHECK_FIELDS_MESSAGE, errors);
  return { company: body.company, document: body.document };
}

/**
 * S-063, S-064: POST /api/super_admin/onboarding/{id}/put: the super admin corrects a waiting request (its user,
 * and a new company's company and process; the password and the agreements stay as the applicant left them).
 */
export async function updateOnboardingReview(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  body: ReviewBody,
  ip: string,
): Promise<OnboardingDecisionAnswer> {
  const admin = requireSuperAdmin(actor);
  const row = await requireReview(deps.db, id);
  requireWaiting(row);
  const parts = newCompanyParts(row, body);
  const data: OnboardingData = row.session.data;
  const next: OnboardingData = {
    ...data,
    user: { ...compact(body.user), password_hash: data.user?.password_hash },
    ...(parts ? { company: compact(parts.company), document: compact(parts.document) } : {}),
  };
  await deps.db.transaction(async (tx) => {
    const saved = await updateWaitingSession(tx, id, { data: next, sfOpportunity: body.sf_opportunity });
    if (!saved) throw conflict(ONBOARDING_DECIDED_MESSAGE);
    await writeAuditLog(tx, {
      action: 'onboarding.update',
      actorUserId: admin.userId,
      details: { session_id: id },
      ip,
    });
  });
  return { success: true, message: ONBOARDING_UPDATED_MESSAGE, company_id: row.session.companyId };
}

/** What approving needs of a stored request, checked with the review's own rules (errors dotted, S-064). */
const storedNewMember = z.object({
  user: onboardingReviewBody.shape.user,
  company: onboardingCompanyFields,
  document: onboardingReviewDocumentFields,
});
const storedExistingMember = z.object({ user: onboardingReviewBody.shape.user.partial() });

/** lower-case letters, digits and hyphens from the name; a number added until no company has it. */
async function freeSlug(db: DbOrTx, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40) || 'member';
  for (let n = 1; ; n += 1) {
    const slug = n === 1 ? base : `${base}-${String(n)}`;
    if (!(await isSlugTaken(db, slug))) return slug;
  }
}

const emailTaken = (field = 'user.email') =>
  new AppError('validation', CHECK_FIELDS_MESSAGE, { [field]: [EMAIL_TAKEN_MESSAGE] });

/** The process manager, when not the applicant: a user of the new company (no password yet: a reset link sets one). */
async function insertManager(
  tx: DbOrTx,
  companyId: number,
  document: z.output<typeof onboardingReviewDocumentFields>,
): Promise<number> {
  if (await findUserIdByEmail(tx, document.manager_email)) throw emailTaken('document.manager_email');
  const id = await createUser(tx, {
    origin: { kind: 'onboarding_member' },
    companyId,
    firstName: document.manager_first_name,
    lastName: document.manager_last_name,
    email: document.manager_email,
    role: 'caller',
  });
  if (id === undefined) throw emailTaken('document.manager_email');
  return id;
}

/**
 * S-065 (ADR 0028-d): a new member. The company (3 §3's defaults; its slug from the name, its domain the
 * applicant's), the applicant as its business manager with the password they chose, the process from the document
 * (its manager the main escalation contact: the applicant, or a user made for that address) and the relation to the
 * group (one_to_many: the company is not the sponsor).
 */
async function createNewMember(tx: DbOrTx, row: ReviewRow, adminId: number) {
  const data: OnboardingData = row.session.data;
  const parsed = storedNewMember.safeParse(data);
  if (!parsed.success) throw new AppError('validation', CHECK_FIELDS_MESSAGE, fieldErrorsOf(parsed.error.issues));
  const { user, company, document } = parsed.data;
  if (await findUserIdByEmail(tx, user.email)) throw emailTaken();
  const slug = await freeSlug(tx, company.name);
  // 3 §3's defaults for a new company: standard, requires_registration.
  const companyId = await createCompany(tx, {
    membershipType: 'standard',
    loginMethod: 'requires_registration',
    showInPublicWeb: true,
    name: company.name,
    slug,
    url: company.url,
    domain: user.email.split('@')[1] ?? '',
    loginPageText: sanitizeOptionalHtml(document.login_page_text),
  });
  const userId = await createUser(tx, {
    origin: { kind: 'onboarding_member' },
    companyId,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    phone: user.phone,
    phoneCountryCode: user.phone_country_code,
    role: 'business_manager',
    passwordHash: data.user?.password_hash ?? null,
    agreedAt: data.agreements === undefined ? null : new Date(),
  });
  if (userId === undefined) throw emailTaken();
  const managerId = document.manager_email === user.email ? userId : await insertManager(tx, companyId, document);
  // S-065: the member's process (a collaboration process, approved) with its main escalation contact, written as
  // the console writes a process.
  const processName = `${company.name} Support`;
  const documentId = await insertDocumentRow(tx, {
    companyId,
    name: processName,
    staticDocument: null,
    parentOptionName: null,
  });
  await insertVersion(
    tx,
    documentId,
    null,
    {
      title: processName,
      status: 'approved',
      documentType: 'ticket',
      jsonType: null,
      supportHours: document.support_hours,
      productSupported: document.product_supported,
      collaborateEmail: document.support_email,
      collaborateCcEmail: null,
      escalationInstructions: sanitizeOptionalHtml(document.escalation_instructions),
      escalationAlias: null,
      adminNote: null,
      commonCustomerSectionTitle: null,
    },
    { managers: [{ userType: 'main', userId: managerId }] },
    adminId,
  );
  await insertRelation(tx, {
    isActive: true,
    communityId: row.communityId,
    companyId,
    documentId,
    userAccessFlag: 'all',
    memberRelationship: 'one_to_many',
  });
  const applicant = { email: user.email, firstName: user.first_name, companyName: company.name, companySlug: slug };
  return { companyId, userId, applicant };
}

/**
 * S-065: an existing company joins with the process it chose (O-023) and its user access (restricted: limit), as a
 * sponsor many_to_many, otherwise one_to_many (3 §4). No user is made here (issue 21): the applicant is a user of
 * the company already, or was approved as one by its signup managers before the request got here, or signs in
 * through the company's identity provider.
 */
async function addExistingMember(tx: DbOrTx, row: ReviewRow, companyId: number) {
  const data: OnboardingData = row.session.data;
  const parsed = storedExistingMember.safeParse(data);
  if (!parsed.success) throw new AppError('validation', CHECK_FIELDS_MESSAGE, fieldErrorsOf(parsed.error.issues));
  const documentId = data.existing?.document_id ?? null;
  if (documentId !== null && !(await isProcessOfCompany(tx, documentId, companyId)))
    throw conflict("The chosen process is no longer one of the company's.");
  await insertRelation(tx, {
    isActive: true,
    communityId: row.communityId,
    companyId,
    documentId,
    userAccessFlag: data.existing?.user_access === 'restricted' ? 'limit' : 'all',
    memberRelationship: row.sponsorCompanyId === companyId ? 'many_to_many' : 'one_to_many',
  });
  const email = parsed.data.user.email ?? row.session.email;
  const applicant = {
    email,
    firstName: parsed.data.user.first_name ?? null,
    companyName: row.companyName ?? '',
    companySlug: row.companySlug ?? '',
  };
  const known = await findUserIdByEmail(tx, email);
  return { companyId, userId: known?.companyId === companyId ? known.id : null, applicant };
}

/** S-063, S-065: POST /api/super_admin/onboarding/{id}/approve: the member joins the network, in one transaction. */
export async function approveOnboarding(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  ip: string,
): Promise<OnboardingDecisionAnswer> {
  const admin = requireSuperAdmin(actor);
  const { companyId, emailId } = await deps.db.transaction(async (tx) => {
    const row = await requireReview(tx, id, true);
    requireWaiting(row);
    if (row.session.emailVerifiedAt === null) throw conflict(ONBOARDING_UNVERIFIED_MESSAGE);
    const member =
      row.session.companyId === null
        ? await createNewMember(tx, row, admin.userId)
        : await addExistingMember(tx, row, row.session.companyId);
    const decided = await decideSession(tx, id, {
      status: 'approved',
      decidedByUserId: admin.userId,
      companyId: member.companyId,
      userId: member.userId,
    });
    if (!decided) throw conflict(ONBOARDING_DECIDED_MESSAGE);
    await writeAuditLog(tx, {
      action: 'onboarding.approved',
      actorUserId: admin.userId,
      subjectUserId: member.userId,
      companyId: member.companyId,
      details: { session_id: id, community_id: row.communityId },
      ip,
    });
    const { applicant } = member;
    const approved = await insertOutboundEmail(
      tx,
      membershipApprovedEmail({
        to: applicant.email,
        firstName: applicant.firstName,
        programName: row.groupName,
        companyName: applicant.companyName,
        loginLink: `${deps.config.publicUrl}/${applicant.companySlug}`,
      }),
    );
    return { companyId: member.companyId, emailId: approved };
  });
  await deps.emails.dispatch([emailId]);
  return { success: true, message: ONBOARDING_APPROVED_MESSAGE, company_id: companyId };
}

/** S-063: POST /api/super_admin/onboarding/{id}/reject: the request is declined; nothing is made. */
export async function rejectOnboarding(
  deps: AppDeps,
  actor: Actor | null,
  id: number,
  ip: string,
): Promise<OnboardingDecisionAnswer> {
  const admin = requireSuperAdmin(actor);
  const emailId = await deps.db.transaction(async (tx) => {
    const row = await requireReview(tx, id, true);
    requireWaiting(row);
    const decided = await decideSession(tx, id, { status: 'rejected', decidedByUserId: admin.userId });
    if (!decided) throw conflict(ONBOARDING_DECIDED_MESSAGE);
    await writeAuditLog(tx, {
      action: 'onboarding.rejected',
      actorUserId: admin.userId,
      companyId: row.session.companyId,
      details: { session_id: id, community_id: row.communityId },
      ip,
    });
    return insertOutboundEmail(
      tx,
      membershipDeclinedEmail({
        to: row.session.email,
        programName: row.groupName,
        programLink: tenantHostUrl(deps.config.publicUrl, row.vhost),
      }),
    );
  });
  await deps.emails.dispatch([emailId]);
  return { success: true, message: ONBOARDING_REJECTED_MESSAGE, company_id: null };
}
