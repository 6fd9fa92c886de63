import { SuperAdminReportsPage } from '@/features/reports/components/super-admin-reports-page';

/** super_admin.reports (/super_admin/reports, R-008..R-011). */
export const SuperAdminReportsRoute = () => <SuperAdminReportsPage />;
