import type { z } from 'zod';
import { CHOOSE_COUNTRY_MESSAGE } from '@casebridge/contract/fields';
import type { ProfileAnswer, updateProfileBody } from '@casebridge/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireUser } from '../../lib/authorize.ts';
import { getCurrentSession } from '../auth/get-current-session.ts';
import { countryExists } from './profile-repository.ts';
import { updateContactDetails } from '../users/user-writer.ts';

/**
 * P-003, P-007, P-009: the signed-in user's contact details, always their own. Saving with the privacy box ticked
 * records the agreement and ends both forced updates; a super admin logged in as the user may correct the details,
 * but the agreement stays the user's own (ADR 17).
 */
export async function updateProfile(
  deps: AppDeps,
  actorOrNull: Actor | null,
  input: z.output<typeof updateProfileBody>,
): Promise<ProfileAnswer> {
  const actor = requireUser(actorOrNull);
  if (!(await countryExists(deps.db, input.country_id)))
    throw new AppError('validation', CHOOSE_COUNTRY_MESSAGE, { country_id: [CHOOSE_COUNTRY_MESSAGE] });
  const details = {
    firstName: input.first_name,
    lastName: input.last_name,
    phone: input.phone,
    phoneCountryCode: input.phone_country_code,
    countryId: input.country_id,
    city: input.city,
  };
  await updateContactDetails(deps.db, actor.userId, details, actor.impersonatorId === null ? new Date() : null);
  return { user: (await getCurrentSession(deps, actor)).user };
}
