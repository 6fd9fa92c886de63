import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import {
  USAGE_REPORT_DEFAULT_DAYS,
  usageReportQuery,
  type UsageReportQuery,
  type UsageReportRow,
} from '@casebridge/contract/reports';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DateTime } from '@/components/date-time';
import { DayRangeInputs } from '@/components/day-range-inputs';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { downloadPartnersReport, downloadUsageReport, useUsageReport } from '../api/get-usage-report';

const DAY_MS = 24 * 3600 * 1000;
const utcDay = (date: Date) => date.toISOString().slice(0, 10);

/** R-001 (and the network reports on screen, issue 24 §4): the last 30 days up to today (UTC days, as the reports' times are UTC). */
export const defaultReportRange = (now = new Date()): UsageReportQuery => ({
  start: utcDay(new Date(now.getTime() - USAGE_REPORT_DEFAULT_DAYS * DAY_MS)),
  end: utcDay(now),
});

const when = (iso: string | null) =>
  iso === null ? (
    <Text span c="dimmed" size="sm">
      Not yet
    </Text>
  ) : (
    <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
      <DateTime iso={iso} />
    </Text>
  );

/** the report's columns; the case number opens the case (DECISIONS 3: admins open /admin/case/{token}). */
const columns: DataTableColumn<UsageReportRow>[] = [
  {
    key: 'type',
    header: 'Type',
    cell: (row) => (
      <Badge variant="light" color={row.type === 'outbound' ? 'blue' : 'grape'}>
        {row.type === 'outbound' ? 'Outbound' : 'Inbound'}
      </Badge>
    ),
    value: (row) => row.type,
  },
  {
    key: 'case_number',
    header: 'Case#',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('admin.case-info', { token: row.token })} size="sm">
        {row.case_number ?? 'View case'}
      </Anchor>
    ),
    value: (row) => row.case_number,
  },
  { key: 'partner', header: 'Partner', cell: (row) => row.partner, value: (row) => row.partner },
  { key: 'created_at', header: 'Created', cell: (row) => when(row.created_at), value: (row) => row.created_at },
  {
    key: 'response_date',
    header: 'Response Date',
    cell: (row) => when(row.response_date),
    value: (row) => row.response_date,
  },
];

const failed = (what: string) => (error: unknown) => {
  showAlert({ type: 'error', message: isApiError(error) ? error.message : `The ${what} could not be downloaded.` });
};

/**
 * admin.reports (/admin/reports, R-001..R-005): the cases the company sent and received between two dates, the
 * export of them all and the partners export. The page shows the last valid range's report while dates are typed.
 */
export const UsageReportPage = () => {
  const [typed, setTyped] = useState<UsageReportQuery>(defaultReportRange);
  const [shown, setShown] = useState<UsageReportQuery>(typed);
  const [exporting, setExporting] = useState<'usage' | 'partners' | null>(null);
  const checked = usageReportQuery.safeParse(typed);
  const errors = checked.success
    ? {}
    : Object.fromEntries(checked.error.issues.map((i) => [String(i.path[0]), i.message]));
  const report = useUsageReport(shown);

  const type = (field: keyof UsageReportQuery) => (value: string) => {
    const next = { ...typed, [field]: value };
    setTyped(next);
    if (usageReportQuery.safeParse(next).success) setShown(next);
  };
  const run = (which: 'usage' | 'partners', download: () => Promise<void>) => {
    setExporting(which);
    download()
      .catch(failed(which === 'usage' ? 'usage report' : 'partners list'))
      .finally(() => {
        setExporting(null);
      });
  };

  return (
    <Stack gap="md">
      <div>
        <Title order={1}>Usage Report</Title>
        <Text c="dimmed">The cases your company sent to partners and received from them between two dates (UTC).</Text>
      </div>
      <Group align="flex-start" gap="md" wrap="wrap">
        <DayRangeInputs
          days={typed}
          onChange={(field, value) => {
            type(field)(value);
          }}
          errors={errors}
        />
        <Group gap="sm" mt={25}>
          <Button
            onClick={() => {
              run('usage', () => downloadUsageReport(typed));
            }}
            disabled={!checked.success}
            loading={exporting === 'usage'}
          >
            Export
          </Button>
          <Button
            variant="default"
            onClick={() => {
              run('partners', downloadPartnersReport);
            }}
            loading={exporting === 'partners'}
          >
            Export Partners
          </Button>
        </Group>
      </Group>
      <QueryBoundary query={report} skeletonRows={6}>
        {(answer) => (
          <Stack gap="xs">
            <Text size="sm" aria-live="polite">
              {answer.total === answer.data.length
                ? `${answer.total.toLocaleString('en-US')} ${answer.total === 1 ? 'case' : 'cases'} from ${shown.start} to ${shown.end}.`
                : `The newest ${answer.data.length.toLocaleString('en-US')} of ${answer.total.toLocaleString('en-US')} cases from ${shown.start} to ${shown.end}; the export holds them all.`}
            </Text>
            <DataTable
              label="Usage report"
              columns={columns}
              rows={answer.data}
              rowKey={(row) => row.token}
              defaultSort={{ key: 'created_at', direction: 'desc' }}
              searchable
              empty="No cases were sent or received in these dates. Choose other dates to see more."
            />
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
};
