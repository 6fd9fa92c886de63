import {
  DOCUMENT_NOT_FOUND_MESSAGE,
  type CompanyDocumentAnswer,
  type LimitedDocumentAnswer,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, Member } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import {
  findCompanyCommunities,
  findCompanyDepartmentNames,
  findCompanyDocument,
  findCompanyName,
  findEscalationUsers,
} from './company-documents-repository.ts';
import { requireAccess } from '../access/require-access.ts';
import { setsAlternateAndAlias } from './escalation-contacts.ts';
import { toCompanyDocument } from './to-company-document.ts';

/** The document and the company's names around it, for an admin of the document's company (else 404). */
export async function loadDocumentAnswer(
  db: DbOrTx,
  admin: Member,
  documentId: number,
): Promise<LimitedDocumentAnswer> {
  const row = await findCompanyDocument(db, admin.companyId, documentId);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  const [document, company, departments, communities] = await Promise.all([
    toCompanyDocument(db, row, { withAlternateAndAlias: setsAlternateAndAlias(admin) }),
    findCompanyName(db, admin.companyId),
    findCompanyDepartmentNames(db, admin.companyId),
    findCompanyCommunities(db, admin.companyId),
  ]);
  return { document, companies: company ? [company] : [], departments, communities };
}

/**
 * M-026..M-028: GET /api/admin/company/documents/{document_id}: a process of the admin's own company (another
 * company's is not found) with the escalation contact choices, and whether the admin sets the alternate contact and
 * the alias (the save's own rule).
 */
export async function getCompanyDocument(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
): Promise<CompanyDocumentAnswer> {
  const admin = requireCompanyAdmin(actor);
  await requireAccess(deps.db, admin, 'process.manage', [documentId]);
  const [answer, users] = await Promise.all([
    loadDocumentAnswer(deps.db, admin, documentId),
    findEscalationUsers(deps.db, admin.companyId),
  ]);
  return {
    ...answer,
    can_edit_alternate_and_alias: setsAlternateAndAlias(admin),
    users: users.map((user) => ({
      id: user.id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
    })),
  };
}
