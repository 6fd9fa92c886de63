import { and, asc, eq, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  communities,
  companyRegistrationGroups,
  groupDocuments,
  groupRelations,
  groupUserAccess,
  partnerGroups,
} from '../../db/schema/groups.ts';
import { users } from '../../db/schema/users.ts';

/**
 * The one writer of the groups and their relations (issue 23): communities, partner_groups, group_relations,
 * group_user_access, group_documents and company_registration_groups. The console, the member admin's group pages,
 * registration, the process form, the onboarding review and the demo seed write them through these functions.
 */

export async function insertCommunity(db: DbOrTx, values: typeof communities.$inferInsert) {
  const [row] = await db.insert(communities).values(values).returning({ id: communities.id });
  if (!row) throw new Error('community not inserted');
  return row.id;
}

export async function updateCommunity(db: DbOrTx, id: number, values: Partial<typeof communities.$inferInsert>) {
  await db
    .update(communities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(communities.id, id));
}

/** S-054: the program's partner group, made on its first save; answers its id. */
export async function upsertPartnerGroup(db: DbOrTx, values: typeof partnerGroups.$inferInsert) {
  const { communityId: _communityId, ...changes } = values;
  const [row] = await db
    .insert(partnerGroups)
    .values(values)
    .onConflictDoUpdate({ target: partnerGroups.communityId, set: { ...changes, updatedAt: new Date() } })
    .returning({ id: partnerGroups.id });
  if (!row) throw new Error('partner group not saved');
  return row.id;
}

export async function insertRelation(db: DbOrTx, values: typeof groupRelations.$inferInsert) {
  const [row] = await db
    .insert(groupRelations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: groupRelations.id });
  return row?.id;
}

export async function updateRelation(db: DbOrTx, id: number, values: Partial<typeof groupRelations.$inferInsert>) {
  await db
    .update(groupRelations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(groupRelations.id, id));
}

export async function insertGroupDocument(db: DbOrTx, values: typeof groupDocuments.$inferInsert) {
  const [row] = await db.insert(groupDocuments).values(values).returning({ id: groupDocuments.id });
  if (!row) throw new Error('group document not inserted');
  return row.id;
}

/**
 * M-041, S-061: deletes a document of the group (of `companyId` only, when given: a member admin deletes its own
 * company's); answers its name, owner and stored file's key (none for a link), or nothing when there is no such one.
 */
export async function deleteGroupDocumentRow(
  db: DbOrTx,
  communityId: number,
  documentId: number,
  companyId: number | null,
) {
  const [row] = await db
    .delete(groupDocuments)
    .where(
      and(
        eq(groupDocuments.id, documentId),
        eq(groupDocuments.communityId, communityId),
        companyId === null ? undefined : eq(groupDocuments.companyId, companyId),
      ),
    )
    .returning({ name: groupDocuments.name, companyId: groupDocuments.companyId, fileKey: groupDocuments.fileKey });
  return row;
}

/** M-044: gives the user access; answers false when the user had it already. */
export async function insertGroupUserAccess(
  db: DbOrTx,
  values: { communityId: number; relationId: number; userId: number; createdAt?: Date },
): Promise<boolean> {
  const rows = await db
    .insert(groupUserAccess)
    .values(values)
    .onConflictDoNothing({ target: [groupUserAccess.communityId, groupUserAccess.userId] })
    .returning({ id: groupUserAccess.id });
  return rows.length > 0;
}

/** M-045: takes the company's user's access away; answers false when the user had none. */
export async function deleteGroupUserAccess(db: DbOrTx, communityId: number, companyId: number, userId: number) {
  const rows = await db
    .delete(groupUserAccess)
    .where(
      and(
        eq(groupUserAccess.communityId, communityId),
        eq(groupUserAccess.userId, userId),
        inArray(groupUserAccess.userId, db.select({ id: users.id }).from(users).where(eq(users.companyId, companyId))),
      ),
    )
    .returning({ id: groupUserAccess.id });
  return rows.length > 0;
}

/**
 * the user's group access becomes exactly these groups (all of the company's: the caller checked), each
 * access row tied to the company's relation with the group.
 */
export async function replaceAccessOfUser(tx: DbOrTx, userId: number, companyId: number, communityIds: number[]) {
  await tx
    .delete(groupUserAccess)
    .where(
      communityIds.length === 0
        ? eq(groupUserAccess.userId, userId)
        : and(eq(groupUserAccess.userId, userId), notInArray(groupUserAccess.communityId, communityIds)),
    );
  if (communityIds.length === 0) return;
  const relations = await tx
    .select({ id: groupRelations.id, communityId: groupRelations.communityId })
    .from(groupRelations)
    .where(and(eq(groupRelations.companyId, companyId), inArray(groupRelations.communityId, communityIds)))
    .orderBy(asc(groupRelations.id));
  const relationOf = new Map<number, number>();
  for (const relation of relations)
    if (!relationOf.has(relation.communityId)) relationOf.set(relation.communityId, relation.id);
  await tx
    .insert(groupUserAccess)
    .values(communityIds.map((communityId) => ({ communityId, userId, relationId: relationOf.get(communityId) })))
    .onConflictDoNothing();
}

/**
 * S-034: the process is the one partners reach the company through in these groups: the company's whole-company
 * relations to them name it, and those that named it in other groups name no process any more.
 */
export async function setDocumentGroups(
  tx: DbOrTx,
  companyId: number,
  documentId: number,
  communityIds: number[],
): Promise<void> {
  const whole = and(eq(groupRelations.companyId, companyId), isNull(groupRelations.departmentId));
  await tx
    .update(groupRelations)
    .set({ documentId: null, updatedAt: new Date() })
    .where(
      and(
        whole,
        eq(groupRelations.documentId, documentId),
        communityIds.length > 0 ? notInArray(groupRelations.communityId, communityIds) : undefined,
      ),
    );
  if (communityIds.length > 0)
    await tx
      .update(groupRelations)
      .set({ documentId, updatedAt: new Date() })
      .where(and(whole, inArray(groupRelations.communityId, communityIds)));
}

/** M-009: a new user gets the company's default groups, each through the company's own relation (else a department's). */
export async function grantDefaultGroupAccess(tx: DbOrTx, companyId: number, userId: number): Promise<void> {
  const relations = await tx
    .select({ communityId: groupRelations.communityId, relationId: groupRelations.id })
    .from(companyRegistrationGroups)
    .innerJoin(
      groupRelations,
      and(
        eq(groupRelations.communityId, companyRegistrationGroups.communityId),
        eq(groupRelations.companyId, companyRegistrationGroups.companyId),
      ),
    )
    .where(eq(companyRegistrationGroups.companyId, companyId))
    .orderBy(sql`${groupRelations.departmentId} nulls first`, asc(groupRelations.id));
  const firstPerGroup = new Map<number, number>();
  for (const { communityId, relationId } of relations)
    if (!firstPerGroup.has(communityId)) firstPerGroup.set(communityId, relationId);
  if (firstPerGroup.size === 0) return;
  await tx
    .insert(groupUserAccess)
    .values([...firstPerGroup].map(([communityId, relationId]) => ({ communityId, relationId, userId })))
    .onConflictDoNothing();
}

/** M-010: the groups a company's registered users get access to become exactly these. */
export async function replaceRegistrationGroups(db: DbOrTx, companyId: number, communityIds: number[]): Promise<void> {
  await db.delete(companyRegistrationGroups).where(eq(companyRegistrationGroups.companyId, companyId));
  if (communityIds.length > 0)
    await db.insert(companyRegistrationGroups).values(communityIds.map((communityId) => ({ companyId, communityId })));
}

/** The program's partner group's columns (the demo seed's agreement files). */
export async function updatePartnerGroup(db: DbOrTx, id: number, values: Partial<typeof partnerGroups.$inferInsert>) {
  await db
    .update(partnerGroups)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(partnerGroups.id, id));
}
