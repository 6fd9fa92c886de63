import type { ManagerResponse } from '@casebridge/contract/manager-requests';
import type { managerRequestResponses } from '../../db/schema/cases.ts';

export function toManagerResponse(row: typeof managerRequestResponses.$inferSelect): ManagerResponse {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    phone: row.phone,
    phone_country_code: row.phoneCountryCode,
    internal_reference: row.internalReference,
    escalation_type: row.escalationType,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
  };
}
