import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { caseDetailsQueryKey, useCaseDetails } from '@/features/cases/api/get-case-details';
import { CaseDetailView, type CaseDetailVariant } from '@/features/cases/components/case-detail';
import { CaseActivity } from '@/features/cases/components/case-activity';
import { CaseFiles } from '@/features/cases/components/case-files';
import { SsoChangeRequestButton } from '@/features/companies/components/sso-change-request-button';
import { isCompanyAdmin } from '@casebridge/contract/access';

/**
 * case-info (/my-cases/{token}) and admin.case-info (/admin/case/{token}): the case detail (C-039..C-053), with the
 * case's activity stream (its history, the Collaboration Feed's notes and the Add Note form, issue 24) and its files
 * below it (C-054..C-058); a company admin whose company lacks the feed may ask for single sign-on from it (C-055).
 */
const CaseInfo = ({ variant }: { variant: CaseDetailVariant }) => {
  const { token = '' } = useParams();
  const query = useCaseDetails(token);
  const queryClient = useQueryClient();
  const role = useMe().data?.user.role;
  return (
    <QueryBoundary query={query} failedLevel="warning" skeletonRows={10}>
      {(answer) => (
        <CaseDetailView
          answer={answer}
          variant={variant}
          feed={
            <>
              <CaseActivity
                source={{ via: 'session', token: answer.case.token }}
                onAdded={() => void queryClient.invalidateQueries({ queryKey: caseDetailsQueryKey(token) })}
                ssoRequest={isCompanyAdmin(role) ? <SsoChangeRequestButton /> : null}
              />
              <CaseFiles
                token={answer.case.token}
                canUpload={answer.viewer.can_upload}
                onUploaded={() => void query.refetch()}
              />
            </>
          }
        />
      )}
    </QueryBoundary>
  );
};

export const CaseInfoRoute = () => <CaseInfo variant="caller" />;
export const AdminCaseInfoRoute = () => <CaseInfo variant="admin" />;
