import type {
  ConsoleDocument,
  ConsoleDocumentFormData,
  ParentFormData,
} from '@casebridge/contract/super-admin-documents';
import type { DbOrTx } from '../../db/client.ts';
import {
  findCompanyCommunities,
  findCompanyDepartmentNames,
  findCompanyDocument,
  findCompanyName,
  findEscalationUsers,
} from './company-documents-repository.ts';
import {
  findChildChoices,
  findDocLinkages,
  findDocumentCompanyId,
  findDocumentEmailTemplates,
  findEmailTemplates,
  findVersionDepartmentIds,
  findVersionTags,
} from './process-document-repository.ts';
import { toCompanyDocument } from './to-company-document.ts';

/**
 * S-029, S-035: a process of any company read whole (the console's editor): what the member's screen reads, and its
 * json type, tags, departments, email templates and a parent's rows. Undefined for an unknown id.
 */
export async function readProcessDocument(db: DbOrTx, documentId: number): Promise<ConsoleDocument | undefined> {
  const companyId = await findDocumentCompanyId(db, documentId);
  const row = companyId === undefined ? undefined : await findCompanyDocument(db, companyId, documentId);
  if (!row) return undefined;
  const [document, tags, departments, templates, linkages] = await Promise.all([
    toCompanyDocument(db, row, { withAlternateAndAlias: true }),
    findVersionTags(db, row.version.id),
    findVersionDepartmentIds(db, row.version.id),
    findDocumentEmailTemplates(db, documentId),
    findDocLinkages(db, documentId),
  ]);
  return {
    ...document,
    version: {
      ...document.version,
      json_type: row.version.jsonType,
      tags,
      departments: departments.map((department) => ({ department_id: department.departmentId })),
    },
    email_templates: templates.map((template) => ({
      type: template.type,
      email_template_id: template.emailTemplateId,
    })),
    doc_linkages: linkages.map((linkage) => ({
      id: linkage.id,
      option_name: linkage.optionName,
      contact_document_id: linkage.contactDocumentId,
      deleted: linkage.deleted,
    })),
  };
}

/**
 * S-029: the managed form's choices for a company: its departments, its groups, its active users (the escalation
 * contacts) and the email templates. Undefined for an unknown company.
 */
export async function readProcessFormData(db: DbOrTx, companyId: number): Promise<ConsoleDocumentFormData | undefined> {
  const [company, departments, communities, users, templates] = await Promise.all([
    findCompanyName(db, companyId),
    findCompanyDepartmentNames(db, companyId),
    findCompanyCommunities(db, companyId),
    findEscalationUsers(db, companyId),
    findEmailTemplates(db),
  ]);
  if (!company) return undefined;
  return {
    company,
    departments,
    communities,
    users: users.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
    })),
    email_templates: templates,
  };
}

/** S-037: the processes a parent's rows may choose: the company's processes that are not parents (undefined: no company). */
export async function readParentFormData(db: DbOrTx, companyId: number): Promise<ParentFormData | undefined> {
  const [company, documents] = await Promise.all([findCompanyName(db, companyId), findChildChoices(db, companyId)]);
  if (!company) return undefined;
  return {
    company,
    documents: documents.map((document) => ({
      id: document.id,
      name: document.name,
      document_type: document.documentType,
    })),
  };
}
