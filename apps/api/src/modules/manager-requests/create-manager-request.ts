import type { z } from 'zod';
import type { managerRequestBody, managerRequestCreatedAnswer } from '@casebridge/contract/manager-requests';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, forbidden, notFound } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/authorize.ts';
import { createSecureToken, hashToken } from '../../lib/secure-token.ts';
import { requireAccess } from '../access/require-access.ts';
import { createCase } from '../cases/case-status-writer.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { managerRequestEmail } from './manager-request-emails.ts';
import { findManagerProcess, findProcessManagerEmails, findRequester } from './manager-request-repository.ts';
import { insertManagerRequests } from './manager-request-writer.ts';
import { updateNameAndPhone } from '../users/user-writer.ts';
import { dispatchWebhookMessages } from '../webhooks/webhook-worker.ts';

export const MANAGER_REQUEST_SENT_MESSAGE =
  'Your escalation request has been sent to the managers of this process. They will answer by email.';

const invalid = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/**
 * C-032, C-033, X-025: a member sends a critical escalation request through a partner's manager-type process. It is
 * a manager case (made by the one case writer) with its requests: the first carries the references and the business
 * impact, a second the notes; the process's managers get the response link.
 */
export async function createManagerRequest(
  deps: AppDeps,
  actor: Actor | null,
  body: z.output<typeof managerRequestBody>,
): Promise<z.infer<typeof managerRequestCreatedAnswer>> {
  const user = requireUser(actor);
  const companyId = user.companyId;
  if (companyId === null) throw forbidden();
  await requireAccess(deps.db, user, 'process.use', [body.contact_document_id]);
  const process = await findManagerProcess(deps.db, body.contact_document_id);
  if (!process || process.companyStatus !== 'active') throw notFound('Process not found.');
  if (process.documentType !== 'manager')
    throw invalid('contact_document_id', 'This process does not take manager requests.');
  if (process.companyId !== body.receive_company_id)
    throw invalid('receive_company_id', 'The process belongs to another company.');
  if (process.companyId === companyId)
    throw invalid('receive_company_id', 'You cannot send an escalation request to your own company.');
  const requester = await findRequester(deps.db, user.userId);
  if (!requester) throw forbidden();
  const managers = await findProcessManagerEmails(deps.db, process.versionId);
  const submitter = { userId: user.userId, companyId };

  const { caseToken, networkCaseNumber, emailIds, webhookIds } = await deps.db.transaction(async (tx) => {
    const created = await createCase(tx, deps.config, {
      fields: {
        caseType: 'manager',
        internalCaseNumber: body.internal_reference,
        summary: `Critical escalation request: ${body.internal_reference}`,
        description: body.business_impact,
        priority: 'high',
        submitCompanyId: companyId,
        submitUserId: user.userId,
        submitContactName: `${user.firstName} ${user.lastName}`,
        submitContactEmail: requester.email,
        submitContactPhone: requester.phone,
        engineerFirstName: body.first_name,
        engineerLastName: body.last_name,
        engineerEmail: body.email,
        engineerPhone: body.phone,
        engineerPhoneCountryCode: body.phone_country_code,
        receiverCompanyId: process.companyId,
        contactDocumentId: process.documentId,
        documentVersionId: process.versionId,
      },
      customerData: [],
      actor: submitter,
    });
    const common = {
      caseId: created.id,
      contactDocumentId: process.documentId,
      submitCompanyId: companyId,
      receiveCompanyId: process.companyId,
      submitUserId: user.userId,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      phoneCountryCode: body.phone_country_code,
      internalReference: body.internal_reference,
      vendorReference: body.vendor_reference,
      escalationType: body.escalation_type,
    };
    // The managers' link: only its hash is kept, and only the managers' email carries it (never the answer).
    const managerLink = createSecureToken();
    await insertManagerRequests(tx, [
      { ...common, tokenHash: hashToken(managerLink), businessImpact: body.business_impact },
      ...(body.notes ? [{ ...common, tokenHash: hashToken(createSecureToken()), notes: body.notes }] : []),
    ]);
    if (body.update_profile)
      await updateNameAndPhone(tx, user.userId, {
        firstName: body.first_name,
        lastName: body.last_name,
        phone: body.phone,
        phoneCountryCode: body.phone_country_code,
      });
    const ids = [...created.emailIds];
    if (managers.length > 0)
      ids.push(
        await insertOutboundEmail(
          tx,
          managerRequestEmail({
            networkCaseNumber: created.networkCaseNumber,
            to: managers,
            // The session's company, never the form's free text: the email names who really sent it.
            submitter: requester.companyName,
            internalReference: body.internal_reference,
            vendorReference: body.vendor_reference,
            businessImpact: body.business_impact,
            link: `${deps.config.publicUrl}/manager/response/${managerLink}`,
          }),
        ),
      );
    return {
      caseToken: created.token,
      networkCaseNumber: created.networkCaseNumber,
      emailIds: ids,
      webhookIds: created.webhookIds,
    };
  });
  await deps.emails.dispatch(emailIds);
  await dispatchWebhookMessages(deps.jobs, webhookIds);
  return {
    success: true,
    message: MANAGER_REQUEST_SENT_MESSAGE,
    case_token: caseToken,
    network_case_number: networkCaseNumber,
    escalation_instructions: process.escalationInstructions,
  };
}
