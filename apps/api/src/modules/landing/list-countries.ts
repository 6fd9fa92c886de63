import type { Country } from '@casebridge/contract/landing';
import type { AppDeps } from '../../app-deps.ts';
import { listCountries as listCountryRows } from './landing-repository.ts';

/** The countries users choose from (the landing's registration form, the profile), by name. */
export function listCountries(deps: AppDeps): Promise<Country[]> {
  return listCountryRows(deps.db);
}
