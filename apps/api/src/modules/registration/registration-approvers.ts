import type { DbOrTx } from '../../db/client.ts';
import {
  findActiveBusinessManagers,
  findActiveUsersOfCompany,
  type RegistrationCompany,
} from './registration-repository.ts';

/**
 * X-018, the one rule of who decides a company's registrations: its signup managers (primary, alternate), else its
 * business managers; always active users of that same company, so a setting that names anybody else grants nothing.
 * The approval emails go to them, and an approval link holds only while its manager is still one of them.
 */
export async function findRegistrationApprovers(
  db: DbOrTx,
  company: Pick<RegistrationCompany, 'id' | 'signupManagerId' | 'altSignupManagerId'>,
) {
  const named = [company.signupManagerId, company.altSignupManagerId].filter((id): id is number => id !== null);
  const signupManagers = await findActiveUsersOfCompany(db, company.id, [...new Set(named)]);
  return signupManagers.length > 0 ? signupManagers : findActiveBusinessManagers(db, company.id);
}
