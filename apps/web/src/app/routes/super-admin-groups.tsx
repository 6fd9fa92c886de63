import { Navigate, useParams } from 'react-router';
import { groupTypes } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';
import { GroupDetailsPage } from '@/features/super-admin-groups/components/group-details-page';
import { GroupEditPage } from '@/features/super-admin-groups/components/group-edit-page';
import { GroupsPage } from '@/features/super-admin-groups/components/groups-page';
import { RelationEditPage } from '@/features/super-admin-groups/components/relation-edit-page';

const ID_PATTERN = /^[1-9][0-9]{0,9}$/;
const ID_OR_NEW_PATTERN = /^(0|[1-9][0-9]{0,9})$/;

/** super_admin.groups (/super_admin/groups, S-050, S-051, R-014). */
export const SuperAdminGroupsRoute = () => <GroupsPage />;

/** super_admin.groups.edit (/super_admin/groups/{group_id}/edit, 0 means new; S-052..S-056). */
export const SuperAdminGroupEditRoute = () => {
  const { group_id: param = '' } = useParams();
  if (!ID_OR_NEW_PATTERN.test(param)) return <Navigate to={pathTo('not-found')} replace />;
  return <GroupEditPage key={param} groupId={Number(param)} />;
};

/** super_admin.groups.details (/super_admin/groups/{group_id}/{group_type}, S-057..S-061). */
export const SuperAdminGroupDetailsRoute = () => {
  const { group_id: param = '', group_type: type = '' } = useParams();
  if (!ID_PATTERN.test(param) || !(groupTypes as readonly string[]).includes(type))
    return <Navigate to={pathTo('not-found')} replace />;
  return <GroupDetailsPage key={param} groupId={Number(param)} />;
};

/** super_admin.companies.groups.edit (/super_admin/companies/{company_id}/groups/{relation_id}/edit, S-041..S-045). */
export const SuperAdminRelationEditRoute = () => {
  const { company_id: company = '', relation_id: relation = '' } = useParams();
  if (!ID_PATTERN.test(company) || !ID_OR_NEW_PATTERN.test(relation))
    return <Navigate to={pathTo('not-found')} replace />;
  return <RelationEditPage key={`${company}-${relation}`} companyId={Number(company)} relationId={Number(relation)} />;
};
