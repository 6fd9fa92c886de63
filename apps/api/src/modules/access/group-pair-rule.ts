import { and, eq, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { Bound } from '../../db/prepared.ts';
import { cases } from '../../db/schema/cases.ts';
import { communities, groupRelations } from '../../db/schema/groups.ts';

/** The two relations of one group that ADR 13's rule weighs: the viewer's (or submitter's) and the partner's. */
export const viewerRelation = alias(groupRelations, 'viewer_relation');
export const partnerRelation = alias(groupRelations, 'partner_relation');

/** ADR 13's pair rule (the only statement of it) between two relations of one group: both many_to_many, or either company is the sponsor. */
export const groupAllowsPair = or(
  and(eq(viewerRelation.memberRelationship, 'many_to_many'), eq(partnerRelation.memberRelationship, 'many_to_many')),
  eq(communities.sponsorCompanyId, viewerRelation.companyId),
  eq(communities.sponsorCompanyId, partnerRelation.companyId),
);

/**
 * ADR 58: the groups a case was made within: active groups where its submitting and receiving companies both have an
 * active relation that the group's pair rule (ADR 13) allows. A subquery of community ids, for the case's Teams cards.
 */
export function caseGroupIds(db: DbOrTx, caseId: Bound<number>) {
  return db
    .selectDistinct({ id: communities.id })
    .from(cases)
    .innerJoin(
      viewerRelation,
      and(eq(viewerRelation.companyId, cases.submitCompanyId), eq(viewerRelation.isActive, true)),
    )
    .innerJoin(communities, and(eq(communities.id, viewerRelation.communityId), eq(communities.status, 'active')))
    .innerJoin(
      partnerRelation,
      and(
        eq(partnerRelation.communityId, viewerRelation.communityId),
        eq(partnerRelation.companyId, cases.receiverCompanyId),
        eq(partnerRelation.isActive, true),
      ),
    )
    .where(and(eq(cases.id, caseId), groupAllowsPair));
}
