import type { UserSummary } from '@casebridge/contract/users';
import type { users } from '../../db/schema/users.ts';

export function toUserSummary(user: typeof users.$inferSelect): UserSummary {
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
