import type {
  ContactDocument,
  PartnerDocumentsAnswer,
  PriorityMessages,
  RequirementEntry,
} from '@casebridge/contract/case-submission';
import { priorityRule } from '@casebridge/contract/case-submission';
import type { RequirementSection } from '@casebridge/contract/enums';
import type { DbOrTx } from '../../db/client.ts';
import { isCompanyAdmin, mayHold } from '@casebridge/contract/access';
import type { Member } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { requireAccess } from '../access/require-access.ts';
import {
  findCompanyName,
  findDocumentManagers,
  findDocumentNotes,
  findFavorite,
  findGroupFiles,
  findLinkages,
  findPartner,
  findRequirementEntries,
  findSharedCustomSla,
  type DocumentRow,
  type Partner,
  type RequirementEntryRow,
} from './case-submission-repository.ts';

export const PARTNER_NOT_FOUND_MESSAGE = 'This partner is not available.';
export const DOCUMENT_NOT_FOUND_MESSAGE = 'This process is not available.';

/**
 * The partner a member opens or sends to: an active company or department (any other is not available, as the
 * directory shows none) that the member's company may work with (X-010, requireAccess). Its own company passes (the
 * submission refuses it with its own message).
 */
export async function requirePartner(
  db: DbOrTx,
  member: Member,
  type: 'company' | 'department',
  id: number,
): Promise<Partner> {
  const partner = await findPartner(db, type, id);
  if (!partner) throw notFound(PARTNER_NOT_FOUND_MESSAGE);
  await requireAccess(db, member, type === 'company' ? 'company.use' : 'department.use', [id]);
  return partner;
}

export function toRequirementEntry(row: RequirementEntryRow): RequirementEntry {
  return {
    requirement_id: row.requirement.id,
    required: row.required,
    group: row.group,
    options: row.options ?? [],
    additional_settings: row.additionalSettings,
    requirement: {
      id: row.requirement.id,
      type: row.requirement.type,
      label: row.requirement.label,
      code_label: row.requirement.codeLabel,
    },
  };
}

/**
 * C-018: the priority rule for a submitting company and the partner, with the custom SLA of a group they share; with
 * no submitting company (the console's sample, S-039), the rule by the partner alone.
 */
export async function findPriorityMessages(
  db: DbOrTx,
  submitterCompanyId: number | null,
  partner: Partner,
  documentId: number | null,
): Promise<PriorityMessages> {
  const [submitter, sla] = await Promise.all([
    submitterCompanyId === null ? null : findCompanyName(db, submitterCompanyId),
    submitterCompanyId === null ? null : findSharedCustomSla(db, submitterCompanyId, partner.company.id, documentId),
  ]);
  const receiver = { name: partner.company.name, membership_type: partner.company.membershipType };
  return priorityRule({
    // No submitting company: the rule is the receiver's membership alone, as if it sent the case itself.
    submitter:
      submitterCompanyId === null
        ? receiver
        : submitter
          ? { name: submitter.name, membership_type: submitter.membershipType }
          : null,
    receiver,
    custom: sla
      ? {
          group: sla.name,
          high: { message: sla.p1Message, response_hours: sla.p1ResponseTime },
          medium: { message: sla.p2Message, response_hours: sla.p2ResponseTime },
          low: { message: sla.p3Message, response_hours: sla.p3ResponseTime },
        }
      : null,
  });
}

/**
 * Who reads the documents: a member, with its company's notes, its favourite and the files of its groups, or the
 * console (no company: none of those). `admin` sees the managers and the escalation instructions (C-006);
 * `mayEditNote` writes its company's internal note (C-005).
 */
export type DocumentViewer = { userId: number; companyId: number | null; admin: boolean; mayEditNote: boolean };
export const memberViewer = (member: Member): DocumentViewer => ({
  userId: member.userId,
  companyId: member.companyId,
  admin: isCompanyAdmin(member.role),
  mayEditNote: mayHold('process.note', member),
});

/** C-002: the documents as the submit page shows them, to this viewer (C-006: managers and instructions to admins). */
export async function toContactDocuments(
  db: DbOrTx,
  viewer: DocumentViewer,
  partner: Partner,
  rows: DocumentRow[],
): Promise<ContactDocument[]> {
  const documentIds = rows.map((row) => row.id);
  const versionIds = rows.map((row) => row.version.id);
  const { admin, companyId } = viewer;
  const [entries, linkages, managers, notes, favorite, files] = await Promise.all([
    findRequirementEntries(db, versionIds),
    findLinkages(db, documentIds),
    admin ? findDocumentManagers(db, versionIds) : Promise.resolve([]),
    companyId === null ? Promise.resolve([]) : findDocumentNotes(db, companyId, documentIds),
    companyId === null ? Promise.resolve(undefined) : findFavorite(db, viewer.userId, partner),
    companyId === null ? Promise.resolve([]) : findGroupFiles(db, companyId, documentIds),
  ]);
  const section = (versionId: number, name: RequirementSection) =>
    entries.filter((e) => e.versionId === versionId && e.section === name).map(toRequirementEntry);

  return rows.map((row) => {
    const note = notes.find((n) => n.documentId === row.id);
    return {
      id: row.id,
      name: row.name,
      company_id: row.companyId,
      company: { name: partner.company.name },
      department: partner.department && { name: partner.department.name },
      is_favorite:
        favorite !== undefined && (favorite.contactDocumentId === null || favorite.contactDocumentId === row.id),
      files: files
        .filter((file) => file.documentId === row.id)
        .map((file) => ({
          id: file.id,
          community_id: file.communityId,
          name: file.name,
          document_type: file.documentType,
          url: file.url,
          original_filename: file.originalFilename,
        })),
      note: note ? { note: note.note, location: note.location, document_id: row.id } : null,
      can_edit_note: viewer.mayEditNote,
      version: {
        id: row.version.id,
        document_type: row.version.documentType,
        title: row.version.title,
        support_hours: row.version.supportHours,
        product_supported: row.version.productSupported,
        admin_note: row.version.adminNote,
        escalation_instructions: admin ? row.version.escalationInstructions : null,
        manager_users: managers
          .filter((m) => m.versionId === row.version.id)
          .map((m) => ({ user_type: m.userType, name: `${m.firstName} ${m.lastName}`, email: m.email })),
        common_customer_section_title: row.version.commonCustomerSectionTitle,
      },
      common_customer_section: section(row.version.id, 'common_customer_section'),
      contact_section: section(row.version.id, 'contact_section'),
      problem_section: section(row.version.id, 'problem_section'),
      doc_linkages: linkages
        .filter((l) => l.parentDocumentId === row.id)
        .map((l) => ({ contact_document_id: l.contactDocumentId, option_name: l.optionName })),
      parent_option_name: row.parentOptionName,
      static_document: row.staticDocument,
    };
  });
}

export async function toPartnerDocumentsAnswer(
  db: DbOrTx,
  actor: Member,
  partner: Partner,
  rows: DocumentRow[],
): Promise<PartnerDocumentsAnswer> {
  const [documents, priorityMessages] = await Promise.all([
    toContactDocuments(db, memberViewer(actor), partner, rows),
    findPriorityMessages(db, actor.companyId, partner, rows[0]?.id ?? null),
  ]);
  return {
    partner: {
      type: partner.department === null ? 'company' : 'department',
      company: { id: partner.company.id, name: partner.company.name },
      department: partner.department && { id: partner.department.id, name: partner.department.name },
      is_own_company: partner.company.id === actor.companyId,
    },
    documents,
    priority_messages: priorityMessages,
  };
}
