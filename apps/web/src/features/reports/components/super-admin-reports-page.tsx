import { useState } from 'react';
import { Button, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  datedSuperAdminReports,
  SUPER_ADMIN_REPORT_ROWS_SHOWN,
  superAdminReportLabels,
  undatedSuperAdminReports,
  usageReportQuery,
  type SuperAdminReport,
  type SuperAdminReportTableAnswer,
} from '@casebridge/contract/reports';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DayRangeInputs, type DayRange } from '@/components/day-range-inputs';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { formatAdminDate } from '@/lib/date-format';
import { downloadSuperAdminReport } from '../api/download-super-admin-report';
import { useSuperAdminReportTable } from '../api/get-super-admin-report-table';
import { defaultReportRange } from './usage-report-page';

type Cell = SuperAdminReportTableAnswer['rows'][number][number];
type Line = { index: number; cells: Cell[] };

/** The answer's columns as the data table's: a time reads as the admin tables' dates (UTC), an empty cell as a dash. */
const tableColumns = (answer: SuperAdminReportTableAnswer): DataTableColumn<Line>[] =>
  answer.columns.map((column, at) => ({
    key: String(at),
    header: column.header,
    cell: (line) => {
      const value = line.cells[at] ?? null;
      if (value === null) return '—';
      return column.time && typeof value === 'string' ? (
        <time dateTime={value}>{formatAdminDate(value)}</time>
      ) : (
        String(value)
      );
    },
    value: (line) => line.cells[at] ?? null,
  }));

/** Issue 24 §4: one report on screen, the rows its file holds (the first SUPER_ADMIN_REPORT_ROWS_SHOWN). */
const ReportTable = ({ report, days }: { report: SuperAdminReport; days: DayRange | null }) => {
  const query = useSuperAdminReportTable(report, days ?? { start: '', end: '' });
  const label = superAdminReportLabels[report];
  const of = days === null ? 'in the network' : `from ${days.start} to ${days.end}`;
  return (
    <QueryBoundary query={query} skeletonRows={5}>
      {(answer) => (
        <Stack gap="xs">
          <Text size="sm" aria-live="polite">
            {answer.more
              ? `The first ${String(SUPER_ADMIN_REPORT_ROWS_SHOWN)} rows ${of}; the download holds them all.`
              : `${answer.rows.length.toLocaleString('en-US')} ${answer.rows.length === 1 ? 'row' : 'rows'} ${of}.`}
          </Text>
          <DataTable
            label={label}
            columns={tableColumns(answer)}
            rows={answer.rows.map((cells, index) => ({ index, cells }))}
            rowKey={(line) => String(line.index)}
            searchable
            minWidth={900}
            empty={
              days === null
                ? `The ${label} report has no rows yet.`
                : `The ${label} report has no rows in these dates. Choose other dates to see more.`
            }
          />
        </Stack>
      )}
    </QueryBoundary>
  );
};

/**
 * Issue 24 §4: a tab per report, each with its table on screen and its download (R-009..R-011). `days`: the range
 * of the dated reports (null for the reports of the whole network); `blocked`: why the downloads wait, if they do.
 */
const ReportTabs = ({
  reports,
  days,
  blocked,
}: {
  reports: readonly SuperAdminReport[];
  days: DayRange | null;
  blocked?: string;
}) => {
  const [exporting, setExporting] = useState<SuperAdminReport | null>(null);
  const download = (report: SuperAdminReport) => {
    setExporting(report);
    downloadSuperAdminReport(report, days ?? { start: '', end: '' })
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
  return (
    <Tabs defaultValue={reports[0]} keepMounted={false}>
      <Tabs.List>
        {reports.map((report) => (
          <Tabs.Tab key={report} value={report}>
            {superAdminReportLabels[report]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {reports.map((report) => (
        <Tabs.Panel key={report} value={report} pt="sm">
          <Stack gap="sm">
            <Group gap="sm">
              <Button
                variant="default"
                disabled={blocked !== undefined}
                title={blocked}
                loading={exporting === report}
                onClick={() => {
                  download(report);
                }}
              >
                {`Download ${superAdminReportLabels[report]} (.xlsx)`}
              </Button>
            </Group>
            <ReportTable report={report} days={days} />
          </Stack>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};

/**
 * super_admin.reports (/super_admin/reports, R-008..R-011, issue 24 §4): the network's reports on screen and as xlsx
 * files. The dated reports open on the last 30 days; they wait for both dates (the same rule as the usage report's:
 * days, the end not before the start), and the tables keep the last good range's rows while dates are typed.
 */
export const SuperAdminReportsPage = () => {
  const [days, setDays] = useState<DayRange>(defaultReportRange);
  const [shown, setShown] = useState<DayRange>(days);
  const checked = usageReportQuery.safeParse(days);
  const errors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  const blocked = checked.success ? undefined : 'Choose both dates to download these reports.';

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Reports</Title>
        <Text c="dimmed">
          Each report shows its first {SUPER_ADMIN_REPORT_ROWS_SHOWN} rows here and downloads whole as an Excel file.
          Times are UTC.
        </Text>
      </div>
      <Panel title="Reports of a date range">
        <Stack gap="sm">
          <Group align="flex-start" gap="md">
            <DayRangeInputs
              days={days}
              onChange={(field, value) => {
                const next = { ...days, [field]: value };
                setDays(next);
                if (usageReportQuery.safeParse(next).success) setShown(next);
              }}
              errors={errors}
            />
          </Group>
          {blocked === undefined ? null : (
            <Text size="sm" c="dimmed">
              {blocked}
            </Text>
          )}
          <ReportTabs reports={datedSuperAdminReports} days={shown} blocked={blocked} />
        </Stack>
      </Panel>
      <Panel title="Reports of the whole network">
        <ReportTabs reports={undatedSuperAdminReports} days={null} />
      </Panel>
    </Stack>
  );
};
