import type { CompanyDocument } from '@casebridge/contract/company-documents';
import type { DbOrTx } from '../../db/client.ts';
import { listVersionRequirements } from '../case-submission/list-version-requirements.ts';
import {
  findDocumentGroupRelations,
  findVersionManagers,
  type CompanyDocumentRow,
} from './company-documents-repository.ts';

/**
 * M-026, M-030: the document as the admin's screen reads it. `withAlternateAndAlias` false: the view of an admin who
 * does not set them (M-028, setsAlternateAndAlias), without the alternate escalation contact and the escalation alias.
 */
export async function toCompanyDocument(
  db: DbOrTx,
  row: CompanyDocumentRow,
  options: { withAlternateAndAlias: boolean },
): Promise<CompanyDocument> {
  const [entries, managers, relations] = await Promise.all([
    listVersionRequirements(db, row.version.id),
    findVersionManagers(db, row.version.id),
    findDocumentGroupRelations(db, row.companyId, row.id),
  ]);
  const { version } = row;
  return {
    id: row.id,
    name: row.name,
    company_id: row.companyId,
    static_document: row.staticDocument,
    parent_option_name: row.parentOptionName,
    version: {
      id: version.id,
      version_number: version.versionNumber,
      status: version.status,
      title: version.title,
      support_hours: version.supportHours,
      product_supported: version.productSupported,
      document_type: version.documentType,
      collaborate_email: version.collaborateEmail,
      collaborate_cc_email: version.collaborateCcEmail,
      escalation_instructions: version.escalationInstructions,
      escalation_alias: options.withAlternateAndAlias ? version.escalationAlias : null,
      admin_note: version.adminNote,
      common_customer_section_title: version.commonCustomerSectionTitle,
      requirements: entries,
      managers: managers
        .filter((manager) => options.withAlternateAndAlias || manager.userType === 'main')
        .map((manager) => ({
          user_type: manager.userType,
          user_id: manager.userId,
          user: { email: manager.email, first_name: manager.firstName, last_name: manager.lastName },
        })),
    },
    group_relations: relations.map((relation) => ({
      community_id: relation.communityId,
      community_name: relation.communityName,
      department_name: relation.departmentName,
    })),
  };
}
