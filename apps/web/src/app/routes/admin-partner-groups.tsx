import { Navigate, useParams } from 'react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { GroupUsersPage } from '@/features/partner-groups/components/group-users-page';
import { PartnerGroupPage } from '@/features/partner-groups/components/partner-group-page';
import { PartnerGroupsPage } from '@/features/partner-groups/components/partner-groups-page';
import { pathId } from '@/lib/path-ids';

/** admin.partner_groups (/admin/partner_groups, M-033). */
export const AdminPartnerGroupsRoute = () => <PartnerGroupsPage />;

/** admin.partner_groups.details (/admin/partner_groups/{group_id}, M-034..M-041). */
export const AdminPartnerGroupRoute = () => {
  const groupId = pathId(useParams().group_id);
  const me = useMe();
  if (groupId === null) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <QueryBoundary query={me} skeletonRows={8}>
      {({ company }) => (company ? <PartnerGroupPage key={groupId} groupId={groupId} companyId={company.id} /> : null)}
    </QueryBoundary>
  );
};

/** admin.partner_groups.users (/admin/partner_groups/{group_id}/users, M-042..M-045; the guard refuses limited). */
export const AdminPartnerGroupUsersRoute = () => {
  const groupId = pathId(useParams().group_id);
  if (groupId === null) return <Navigate to={pathTo('not-found')} replace />;
  return <GroupUsersPage key={groupId} groupId={groupId} />;
};
