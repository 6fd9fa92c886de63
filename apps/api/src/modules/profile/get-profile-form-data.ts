import type { ProfileFormDataAnswer } from '@casebridge/contract/profile';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { requireUser } from '../../lib/authorize.ts';
import { listCountries } from '../landing/list-countries.ts';

/** P-001: the profile form's choices. */
export async function getProfileFormData(deps: AppDeps, actor: Actor | null): Promise<ProfileFormDataAnswer> {
  requireUser(actor);
  return { countries: await listCountries(deps) };
}
