import type { z } from 'zod';
import {
  onboardingDocumentFields,
  type OnboardingStepAnswer,
  type registerProcessBody,
} from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import { AppError, conflict, fieldErrorsOf } from '../../lib/app-error.ts';
import {
  compact,
  countOnboardingRequest,
  isFree,
  repriced,
  requireInProgress,
  requireSession,
} from './onboarding-session.ts';
import { saveForLater } from './save-for-later.ts';
import { awaitsCardPayment } from './save-agreements.ts';
import { submitRequest } from './submit-request.ts';
import { CHECK_FIELDS_MESSAGE } from './validate-contact.ts';

export const PROCESS_STEP_FIRST_MESSAGE = 'Please complete the earlier steps first.';

/**
 * O-022, O-010: the new member's process. With save_for_later the draft is kept and a restore link emailed;
 * otherwise the document is checked (field errors keyed document.*) and the registration is submitted.
 */
export async function registerProcess(
  deps: AppDeps,
  vhost: string,
  body: z.output<typeof registerProcessBody>,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session } = await requireSession(deps, vhost, body.session_token);
  requireInProgress(session);
  if (body.save_for_later === true)
    return saveForLater(deps, program, session, body.version, body.session_token, {
      ...session.data,
      document: { ...session.data.document, ...compact(body.document) },
    });

  if (
    session.step !== 'process' ||
    session.companyId !== null ||
    awaitsCardPayment(isFree(program), repriced(program, session.data.payment))
  )
    throw conflict(PROCESS_STEP_FIRST_MESSAGE);
  const parsed = onboardingDocumentFields.safeParse(body.document);
  if (!parsed.success)
    throw new AppError(
      'validation',
      CHECK_FIELDS_MESSAGE,
      fieldErrorsOf(parsed.error.issues.map((issue) => ({ ...issue, path: ['document', ...issue.path] }))),
    );
  return submitRequest(deps, program, session, body.version, body.session_token, {
    ...session.data,
    document: compact(parsed.data),
  });
}
