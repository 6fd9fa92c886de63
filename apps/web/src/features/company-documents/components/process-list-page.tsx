import { Link } from 'react-router';
import { Anchor, Badge, Stack, Text, Title } from '@mantine/core';
import { documentTypeLabels, type CompanyDocumentRow } from '@casebridge/contract/company-documents';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { formatAdminDate } from '@/lib/date-format';
import { useCompanyDocuments } from '../api/get-company-documents';

const statusColors = { approved: 'green', pending: 'yellow', rejected: 'red' } as const;

const columns: DataTableColumn<CompanyDocumentRow>[] = [
  {
    key: 'name',
    header: 'Process',
    cell: (row) => (
      <Anchor component={Link} to={pathTo('admin.inbound_process.manage', { document_id: String(row.id) })}>
        {row.name}
      </Anchor>
    ),
    value: (row) => row.name,
  },
  { key: 'title', header: 'Title', cell: (row) => row.title, value: (row) => row.title },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => documentTypeLabels[row.document_type],
    value: (row) => documentTypeLabels[row.document_type],
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => (
      <Badge color={statusColors[row.status]} variant="light" radius="sm" tt="capitalize">
        {row.status}
      </Badge>
    ),
    value: (row) => row.status,
  },
  { key: 'hours', header: 'Support Hours', cell: (row) => row.support_hours, value: (row) => row.support_hours },
  {
    key: 'updated',
    header: 'Updated',
    cell: (row) => formatAdminDate(row.updated_at),
    value: (row) => row.updated_at,
  },
];

/**
 * admin.inbound_process (/admin/inbound_process, M-025): the company's processes, each a link to its details. A
 * limited member also finds the read-only summary of their process (M-032).
 */
export const ProcessListPage = ({ limited }: { limited: boolean }) => (
  <Stack gap="md">
    <div>
      <Title order={1}>Inbound Process</Title>
      <Text c="dimmed">The processes partners follow to send your company a case.</Text>
      {limited ? (
        <Text size="sm" mt={4}>
          Your membership&apos;s process summary:{' '}
          <Anchor component={Link} to={pathTo('admin.limited_process')}>
            Limited Process
          </Anchor>
        </Text>
      ) : null}
    </div>
    <Panel title="Processes">
      <QueryBoundary query={useCompanyDocuments()} skeletonRows={4}>
        {(documents) => (
          <DataTable
            label="Processes"
            columns={columns}
            rows={documents}
            rowKey={(row) => String(row.id)}
            defaultSort={{ key: 'name', direction: 'asc' }}
            searchable={documents.length > 10}
            empty="Your company has no process yet. Ask the network team to set one up with Contact on the Company page."
          />
        )}
      </QueryBoundary>
    </Panel>
  </Stack>
);
