import { Navigate, useParams } from 'react-router';
import { groupTypes } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';
import { pathId, pathIdOrNew } from '@/lib/path-ids';
import { GroupDetailsPage } from '@/features/super-admin-groups/components/group-details-page';
import { GroupEditPage } from '@/features/super-admin-groups/components/group-edit-page';
import { GroupsPage } from '@/features/super-admin-groups/components/groups-page';
import { RelationEditPage } from '@/features/super-admin-groups/components/relation-edit-page';

/** super_admin.groups (/super_admin/groups, S-050, S-051, R-014). */
export const SuperAdminGroupsRoute = () => <GroupsPage />;

/** super_admin.groups.edit (/super_admin/groups/{group_id}/edit, 0 means new; S-052..S-056). */
export const SuperAdminGroupEditRoute = () => {
  const groupId = pathIdOrNew(useParams().group_id);
  if (groupId === null) return <Navigate to={pathTo('not-found')} replace />;
  return <GroupEditPage key={groupId} groupId={groupId} />;
};

/** super_admin.groups.details (/super_admin/groups/{group_id}/{group_type}, S-057..S-061). */
export const SuperAdminGroupDetailsRoute = () => {
  const { group_id: param, group_type: type = '' } = useParams();
  const groupId = pathId(param);
  if (groupId === null || !(groupTypes as readonly string[]).includes(type))
    return <Navigate to={pathTo('not-found')} replace />;
  return <GroupDetailsPage key={groupId} groupId={groupId} />;
};

/** super_admin.companies.groups.edit (/super_admin/companies/{company_id}/groups/{relation_id}/edit, S-041..S-045). */
export const SuperAdminRelationEditRoute = () => {
  const params = useParams();
  const companyId = pathId(params.company_id);
  const relationId = pathIdOrNew(params.relation_id);
  if (companyId === null || relationId === null) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <RelationEditPage
      key={`${String(companyId)}-${String(relationId)}`}
      companyId={companyId}
      relationId={relationId}
    />
  );
};
