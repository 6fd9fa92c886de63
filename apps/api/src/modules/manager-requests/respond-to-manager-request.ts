import type { z } from 'zod';
import {
  MANAGER_ALREADY_ANSWERED_MESSAGE,
  MANAGER_RESPONSE_SENT_MESSAGE,
  type managerResponseAnswer,
  type managerResponseBody,
} from '@casebridge/contract/manager-requests';
import type { AppDeps } from '../../app-deps.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { insertOutboundEmail } from '../email/outbox.ts';
import { MANAGER_REQUEST_NOT_FOUND_MESSAGE } from './get-manager-request.ts';
import { managerResponseEmail } from './manager-request-emails.ts';
import { findManagerRequestByToken, listManagerResponses } from './manager-request-repository.ts';
import { insertFirstManagerResponse } from './manager-request-writer.ts';
import { toManagerResponse } from './to-manager-response.ts';

/**
 * C-036: a manager answers an escalation request from the emailed link. One answer per request: a later one gets
 * 409 and the page shows the earlier answer (C-035). The page is public, so update_profile changes no account here.
 */
export async function respondToManagerRequest(
  deps: AppDeps,
  token: string,
  body: z.output<typeof managerResponseBody>,
): Promise<z.infer<typeof managerResponseAnswer>> {
  const found = await findManagerRequestByToken(deps.db, token);
  if (!found) throw notFound(MANAGER_REQUEST_NOT_FOUND_MESSAGE);
  const { request } = found;
  const emailId = await deps.db.transaction(async (tx) => {
    const inserted = await insertFirstManagerResponse(tx, {
      managerRequestId: request.id,
      firstName: body.first_name,
      lastName: body.last_name,
      email: body.email,
      phone: body.phone,
      phoneCountryCode: body.phone_country_code,
      internalReference: body.internal_reference,
      escalationType: body.escalation_type,
      notes: body.notes,
    });
    if (!inserted) throw conflict(MANAGER_ALREADY_ANSWERED_MESSAGE);
    return insertOutboundEmail(
      tx,
      managerResponseEmail({
        networkCaseNumber: found.networkCaseNumber,
        to: request.email,
        receiver: found.receivingCompany,
        manager: `${body.first_name} ${body.last_name}`,
        notes: body.notes,
        // The requester reads the answer on its own case page, signed in: the managers' link stays theirs.
        link: `${deps.config.publicUrl}/my-cases/${found.caseToken}`,
      }),
    );
  });
  await deps.emails.dispatch([emailId]);
  return {
    message: MANAGER_RESPONSE_SENT_MESSAGE,
    responses: (await listManagerResponses(deps.db, request.id)).map(toManagerResponse),
  };
}
