import type { CompanyDocument, CompanyDocumentBody, EscalationUser } from '@casebridge/contract/company-documents';

export const NO_CONTACT = '0';

/** M-027: the escalation contact choices: none (value 0), then the company's users by first name. */
export const escalationOptions = (users: readonly EscalationUser[]): { value: string; label: string }[] => [
  { value: NO_CONTACT, label: 'None' },
  ...[...users]
    .sort(
      (a, b) =>
        a.first_name.localeCompare(b.first_name, undefined, { sensitivity: 'base' }) ||
        a.last_name.localeCompare(b.last_name, undefined, { sensitivity: 'base' }),
    )
    .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} (${user.email})` })),
];

const managerId = (document: CompanyDocument, type: 'main' | 'alternate'): number =>
  document.version.managers.find((manager) => manager.user_type === type)?.user_id ?? 0;

/**
 * M-026, M-028: the form's starting values from the stored process. Without `withAlternateAndAlias` (the answer's
 * can_edit_alternate_and_alias) the form leaves out the alternate contact and the alias (the server keeps the stored
 * ones).
 */
export const processFormValues = (document: CompanyDocument, withAlternateAndAlias: boolean): CompanyDocumentBody => {
  const { version } = document;
  const shared = {
    title: version.title,
    support_hours: version.support_hours,
    product_supported: version.product_supported,
    collaborate_email: version.collaborate_email ?? '',
    collaborate_cc_email: version.collaborate_cc_email ?? '',
    escalation_instructions: version.escalation_instructions ?? '',
    escalation_user_id: managerId(document, 'main'),
  };
  return withAlternateAndAlias
    ? {
        ...shared,
        alt_escalation_user_id: managerId(document, 'alternate'),
        escalation_alias: version.escalation_alias ?? '',
      }
    : shared;
};

/** A select's value as the body's user id (0 = none). */
export const toUserId = (value: string | null): number => (value === null || value === '' ? 0 : Number(value));
