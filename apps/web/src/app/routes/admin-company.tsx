import { QueryBoundary } from '@/components/query-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { mayOpen } from '@/features/auth/utils/access-rule';
import { CompanyPage } from '@/features/companies/components/company-page';
import { RegistrationSettingsPage } from '@/features/companies/components/registration-settings-page';

/** admin.company (/admin/company): the admin's own company, named by the session (M-001). */
export const AdminCompanyRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => (me.company ? <CompanyPage companyId={me.company.id} mayOpen={(route) => mayOpen(route, me)} /> : null)}
  </QueryBoundary>
);

/** admin.company.registration (/admin/company/registration, M-009). */
export const AdminCompanyRegistrationRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={8}>
    {(me) => (me.company ? <RegistrationSettingsPage companyId={me.company.id} /> : null)}
  </QueryBoundary>
);
