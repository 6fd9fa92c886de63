import { Navigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { partnerTypeSchema } from '@casebridge/contract/case-submission';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { meQueryKey, useMe } from '@/features/auth/api/get-me';
import { SubmitCasePage } from '@/features/case-submission/components/submit-case-page';
import { pathId } from '@/lib/path-ids';

/** submit-case (/case/{type}/{entity_id}): type company or department (C-001); the engineer block from the session. */
export const SubmitCaseRoute = () => {
  const params = useParams();
  const queryClient = useQueryClient();
  const me = useMe();
  const type = partnerTypeSchema.safeParse(params.type);
  const entityId = pathId(params.entity_id);
  if (!type.success || entityId === null) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <QueryBoundary query={me} skeletonRows={10}>
      {({ user }) => (
        <SubmitCasePage
          key={`${type.data}-${String(entityId)}`}
          type={type.data}
          entityId={entityId}
          user={user}
          onProfileUpdated={() => {
            void queryClient.invalidateQueries({ queryKey: meQueryKey });
          }}
        />
      )}
    </QueryBoundary>
  );
};
