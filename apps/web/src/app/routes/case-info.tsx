import { useParams } from 'react-router';
import { QueryBoundary } from '@/components/query-boundary';
import { useCaseDetails } from '@/features/cases/api/get-case-details';
import { CaseDetailView, type CaseDetailVariant } from '@/features/cases/components/case-detail';

/**
 * case-info (/my-cases/{token}) and admin.case-info (/admin/case/{token}): the case detail (C-039..C-053). The
 * Collaboration Feed with Add Note and Upload File is composed here from features/case-feed.
 */
const CaseInfo = ({ variant }: { variant: CaseDetailVariant }) => {
  const { token = '' } = useParams();
  const query = useCaseDetails(token);
  return (
    <QueryBoundary query={query} failedLevel="warning" skeletonRows={10}>
      {(answer) => (
        <CaseDetailView
          answer={answer}
          variant={variant}
          // ── Collaboration Feed and Upload File ──────────────────────────────────────────────────────────────
          // features/case-feed builds <CaseFeed /> and <CaseFiles /> (C-054..C-058); they go here, below the
          // escalation instructions, e.g. feed={<CaseFeed answer={answer} /> }. Nothing is rendered until then.
          feed={null}
        />
      )}
    </QueryBoundary>
  );
};

export const CaseInfoRoute = () => <CaseInfo variant="caller" />;
export const AdminCaseInfoRoute = () => <CaseInfo variant="admin" />;
