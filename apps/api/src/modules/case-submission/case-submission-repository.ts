import { and, asc, eq, inArray, isNull, or, sql, type Placeholder } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CollaborateAnswer } from '@casebridge/contract/case-submission';
import type { DbOrTx } from '../../db/client.ts';
import { keptStatement } from '../../db/prepared.ts';
import { caseSubmissionKeys } from '../../db/schema/cases.ts';
import { companies, countries } from '../../db/schema/companies.ts';
import { departments } from '../../db/schema/departments.ts';
import { favorites } from '../../db/schema/directory.ts';
import {
  contactDocuments,
  docLinkages,
  documentDepartments,
  documentManagers,
  documentNotes,
  documentRequirements,
  documentVersions,
  requirements,
} from '../../db/schema/documents.ts';
import { communities, groupDocuments, groupRelations } from '../../db/schema/groups.ts';
import { helpHints } from '../../db/schema/help-hints.ts';
import { users } from '../../db/schema/users.ts';

/** The partner a page or a submission names: an active company, or an active department of an active company. */
export async function findPartner(db: DbOrTx, type: 'company' | 'department', id: number) {
  if (type === 'company') {
    const [row] = await keptStatement(db, partnerCompanyStatement).execute({ id });
    return row && { company: row, department: null };
  }
  const [row] = await keptStatement(db, partnerDepartmentStatement).execute({ id });
  return row;
}

const partnerCompanyStatement = (db: DbOrTx) =>
  db
    .select({ id: companies.id, name: companies.name, membershipType: companies.membershipType })
    .from(companies)
    .where(and(eq(companies.id, sql.placeholder('id')), eq(companies.status, 'active')))
    .prepare('partner_company');

const partnerDepartmentStatement = (db: DbOrTx) =>
  db
    .select({
      company: { id: companies.id, name: companies.name, membershipType: companies.membershipType },
      department: { id: departments.id, name: departments.name, contactDocumentId: departments.contactDocumentId },
    })
    .from(departments)
    .innerJoin(companies, eq(companies.id, departments.companyId))
    .where(
      and(eq(departments.id, sql.placeholder('id')), eq(departments.status, 'active'), eq(companies.status, 'active')),
    )
    .prepare('partner_department');

export type Partner = NonNullable<Awaited<ReturnType<typeof findPartner>>>;

const documentColumns = {
  id: contactDocuments.id,
  name: contactDocuments.name,
  companyId: contactDocuments.companyId,
  staticDocument: contactDocuments.staticDocument,
  parentOptionName: contactDocuments.parentOptionName,
  version: {
    id: documentVersions.id,
    documentType: documentVersions.documentType,
    title: documentVersions.title,
    supportHours: documentVersions.supportHours,
    productSupported: documentVersions.productSupported,
    adminNote: documentVersions.adminNote,
    escalationInstructions: documentVersions.escalationInstructions,
    commonCustomerSectionTitle: documentVersions.commonCustomerSectionTitle,
  },
};

/** Documents whose current version is approved: the only ones a partner offers. */
const offered = and(
  eq(documentVersions.status, 'approved'),
  eq(documentVersions.id, contactDocuments.currentVersionId),
);

/**
 * C-001: the processes a partner offers. A company: all its documents, those no department uses first. A department:
 * its own process, then the documents whose current version serves it.
 */
export async function findPartnerDocuments(db: DbOrTx, partner: Partner) {
  if (partner.department === null)
    return keptStatement(db, companyDocumentsStatement).execute({ companyId: partner.company.id });
  return keptStatement(db, departmentDocumentsStatement).execute({
    companyId: partner.company.id,
    departmentId: partner.department.id,
    ownProcess: partner.department.contactDocumentId ?? 0,
  });
}

const companyDocumentsStatement = (db: DbOrTx) => {
  const departmentOnly = sql<boolean>`exists (select 1 from ${departments} d where d.contact_document_id = ${contactDocuments.id})
    or exists (select 1 from ${documentDepartments} dd where dd.version_id = ${documentVersions.id})`;
  return db
    .select(documentColumns)
    .from(contactDocuments)
    .innerJoin(documentVersions, offered)
    .where(eq(contactDocuments.companyId, sql.placeholder('companyId')))
    .orderBy(departmentOnly, asc(contactDocuments.name), asc(contactDocuments.id))
    .prepare('company_documents');
};

const departmentDocumentsStatement = (db: DbOrTx) => {
  const ownProcess = sql.placeholder('ownProcess');
  return db
    .select(documentColumns)
    .from(contactDocuments)
    .innerJoin(documentVersions, offered)
    .where(
      and(
        eq(contactDocuments.companyId, sql.placeholder('companyId')),
        or(
          eq(contactDocuments.id, ownProcess),
          sql`exists (select 1 from ${documentDepartments} dd where dd.version_id = ${documentVersions.id} and dd.department_id = ${sql.placeholder('departmentId')})`,
        ),
      ),
    )
    .orderBy(sql`${contactDocuments.id} <> ${ownProcess}`, asc(contactDocuments.name), asc(contactDocuments.id))
    .prepare('department_documents');
};

export type DocumentRow = Awaited<ReturnType<typeof findPartnerDocuments>>[number];

/**
 * M-031: one process of the company as its partners would see it, whatever its status (the admin's sample case
 * submission shows a pending process too).
 */
export async function findCompanyDocumentForSample(db: DbOrTx, companyId: number, documentId: number) {
  return db
    .select(documentColumns)
    .from(contactDocuments)
    .innerJoin(documentVersions, eq(documentVersions.id, contactDocuments.currentVersionId))
    .where(and(eq(contactDocuments.id, documentId), eq(contactDocuments.companyId, companyId)));
}

/** C-011: the sub-processes the parents among `parentIds` link to (not deleted, same company, offered). */
export async function findLinkedDocuments(db: DbOrTx, parentIds: number[], companyId: number) {
  if (parentIds.length === 0) return [];
  return db
    .selectDistinctOn([contactDocuments.id], documentColumns)
    .from(docLinkages)
    .innerJoin(contactDocuments, eq(contactDocuments.id, docLinkages.contactDocumentId))
    .innerJoin(documentVersions, offered)
    .where(
      and(
        inArray(docLinkages.parentDocumentId, parentIds),
        eq(docLinkages.deleted, false),
        eq(contactDocuments.companyId, companyId),
      ),
    )
    .orderBy(asc(contactDocuments.id));
}

export async function findLinkages(db: DbOrTx, parentIds: number[]) {
  if (parentIds.length === 0) return [];
  return db
    .select({
      parentDocumentId: docLinkages.parentDocumentId,
      contactDocumentId: docLinkages.contactDocumentId,
      optionName: docLinkages.optionName,
    })
    .from(docLinkages)
    .where(and(inArray(docLinkages.parentDocumentId, parentIds), eq(docLinkages.deleted, false)))
    .orderBy(asc(docLinkages.sortOrder), asc(docLinkages.id));
}

export async function findRequirementEntries(db: DbOrTx, versionIds: number[]) {
  if (versionIds.length === 0) return [];
  return keptStatement(db, requirementEntriesStatement).execute({ versionIds });
}

const requirementEntriesStatement = (db: DbOrTx) =>
  db
    .select({
      versionId: documentRequirements.versionId,
      section: documentRequirements.section,
      required: documentRequirements.required,
      group: documentRequirements.group,
      options: documentRequirements.options,
      additionalSettings: documentRequirements.additionalSettings,
      requirement: {
        id: requirements.id,
        type: requirements.type,
        label: requirements.label,
        codeLabel: requirements.codeLabel,
      },
    })
    .from(documentRequirements)
    .innerJoin(requirements, eq(requirements.id, documentRequirements.requirementId))
    .where(sql`${documentRequirements.versionId} = any(${sql.placeholder('versionIds')}::int[])`)
    .orderBy(asc(documentRequirements.sortOrder), asc(documentRequirements.id))
    .prepare('requirement_entries');

export type RequirementEntryRow = Awaited<ReturnType<typeof findRequirementEntries>>[number];

export async function findDocumentManagers(db: DbOrTx, versionIds: number[]) {
  if (versionIds.length === 0) return [];
  return db
    .select({
      versionId: documentManagers.versionId,
      userType: documentManagers.userType,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(documentManagers)
    .innerJoin(users, eq(users.id, documentManagers.userId))
    .where(inArray(documentManagers.versionId, versionIds))
    .orderBy(asc(documentManagers.userType));
}

/** The viewer's company's internal notes on these documents (C-005: each company keeps its own). */
export async function findDocumentNotes(db: DbOrTx, companyId: number, documentIds: number[]) {
  if (documentIds.length === 0) return [];
  return db
    .select({ documentId: documentNotes.contactDocumentId, note: documentNotes.note, location: documentNotes.location })
    .from(documentNotes)
    .where(and(eq(documentNotes.companyId, companyId), inArray(documentNotes.contactDocumentId, documentIds)));
}

/** C-004: the viewer's star on this partner, and the document it was given on. */
export async function findFavorite(db: DbOrTx, userId: number, partner: Partner) {
  const [row] = await db
    .select({ contactDocumentId: favorites.contactDocumentId })
    .from(favorites)
    .where(
      and(
        eq(favorites.userId, userId),
        eq(favorites.companyId, partner.company.id),
        partner.department === null
          ? isNull(favorites.departmentId)
          : eq(favorites.departmentId, partner.department.id),
      ),
    );
  return row;
}

const viewerRelation = alias(groupRelations, 'viewer_relation');

/** The join condition of a company's active membership (an active relation) in the group being read. */
const isActiveMember = (
  relation: { communityId: AnyPgColumn; companyId: AnyPgColumn; isActive: AnyPgColumn },
  companyId: number | Placeholder,
) => and(eq(relation.communityId, communities.id), eq(relation.companyId, companyId), eq(relation.isActive, true));

/**
 * C-003: the group documents of the active groups that carry one of these processes and that the viewer's company
 * belongs to as well: a group's files are shared inside the group only.
 */
export async function findGroupFiles(db: DbOrTx, viewerCompanyId: number, documentIds: number[]) {
  if (documentIds.length === 0) return [];
  return db
    .selectDistinct({
      documentId: groupRelations.documentId,
      id: groupDocuments.id,
      communityId: groupDocuments.communityId,
      name: groupDocuments.name,
      documentType: groupDocuments.documentType,
      url: groupDocuments.url,
      originalFilename: groupDocuments.originalFilename,
    })
    .from(groupRelations)
    .innerJoin(communities, and(eq(communities.id, groupRelations.communityId), eq(communities.status, 'active')))
    .innerJoin(viewerRelation, isActiveMember(viewerRelation, viewerCompanyId))
    .innerJoin(groupDocuments, eq(groupDocuments.communityId, communities.id))
    .where(and(inArray(groupRelations.documentId, documentIds), eq(groupRelations.isActive, true)))
    .orderBy(asc(groupDocuments.id));
}

const submitterRelation = alias(groupRelations, 'submitter_relation');

/**
 * C-018: the custom SLA of an active group with custom_sla that both companies belong to (active relations) and
 * that carries the process `documentId` (the receiver's relation names it): a group's SLA is for its own processes
 * only (issue 24 §3), never for another process of the same partner.
 */
export async function findSharedCustomSla(
  db: DbOrTx,
  submitterCompanyId: number,
  receiverCompanyId: number,
  documentId: number | null,
) {
  const [row] = await keptStatement(db, sharedCustomSla).execute({
    submitterCompanyId,
    receiverCompanyId,
    documentId: documentId ?? 0,
  });
  return row;
}

const sharedCustomSla = (db: DbOrTx) =>
  db
    .select({
      name: communities.name,
      p1Message: communities.p1Message,
      p2Message: communities.p2Message,
      p3Message: communities.p3Message,
      p1ResponseTime: communities.p1ResponseTime,
      p2ResponseTime: communities.p2ResponseTime,
      p3ResponseTime: communities.p3ResponseTime,
    })
    .from(communities)
    .innerJoin(groupRelations, isActiveMember(groupRelations, sql.placeholder('receiverCompanyId')))
    .innerJoin(submitterRelation, isActiveMember(submitterRelation, sql.placeholder('submitterCompanyId')))
    .where(
      and(
        eq(communities.customSla, true),
        eq(communities.status, 'active'),
        eq(groupRelations.documentId, sql.placeholder('documentId')),
      ),
    )
    .orderBy(asc(communities.id))
    .limit(1)
    .prepare('shared_custom_sla');

export async function findCompanyName(db: DbOrTx, companyId: number) {
  const [row] = await keptStatement(db, companyNameStatement).execute({ companyId });
  return row;
}

const companyNameStatement = (db: DbOrTx) =>
  db
    .select({ name: companies.name, membershipType: companies.membershipType })
    .from(companies)
    .where(eq(companies.id, sql.placeholder('companyId')))
    .prepare('company_name');

/** C-025: the allow-listed lists a db_select may name; never a table chosen by the request. */
export async function findCountryOptions(db: DbOrTx, key: 'id' | 'country_code') {
  const rows = await db
    .select({ id: countries.id, code: countries.countryCode, name: countries.name })
    .from(countries)
    .orderBy(asc(countries.name));
  return rows.map((row) => [key === 'id' ? String(row.id) : row.code, row.name] as const);
}

export async function findSubmitter(db: DbOrTx, userId: number) {
  const [row] = await keptStatement(db, submitterStatement).execute({ userId });
  return row;
}

const submitterStatement = (db: DbOrTx) =>
  db
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      phone: users.phone,
      phoneCountryCode: users.phoneCountryCode,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('submitter');

/** C-005: a process document some partner offers (its current version approved), by id. */
export async function findOfferedDocument(db: DbOrTx, documentId: number) {
  const [row] = await db
    .select({ id: contactDocuments.id, companyId: contactDocuments.companyId })
    .from(contactDocuments)
    .innerJoin(documentVersions, offered)
    .where(eq(contactDocuments.id, documentId));
  return row;
}

/**
 * C-007: a group document of type file in an active group the viewer's company belongs to (an active relation), with
 * its stored file.
 */
export async function findMemberGroupFile(db: DbOrTx, viewerCompanyId: number, communityId: number, id: number) {
  const [row] = await db
    .select({
      fileKey: groupDocuments.fileKey,
      originalFilename: groupDocuments.originalFilename,
      contentType: groupDocuments.contentType,
      name: groupDocuments.name,
    })
    .from(groupDocuments)
    .innerJoin(communities, and(eq(communities.id, groupDocuments.communityId), eq(communities.status, 'active')))
    .innerJoin(groupRelations, isActiveMember(groupRelations, viewerCompanyId))
    .where(
      and(
        eq(groupDocuments.id, id),
        eq(groupDocuments.communityId, communityId),
        eq(groupDocuments.documentType, 'file'),
      ),
    )
    .limit(1);
  return row;
}

/** C-012: the help hint of a flag, as stored. */
export async function findHelpHint(db: DbOrTx, flag: string) {
  const [row] = await db
    .select({ title: helpHints.title, content: helpHints.content })
    .from(helpHints)
    .where(eq(helpHints.flag, flag));
  return row;
}

export type SubmissionKey = { userId: number; key: string; requestDigest: string };

/** The answer a user's earlier submission under this Idempotency-Key got, with the digest of its request. */
export async function findSubmissionKey(db: DbOrTx, userId: number, key: string) {
  const [row] = await db
    .select({ requestDigest: caseSubmissionKeys.requestDigest, answer: caseSubmissionKeys.answer })
    .from(caseSubmissionKeys)
    .where(and(eq(caseSubmissionKeys.userId, userId), eq(caseSubmissionKeys.key, key)));
  return row;
}

/** Kept in the case's transaction: a second submission under the key fails on the primary key and makes no case. */
export async function insertSubmissionKey(db: DbOrTx, key: SubmissionKey, answer: CollaborateAnswer): Promise<void> {
  await db.insert(caseSubmissionKeys).values({ ...key, answer });
}
