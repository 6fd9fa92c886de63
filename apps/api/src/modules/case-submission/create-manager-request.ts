import {
  DEFAULT_PHONE_COUNTRY,
  OWN_COMPANY_MESSAGE,
  formatPhone,
  parsePhone,
  type ManagerRequestAnswer,
  type ManagerRequestBody,
} from '@casebridge/contract/case-submission';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { createSecureToken } from '../../lib/secure-token.ts';
import { createCase } from '../cases/case-status-writer.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import {
  findCompanyName,
  findLinkedDocuments,
  findManagerEmails,
  findPartnerDocuments,
  findSubmitter,
  insertManagerRequests,
  updateSubmitterProfile,
} from './case-submission-repository.ts';
import { DOCUMENT_NOT_FOUND_MESSAGE, findPriorityMessages, requirePartner } from './load-partner-documents.ts';
import { managerRequestEmail } from './manager-request-email.ts';
import { requireMember } from './require-member.ts';

export const NOT_A_MANAGER_PROCESS_MESSAGE = 'This process does not take manager requests.';

/**
 * C-032, C-033, X-025: POST /api/manager/request/create. A manager-type case is created by the cases module's one
 * writer (its receiver email is replaced by the request's), with its requests: the first carries the references and
 * the business impact, a second the notes. The duty managers get the link to /manager/response/{token}.
 */
export async function createManagerRequest(
  deps: AppDeps,
  actor: Actor | null,
  body: ManagerRequestBody,
): Promise<ManagerRequestAnswer> {
  const member = requireMember(actor);
  const partner = await requirePartner(deps.db, 'company', body.receive_company_id);
  if (partner.company.id === member.companyId)
    throw new AppError('validation', OWN_COMPANY_MESSAGE, { receive_company_id: [OWN_COMPANY_MESSAGE] });
  const offered = await findPartnerDocuments(deps.db, partner);
  const linked = await findLinkedDocuments(
    deps.db,
    offered.filter((row) => row.version.documentType === 'parent').map((row) => row.id),
    partner.company.id,
  );
  const document = [...offered, ...linked].find((row) => row.id === body.contact_document_id);
  if (!document) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  if (document.version.documentType !== 'manager') throw conflict(NOT_A_MANAGER_PROCESS_MESSAGE);

  const [submitter, submitterCompany, managers, priorityMessages] = await Promise.all([
    findSubmitter(deps.db, member.userId),
    findCompanyName(deps.db, member.companyId),
    findManagerEmails(deps.db, document.version.id),
    findPriorityMessages(deps.db, member, partner, document.id),
  ]);
  if (!submitter || !submitterCompany) throw notFound();
  const phone = body.phone ? parsePhone(body.phone) : undefined;
  const phoneCountry = phone?.country ?? body.phone_country_code ?? DEFAULT_PHONE_COUNTRY;
  const priority = priorityMessages.locked ? 'low' : 'high';
  const summary = `Manager escalation: ${body.business_impact}`.slice(0, 255);
  const requestToken = createSecureToken();

  const created = await deps.db.transaction(async (tx) => {
    const result = await createCase(tx, deps.config, {
      fields: {
        caseType: 'manager',
        internalCaseNumber: body.internal_reference,
        summary,
        description: body.business_impact,
        priority,
        submitCompanyId: member.companyId,
        submitUserId: member.userId,
        submitContactName: `${submitter.firstName} ${submitter.lastName}`,
        submitContactEmail: submitter.email,
        submitContactPhone: submitter.phone ? formatPhone(submitter.phoneCountryCode, submitter.phone) : null,
        engineerFirstName: body.first_name,
        engineerLastName: body.last_name,
        engineerEmail: body.email,
        engineerPhone: phone ? formatPhone(phoneCountry, phone.number) : null,
        engineerPhoneCountryCode: phone ? phoneCountry : null,
        receiverCompanyId: partner.company.id,
        contactDocumentId: document.id,
        documentVersionId: document.version.id,
      },
      customerData: [],
      actor: { userId: member.userId, companyId: member.companyId },
      // The request's own email (below) goes to the managers instead of the case form's.
      notify: false,
    });
    const request = {
      caseId: result.id,
      contactDocumentId: document.id,
      submitCompanyId: member.companyId,
      receiveCompanyId: partner.company.id,
      submitUserId: member.userId,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: phone ? phone.number : null,
      phoneCountryCode: phoneCountry,
      internalReference: body.internal_reference,
      vendorReference: body.vendor_reference,
      escalationType: body.escalation_type,
    };
    await insertManagerRequests(tx, [
      { ...request, token: requestToken, businessImpact: body.business_impact, notes: null },
      ...(body.notes === null
        ? []
        : [{ ...request, token: createSecureToken(), businessImpact: null, notes: body.notes }]),
    ]);
    const to = managers.length > 0 ? managers : [document.version.collaborateEmail ?? ''];
    const email = managerRequestEmail({
      to,
      cc: managers.length > 0 ? document.version.collaborateEmail : null,
      submitter: submitterCompany.name,
      receiver: partner.company.name,
      internalReference: body.internal_reference,
      vendorReference: body.vendor_reference,
      businessImpact: body.business_impact,
      link: `${deps.config.publicUrl}/manager/response/${requestToken}`,
    });
    const emailIds = email.to.length > 0 ? [await insertOutboundEmail(tx, email)] : [];
    if (body.update_profile)
      await updateSubmitterProfile(tx, member.userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: phone?.number ?? null,
        phoneCountryCode: phoneCountry,
      });
    return { token: result.token, emailIds };
  });
  await deps.emails.dispatch(created.emailIds);

  return {
    success: true,
    message: `Your escalation request has been sent to ${partner.company.name}'s duty managers. They will answer by email.`,
    case: {
      token: created.token,
      internal_case_number: body.internal_reference,
      summary,
      priority,
      receiver: partner.company.name,
      department: null,
      is_sample: false,
    },
    escalation_instructions: document.version.escalationInstructions,
  };
}
