import type { z } from 'zod';
import { passwordField } from '@casebridge/contract/fields';
import {
  onboardingContactFields,
  onboardingContactFieldsKeepingPassword,
  type OnboardingStepAnswer,
  type validateContactBody,
} from '@casebridge/contract/onboarding';
import type { AppDeps } from '../../app-deps.ts';
import type { OnboardingData } from '../../db/schema/onboarding.ts';
import { AppError, conflict, fieldErrorsOf } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/password.ts';
import { countryExists } from './onboarding-repository.ts';
import {
  compact,
  countOnboardingRequest,
  requireInProgress,
  requireSession,
  saveAtVersion,
  toSessionView,
} from './onboarding-session.ts';
import { saveForLater } from './save-for-later.ts';

export const CHECK_FIELDS_MESSAGE = 'Please check the highlighted fields.';
export const SAME_EMAIL_MESSAGE = 'Use the address you started the registration with.';
export const NEW_COMPANY_STEP_MESSAGE = "This step is for new companies: your address belongs to a member's company.";

type Body = z.output<typeof validateContactBody>;

/** The draft kept by 'Save and finish later': what was typed, a password only as its hash and only if it is a valid one. */
async function draftOf(body: Body, previous: OnboardingData): Promise<OnboardingData> {
  const { password, password_confirmation: _confirmation, ...user } = body.user ?? {};
  const countryId = Number(body.company?.country_id);
  const passwordHash =
    typeof password === 'string' && passwordField.safeParse(password).success
      ? await hashPassword(password)
      : previous.user?.password_hash;
  return {
    ...previous,
    user: {
      ...previous.user,
      ...compact(user),
      ...(passwordHash === undefined ? {} : { password_hash: passwordHash }),
    },
    company: {
      ...previous.company,
      ...compact({ ...body.company, country_id: Number.isInteger(countryId) && countryId > 0 ? countryId : undefined }),
    },
  };
}

/**
 * O-008..O-010: the contact step. With save_for_later the draft is kept and a restore link emailed, the step stays;
 * otherwise the user and company are checked (field errors keyed user.* and company.*) and the wizard moves on to
 * the agreements. The session's address is the one the email check accepted.
 */
export async function validateContact(
  deps: AppDeps,
  vhost: string,
  body: Body,
  ip: string,
): Promise<OnboardingStepAnswer> {
  await countOnboardingRequest(deps, ip);
  const { program, session } = await requireSession(deps, vhost, body.session_token);
  requireInProgress(session);
  // Issue 21: an existing company's applicant sets no password here (its company decides on the user).
  if (session.companyId !== null) throw conflict(NEW_COMPANY_STEP_MESSAGE);
  if (body.save_for_later === true)
    return saveForLater(deps, program, session, body.version, body.session_token, await draftOf(body, session.data));

  const kept = session.data.user?.password_hash;
  const fields = kept === undefined ? onboardingContactFields : onboardingContactFieldsKeepingPassword;
  const parsed = fields.safeParse({ user: body.user, company: body.company });
  const errors = parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
  if (parsed.success && parsed.data.user.email !== session.email.toLowerCase())
    errors['user.email'] = [SAME_EMAIL_MESSAGE];
  if (parsed.success && !(await countryExists(deps.db, parsed.data.company.country_id)))
    errors['company.country_id'] = ['Please choose a country.'];
  if (!parsed.success || Object.keys(errors).length > 0) throw new AppError('validation', CHECK_FIELDS_MESSAGE, errors);

  const { password, password_confirmation: _confirmation, ...user } = parsed.data.user;
  const company = parsed.data.company;
  const saved = await saveAtVersion(deps.db, session, body.version, {
    step: 'agreements',
    data: {
      ...session.data,
      user: {
        ...user,
        email: session.email,
        password_hash: password === '' && kept !== undefined ? kept : await hashPassword(password),
      },
      company: compact({ ...company, state: company.state ?? undefined, url: company.url ?? undefined }),
    },
  });
  return { valid: true, message: null, session: toSessionView(saved, body.session_token) };
}
