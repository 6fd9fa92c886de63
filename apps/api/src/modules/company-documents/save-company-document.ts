import type { z } from 'zod';
import {
  ALT_ESCALATION_USER_SAME_MESSAGE,
  DOCUMENT_NOT_FOUND_MESSAGE,
  DOCUMENT_SAVED_MESSAGE,
  ESCALATION_USER_NOT_A_USER_MESSAGE,
  type CompanyDocumentSavedAnswer,
  type companyDocumentBody,
} from '@casebridge/contract/company-documents';
import type { AppDeps } from '../../app-deps.ts';
import type { Actor } from '../../lib/access-policy.ts';
import { AppError, notFound, type FieldErrors } from '../../lib/app-error.ts';
import { requireCompanyAdmin } from '../../lib/authorize.ts';
import { requireAccess } from '../access/require-access.ts';
import { writeAuditLog } from '../audit/audit-log.ts';
import { findCompanyDocument, findVersionManagers, insertNextVersion } from './company-documents-repository.ts';
import { checkEscalationContacts, managersOf, setsAlternateAndAlias, storedHtml } from './escalation-contacts.ts';
import { toCompanyDocument } from './to-company-document.ts';
import { type VersionEdit } from './process-writer.ts';

type Body = z.output<typeof companyDocumentBody>;

/**
 * M-029: POST /api/admin/company/documents/{id}. Only an admin of the document's company (another company's document
 * is not found); the escalation contacts must be active users of that company (0 = none); the instructions are
 * sanitised. For an admin who does not set the alternate contact and the alias (a limited member,
 * setsAlternateAndAlias) they keep their stored values whatever the body says (M-028, ADR 25). The edit becomes the next version, which the case submission reads from then on.
 */
export async function saveCompanyDocument(
  deps: AppDeps,
  actor: Actor | null,
  documentId: number,
  input: Body,
): Promise<CompanyDocumentSavedAnswer> {
  const admin = requireCompanyAdmin(actor);
  await requireAccess(deps.db, admin, 'process.manage', [documentId]);
  const withAlternateAndAlias = setsAlternateAndAlias(admin);
  const companyId = admin.companyId;

  await deps.db.transaction(async (tx) => {
    const current = await findCompanyDocument(tx, companyId, documentId, true);
    if (!current) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
    const stored = await findVersionManagers(tx, current.version.id);
    const main = input.escalation_user_id;
    const alternate = withAlternateAndAlias
      ? input.alt_escalation_user_id
      : (stored.find((manager) => manager.userType === 'alternate')?.userId ?? 0);

    const problems = await checkEscalationContacts(tx, companyId, main, alternate, withAlternateAndAlias);
    const message = { not_a_user: ESCALATION_USER_NOT_A_USER_MESSAGE, same_as_main: ALT_ESCALATION_USER_SAME_MESSAGE };
    const errors: FieldErrors = {};
    if (problems.main) errors.escalation_user_id = [message[problems.main]];
    if (problems.alternate) errors.alt_escalation_user_id = [message[problems.alternate]];
    const first = Object.values(errors)[0]?.[0];
    if (first !== undefined) throw new AppError('validation', first, errors);

    const edit: VersionEdit = {
      title: input.title,
      supportHours: input.support_hours,
      productSupported: input.product_supported,
      collaborateEmail: input.collaborate_email,
      collaborateCcEmail: input.collaborate_cc_email,
      escalationInstructions: storedHtml(input.escalation_instructions),
      escalationAlias: withAlternateAndAlias ? input.escalation_alias : current.version.escalationAlias,
      managers: managersOf(main, alternate),
    };
    const versionId = await insertNextVersion(tx, current, edit, admin.userId);
    await writeAuditLog(tx, {
      action: 'company.document_saved',
      actorUserId: admin.userId,
      impersonatorUserId: admin.impersonatorId,
      companyId,
      details: { document_id: documentId, version_id: versionId, limited: !withAlternateAndAlias },
    });
  });
  // Read after the commit: the reads run side by side, which one transaction's connection does not allow.
  const row = await findCompanyDocument(deps.db, companyId, documentId);
  if (!row) throw notFound(DOCUMENT_NOT_FOUND_MESSAGE);
  return {
    message: DOCUMENT_SAVED_MESSAGE,
    document: await toCompanyDocument(deps.db, row, { withAlternateAndAlias }),
  };
}
