import {
  JSON_SUBMISSION_TYPE,
  MANAGER_TEMPLATE_SLUG,
  newDocumentDefaults,
  type ConsoleDocument,
  type ConsoleDocumentFormData,
  type ManagedDocumentBody,
  type ManagedDocumentType,
  type ParentDocumentBody,
  type StaticDocumentBody,
} from '@casebridge/contract/super-admin-documents';

const managerId = (document: ConsoleDocument, type: 'main' | 'alternate'): number =>
  document.version.managers.find((manager) => manager.user_type === type)?.user_id ?? 0;

/** Shared by the three forms: a new process's status, support hours and products (S-031), else the stored ones. */
const common = (document: ConsoleDocument | null) => ({
  status: document?.version.status ?? newDocumentDefaults.status,
  title: document?.version.title ?? '',
  support_hours: document?.version.support_hours ?? newDocumentDefaults.support_hours,
  product_supported: document?.version.product_supported ?? newDocumentDefaults.product_supported,
  admin_note: document?.version.admin_note ?? '',
});

/**
 * S-030..S-033: the managed form's starting values. The new-case email template is the stored one; a manager process
 * without one starts with the manager-request template (S-032). A json process sends the fixed route (S-033).
 */
export const managedValues = (
  type: ManagedDocumentType,
  document: ConsoleDocument | null,
  data: ConsoleDocumentFormData,
): ManagedDocumentBody => {
  // new_receiving_member is the one email slot there is.
  const stored = document?.email_templates[0]?.email_template_id;
  const managerTemplate = data.email_templates.find((row) => row.slug === MANAGER_TEMPLATE_SLUG)?.id;
  return {
    ...common(document),
    document_type: type,
    json_type: type === 'json' ? JSON_SUBMISSION_TYPE : null,
    collaborate_email: document?.version.collaborate_email ?? '',
    collaborate_cc_email: document?.version.collaborate_cc_email ?? '',
    main_escalation_contact: document ? managerId(document, 'main') : 0,
    alt_escalation_contact: document ? managerId(document, 'alternate') : 0,
    escalation_instructions: document?.version.escalation_instructions ?? '',
    escalation_alias: document?.version.escalation_alias ?? '',
    departments: document?.version.departments.map((row) => row.department_id) ?? [],
    groups:
      document?.group_relations.filter((row) => row.department_name === null).map((row) => row.community_id) ?? [],
    email_templates: {
      new_receiving_member: stored ?? (type === 'manager' ? (managerTemplate ?? null) : null),
    },
    tags: document?.version.tags.map((row) => row.tag) ?? [],
  };
};

/** S-036: the static document's starting values. */
export const staticValues = (document: ConsoleDocument | null): StaticDocumentBody => ({
  ...common(document),
  document_type: 'default',
  document_html: document?.static_document ?? '',
});

/** S-037: the parent's starting values; its rows as stored, the soft-deleted ones included (they stay deleted). */
export const parentValues = (document: ConsoleDocument | null): ParentDocumentBody => {
  const { status, title, admin_note } = common(document);
  return {
    status,
    title,
    admin_note,
    document_type: 'parent',
    parent_option_name: document?.parent_option_name ?? '',
    linkages: document?.doc_linkages ?? [],
  };
};
