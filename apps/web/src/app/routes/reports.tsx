import { UsageReportPage } from '@/features/reports/components/usage-report-page';

/** admin.reports (/admin/reports, R-001..R-005): the company admins' usage report (DECISIONS 2). */
export const ReportsRoute = () => <UsageReportPage />;
