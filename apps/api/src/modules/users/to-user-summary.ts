import type { UserSummary } from '@casebridge/contract/users';
import { users } from '../../db/schema/users.ts';

/** The columns toUserSummary reads: select these rather than the whole row, which holds the password hash. */
export const userSummaryColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  phone: users.phone,
  phoneCountryCode: users.phoneCountryCode,
  countryId: users.countryId,
  city: users.city,
  role: users.role,
  type: users.type,
  status: users.status,
  companyId: users.companyId,
};

export function toUserSummary(user: Pick<typeof users.$inferSelect, keyof typeof userSummaryColumns>): UserSummary {
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    phone_country_code: user.phoneCountryCode,
    country_id: user.countryId,
    city: user.city,
    role: user.role,
    type: user.type,
    status: user.status,
    company_id: user.companyId,
  };
}
