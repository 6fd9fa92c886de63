import { Navigate, useParams } from 'react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useEscalationCaseDetails } from '@/features/cases/api/get-case-details';
import { CaseDetailView } from '@/features/cases/components/case-detail';
import { CaseActivity } from '@/features/cases/components/case-activity';
import { pathId } from '@/lib/path-ids';

/**
 * super_admin.cases.case_info (/super_admin/cases/{case_id}, S-008, X-047): any case of the network in the admin's
 * case view with its activity stream, read only: no decisions, notes or uploads (the super admin belongs to neither
 * company).
 */
export const SuperAdminCaseRoute = () => {
  const caseId = pathId(useParams().case_id);
  if (caseId === null) return <Navigate to={pathTo('not-found')} replace />;
  return <SuperAdminCase key={caseId} caseId={caseId} />;
};

const SuperAdminCase = ({ caseId }: { caseId: number }) => {
  const query = useEscalationCaseDetails(caseId);
  return (
    <QueryBoundary query={query} failedLevel="warning" skeletonRows={10}>
      {(answer) => (
        <CaseDetailView
          answer={answer}
          variant="super_admin"
          feed={<CaseActivity source={{ via: 'console', caseId }} />}
        />
      )}
    </QueryBoundary>
  );
};
