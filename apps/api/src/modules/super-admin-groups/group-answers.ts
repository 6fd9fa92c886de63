import type {
  Community,
  GroupAnswer,
  GroupListRow,
  SuperAdminGroupPartner,
} from '@casebridge/contract/super-admin-groups';
import type { AppDeps } from '../../app-deps.ts';
import { companyOrigin } from '../../lib/company-origin.ts';
import { showsDocuments, toSla } from '../partner-groups/company-group.ts';
import { toGroupPartner } from '../partner-groups/get-partner-group.ts';
import type { GroupListRow as ListRow, GroupRow, PartnerRow } from './super-admin-groups-repository.ts';

/** S-050: a row of the groups list; a partner program's host and registration page (its vhost's landing). */
export const toGroupListRow = (deps: AppDeps, row: ListRow): GroupListRow => ({
  id: row.id,
  name: row.name,
  type: row.type,
  status: row.status,
  sponsor_company_id: row.sponsorCompanyId,
  host: row.vhost,
  registration_url: row.type === 'partner_program' && row.vhost !== null ? companyOrigin(deps.config, row.vhost) : null,
  companies: row.companies,
  sponsor_name: row.sponsorName,
});

const toCommunity = (row: GroupRow): Community => {
  const { community: c } = row;
  return {
    id: c.id,
    status: c.status,
    name: c.name,
    description: c.description,
    type: c.type,
    sponsor_company_id: c.sponsorCompanyId,
    sponsor_name: row.sponsorName,
    department_id: c.departmentId,
    department_name: row.departmentName,
    document_id: c.documentId,
    document_name: row.documentName,
    addendum_name: c.addendumName,
    has_addendum: c.addendumFileKey !== null,
    custom_sla: c.customSla,
    sla: toSla(c),
    msteams_integration: c.msteamsIntegration,
    msteams_manager_email: c.msteamsManagerEmail,
    msteams_team_url: c.msteamsTeamUrl,
  };
};

/**
 * S-052: the community and, for a partner program, its partner group (prices in cents); whether it has documents
 * (S-060: the document calls' own rule, showsDocuments).
 */
export const toGroupAnswer = (deps: AppDeps, row: GroupRow): GroupAnswer => {
  const pg = row.partnerGroup;
  return {
    community: toCommunity(row),
    shows_documents: showsDocuments(row.community),
    partner_group:
      pg === null
        ? null
        : {
            vhost: pg.vhost,
            host_email: pg.hostEmail,
            price: pg.price,
            price_three_years: pg.priceThreeYears,
            instructions: pg.instructions,
            links: pg.links,
            force_addendum: pg.forceAddendum,
            registration_status_url: pg.registrationStatusUrl,
            has_banner: pg.bannerFileKey !== null,
            registration_url: companyOrigin(deps.config, pg.vhost),
          },
  };
};

/** S-057: a partner of the group, with its relation's id and settings. */
export const toSuperAdminPartner = (row: PartnerRow): SuperAdminGroupPartner => ({
  ...toGroupPartner(row),
  id: row.id,
  is_active: row.isActive,
  member_relationship: row.memberRelationship,
  user_access_flag: row.userAccessFlag,
});
