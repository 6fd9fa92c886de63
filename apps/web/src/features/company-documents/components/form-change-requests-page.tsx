import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { FORM_CHANGE_REQUESTS_LIMIT, type FormChangeRequest } from '@casebridge/contract/process-forms';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { formatAdminDate } from '@/lib/date-format';
import { useFormChangeRequests } from '../api/process-forms';

/** The process's form in the console's editor, where the request is answered (while the process and version exist). */
const ProcessCell = ({ row }: { row: FormChangeRequest }) => {
  if (!row.process)
    return (
      <Text span c="dimmed">
        Deleted process
      </Text>
    );
  if (!row.process_type) return row.process.name;
  return (
    <Anchor
      component={Link}
      to={pathTo('super_admin.documents.edit', {
        company_id: String(row.company.id),
        document_id: String(row.process.id),
        type: row.process_type,
      })}
    >
      {row.process.name}
    </Anchor>
  );
};

const columns: DataTableColumn<FormChangeRequest>[] = [
  {
    key: 'date',
    header: 'Date',
    cell: (row) => <time dateTime={row.created_at}>{formatAdminDate(row.created_at)}</time>,
    value: (row) => row.created_at,
  },
  { key: 'company', header: 'Company', cell: (row) => row.company.name, value: (row) => row.company.name },
  {
    key: 'process',
    header: 'Process',
    cell: (row) => <ProcessCell row={row} />,
    value: (row) => row.process?.name ?? null,
  },
  {
    key: 'version',
    header: 'Version',
    cell: (row) => (row.version_number === null ? '' : String(row.version_number)),
    value: (row) => row.version_number,
  },
  {
    key: 'note',
    header: 'Note',
    cell: (row) => (
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {row.note}
      </Text>
    ),
    value: (row) => row.note,
  },
  { key: 'sent_by', header: 'Sent by', cell: (row) => row.sent_by ?? 'Deleted user', value: (row) => row.sent_by },
];

/** ADR 53: super_admin.form_change_requests, what member admins asked of their processes' forms, newest first. */
export const FormChangeRequestsPage = () => (
  <Stack gap="md">
    <div>
      <Title order={1}>Form change requests</Title>
      <Text c="dimmed">
        What member admins asked to change in their processes&apos; case forms, with the version they saw (the latest{' '}
        {FORM_CHANGE_REQUESTS_LIMIT}). Open a process to change its form; each request was also emailed to the
        membership team.
      </Text>
    </div>
    <QueryBoundary query={useFormChangeRequests()} skeletonRows={6}>
      {({ requests }) => (
        <DataTable
          label="Form change requests"
          columns={columns}
          rows={requests}
          rowKey={(row) => String(row.id)}
          defaultSort={{ key: 'date', direction: 'desc' }}
          minWidth={900}
          searchable
          empty="No member admin has asked for a form change yet."
        />
      )}
    </QueryBoundary>
  </Stack>
);
