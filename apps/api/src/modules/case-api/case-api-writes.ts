import type { V1Case, V1InternalCaseNumberBody, V1RespondBody, v1NoteBody } from '@casebridge/contract/case-api';
import { caseNoteBody, respondBody, updateEngineerBody, type RespondBody } from '@casebridge/contract/cases';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, fieldErrorsOf, forbidden } from '../../lib/app-error.ts';
import { requireCaseAccess } from '../access/require-access.ts';
import { addCaseNote } from '../case-feed/add-case-note.ts';
import { closeCase } from '../cases/close-case.ts';
import { getCaseDetails } from '../cases/get-case-details.ts';
import { respondAsParty } from '../cases/respond-as-party.ts';
import { updateCaseResponse } from '../cases/update-case-response.ts';
import { updateCaseSubmission } from '../cases/update-case-submission.ts';
import { toV1Case } from './case-api-mapper.ts';

const statusOfDecision = {
  approve: 'approval',
  requestInformation: 'information-request',
  reject: 'rejection',
  replyWithInformation: 'information-reply',
} as const satisfies Record<V1RespondBody['decision'], RespondBody['status']>;

/** v1's camelCase field of each web body field, for the 422's field map. */
const v1Field: Record<string, string> = {
  status: 'decision',
  case_number: 'caseNumber',
  engineer_name: 'engineerName',
  engineer_email: 'engineerEmail',
  engineer_phone: 'engineerPhone',
  next_steps: 'nextSteps',
  additional_information: 'additionalInformation',
  phone_country_code: 'phoneCountryCode',
};

/**
 * The web app's body schema decides (the same rules as the party's form): its refusal is v1's 422, its fields named
 * in v1's words.
 */
function parseAsWebBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields = Object.fromEntries(
    Object.entries(fieldErrorsOf(parsed.error.issues)).map(([field, messages]) => [v1Field[field] ?? field, messages]),
  );
  const first = Object.values(fields)[0]?.[0] ?? 'Please check the fields.';
  throw new AppError('validation', first, fields);
}

const readCase = async (deps: AppDeps, actor: Actor | null, token: string): Promise<{ case: V1Case }> => ({
  case: toV1Case(await getCaseDetails(deps, actor, token)),
});

/** POST /api/v1/cases/{id}/respond: the party's response through the web app's respond service. */
export async function respondV1(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: V1RespondBody,
  ip: string,
): Promise<{ case: V1Case }> {
  const webBody = parseAsWebBody(respondBody, {
    status: statusOfDecision[body.decision],
    case_number: body.caseNumber,
    engineer_name: body.engineerName,
    engineer_email: body.engineerEmail,
    engineer_phone: body.engineerPhone,
    next_steps: body.nextSteps,
    note: body.note,
    additional_information: body.additionalInformation,
  });
  await respondAsParty(deps, actor, token, webBody, ip);
  return readCase(deps, actor, token);
}

/** POST /api/v1/cases/{id}/close: the submitter closes an accepted case (the web app's close). */
export async function closeV1(deps: AppDeps, actor: Actor | null, token: string): Promise<{ case: V1Case }> {
  await closeCase(deps, actor, token, undefined);
  return readCase(deps, actor, token);
}

/** POST /api/v1/cases/{id}/notes: a note on the case's feed (the web app's note). */
export async function addNoteV1(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: z.output<typeof v1NoteBody>,
): Promise<{ case: V1Case }> {
  await addCaseNote(deps, actor, token, parseAsWebBody(caseNoteBody, body));
  return readCase(deps, actor, token);
}

/**
 * POST /api/v1/cases/{id}/internal-case-number: our case number and engineer, through the case page's correction of
 * our side (the submitter's update-submission, the receiver's update-response).
 */
export async function setInternalCaseNumberV1(
  deps: AppDeps,
  actor: Actor | null,
  token: string,
  body: V1InternalCaseNumberBody,
): Promise<{ case: V1Case }> {
  const webBody = parseAsWebBody(updateEngineerBody, {
    case_number: body.internalCaseNumber,
    engineer_name: body.engineerName,
    engineer_email: body.engineerEmail,
    engineer_phone: body.engineerPhone,
    phone_country_code: body.phoneCountryCode,
  });
  const { party } = await requireCaseAccess(deps.db, actor, 'case.read', token);
  if (party === null) throw forbidden();
  await (party === 'submitter' ? updateCaseSubmission : updateCaseResponse)(deps, actor, token, webBody);
  return readCase(deps, actor, token);
}
