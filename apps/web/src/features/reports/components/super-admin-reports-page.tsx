import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  datedSuperAdminReports,
  superAdminReportLabels,
  undatedSuperAdminReports,
  usageReportQuery,
  type SuperAdminReport,
} from '@casebridge/contract/reports';
import { DayRangeInputs } from '@/components/day-range-inputs';
import { Panel } from '@/components/panel';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { downloadSuperAdminReport } from '../api/download-super-admin-report';

/**
 * super_admin.reports (/super_admin/reports, R-008..R-011): the network's reports as xlsx files. The dated reports
 * wait for both dates (the same rule as the usage report's: days, the end not before the start).
 */
export const SuperAdminReportsPage = () => {
  const [days, setDays] = useState({ start: '', end: '' });
  const [exporting, setExporting] = useState<SuperAdminReport | null>(null);
  const checked = usageReportQuery.safeParse(days);
  const typed = days.start !== '' || days.end !== '';
  const errors =
    checked.success || !typed
      ? {}
      : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));

  const run = (report: SuperAdminReport) => {
    setExporting(report);
    downloadSuperAdminReport(report, days)
      .catch((error: unknown) => {
        showAlert({
          type: 'error',
          message: isApiError(error)
            ? error.message
            : `The ${superAdminReportLabels[report]} report could not be made.`,
        });
      })
      .finally(() => {
        setExporting(null);
      });
  };
  const button = (report: SuperAdminReport, dated: boolean) => (
    <Button
      key={report}
      variant="default"
      disabled={dated && !checked.success}
      loading={exporting === report}
      onClick={() => {
        run(report);
      }}
    >
      {superAdminReportLabels[report]}
    </Button>
  );

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Reports</Title>
        <Text c="dimmed">Each report downloads as an Excel file of the whole network. Times are UTC.</Text>
      </div>
      <Panel title="Reports of a date range">
        <Stack gap="sm">
          <Group align="flex-start" gap="md">
            <DayRangeInputs
              days={days}
              onChange={(field, value) => {
                setDays((current) => ({ ...current, [field]: value }));
              }}
              errors={errors}
            />
          </Group>
          {checked.success ? null : (
            <Text size="sm" c="dimmed">
              Choose both dates to download these reports.
            </Text>
          )}
          <Group gap="sm">{datedSuperAdminReports.map((report) => button(report, true))}</Group>
        </Stack>
      </Panel>
      <Panel title="Reports of the whole network">
        <Group gap="sm">{undatedSuperAdminReports.map((report) => button(report, false))}</Group>
      </Panel>
    </Stack>
  );
};
