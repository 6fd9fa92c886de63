import { decideAccess } from '@casebridge/contract/access';
import type { GroupType } from '@casebridge/contract/enums';
import {
  DOCUMENTS_HIDDEN_MESSAGE,
  MEMBERS_HIDDEN_MESSAGE,
  PARTNER_GROUP_NOT_FOUND_MESSAGE,
  type GroupUserAccess,
  type PartnerGroup,
} from '@casebridge/contract/partner-groups';
import type { AppDeps } from '../../app-deps.ts';
import type { Member } from '../../lib/access-policy.ts';
import { notFound } from '../../lib/app-error.ts';
import { companyOrigin } from '../../lib/company-origin.ts';
import { requireAccess } from '../access/require-access.ts';
import { findGroupOfCompany, type GroupOfCompany, type GroupUserRow } from './partner-groups-repository.ts';

/**
 * The group a partner-group route names, for an admin whose company has a relation to it (requireAccess: any other
 * group, another company's or none at all, is not found, so that groups cannot be probed), with that relation.
 */
export async function requireCompanyGroup(deps: AppDeps, admin: Member, communityId: number): Promise<GroupOfCompany> {
  await requireAccess(deps.db, admin, 'group.manage', [communityId]);
  const group = await findGroupOfCompany(deps.db, admin.companyId, communityId);
  if (!group) throw notFound(PARTNER_GROUP_NOT_FOUND_MESSAGE);
  return group;
}

/** M-038 (3 §6): a partner program's members are its sponsor's to see. */
export const showsMembers = (group: GroupOfCompany, admin: Member): boolean =>
  group.type !== 'partner_program' || group.sponsorCompanyId === admin.companyId;

/** M-039, S-060 (3 §6): open groups have no documents, for their members as for the super admin. */
export const showsDocuments = (group: { type: GroupType }): boolean => group.type !== 'open_group';

/** M-044: the company names the users who have access (limit); where all of them have it, no one is added. */
export const namesUsersWithAccess = (group: GroupOfCompany): boolean => group.relation.userAccessFlag !== 'all';

/**
 * M-036, M-042..M-045, A-023: whether the admin manages the group's user access list: where the company names its
 * users with access, and at a level the user access calls answer (company_admin_non_limited, the contract's rule).
 */
export const managesUserAccess = (group: GroupOfCompany, admin: Member): boolean =>
  namesUsersWithAccess(group) && decideAccess('company_admin_non_limited', admin) === 'allow';

export function requireMembersShown(group: GroupOfCompany, admin: Member): void {
  if (!showsMembers(group, admin)) throw notFound(MEMBERS_HIDDEN_MESSAGE);
}

export function requireDocumentsShown(group: GroupOfCompany): void {
  if (!showsDocuments(group)) throw notFound(DOCUMENTS_HIDDEN_MESSAGE);
}

type SlaColumns = Record<'p1Message' | 'p2Message' | 'p3Message', string | null> &
  Record<'p1ResponseTime' | 'p2ResponseTime' | 'p3ResponseTime', number | null>;

/** M-037, S-056: a group's SLA tiers (P1 High, P2 Medium, P3 Low): each a message and a response time in hours. */
export const toSla = (group: SlaColumns): PartnerGroup['sla'] => ({
  p1: { message: group.p1Message, response_time: group.p1ResponseTime },
  p2: { message: group.p2Message, response_time: group.p2ResponseTime },
  p3: { message: group.p3Message, response_time: group.p3ResponseTime },
});

export function toPartnerGroup(deps: AppDeps, group: GroupOfCompany, admin: Member): PartnerGroup {
  const { relation } = group;
  return {
    id: group.id,
    name: group.name,
    description: group.description,
    type: group.type,
    is_sponsor: group.sponsorCompanyId === admin.companyId,
    registration_url: group.vhost === null ? null : companyOrigin(deps.config, group.vhost),
    registration_status_url: group.registrationStatusUrl,
    my_relation: {
      user_access_flag: relation.userAccessFlag,
      department: relation.departmentName,
      document:
        relation.documentId === null || relation.documentName === null
          ? null
          : { id: relation.documentId, name: relation.documentName },
    },
    downloads: {
      code_of_conduct: group.codeOfConductFileKey !== null,
      current_license: group.currentLicenseFileKey !== null,
      addendum: group.addendumFileKey !== null,
    },
    custom_sla: group.customSla,
    sla: toSla(group),
    shows_members: showsMembers(group, admin),
    shows_documents: showsDocuments(group),
    can_manage_access: managesUserAccess(group, admin),
  };
}

export const toGroupUserAccess = (row: GroupUserRow): GroupUserAccess => ({
  id: row.id,
  user_id: row.userId,
  user: {
    first_name: row.firstName,
    last_name: row.lastName,
    country: row.country,
    role: row.role,
    last_login_date: row.lastLoginAt?.toISOString() ?? null,
  },
});
