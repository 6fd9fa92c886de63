import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { mayUse } from '@/features/auth/utils/access-rule';
import { ActiveCasesTable } from '@/features/cases/components/active-cases-table';
import { MemberDashboard } from '@/features/dashboard/components/member-dashboard';
import { isCompanyAdmin } from '@casebridge/contract/access';

export const DashboardRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => (
      <MemberDashboard
        user={me.user}
        company={me.company}
        searchesPartners={mayUse('member_non_limited', me)}
        companyNote={me.company_note}
        canEditCompanyNote={me.can_edit_company_note}
        // D-027: the table's admin flag, for business and program managers.
        cases={<ActiveCasesTable isAdmin={isCompanyAdmin(me.user.role)} />}
      />
    )}
  </QueryBoundary>
);
