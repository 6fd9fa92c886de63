import { Link } from 'react-router';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyDepartment, InternalNote, MemberCompany } from '@casebridge/contract/companies';
import { CompanyInfoFields } from '@/components/company-info';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo, type MayOpen } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { useCompany } from '../api/get-company';
import { useCompanyDepartments } from '../api/get-company-departments';
import { useInternalNotes } from '../api/get-internal-notes';
import { ChangeRequestButton } from './change-request-button';

/** M-001: the company's information as the member record holds it. */
const CompanyInfo = ({ company }: { company: MemberCompany }) => (
  <Panel title="Company Information">
    <CompanyInfoFields company={company} />
  </Panel>
);

const departmentColumns: DataTableColumn<CompanyDepartment>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, value: (row) => row.name },
  {
    key: 'description',
    header: 'Description',
    cell: (row) => row.description ?? '—',
    value: (row) => row.description,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <ActiveStatusBadge status={row.status} />,
    value: (row) => row.status,
  },
];

/** M-004. */
const DepartmentsPanel = ({ companyId }: { companyId: number }) => (
  <Panel title="Departments">
    <QueryBoundary query={useCompanyDepartments(companyId)} skeletonRows={3}>
      {(departments) => (
        <DataTable
          label="Departments"
          columns={departmentColumns}
          rows={departments}
          rowKey={(row) => String(row.id)}
          defaultSort={{ key: 'name', direction: 'asc' }}
          searchable={departments.length > 10}
          empty="Your company has no departments. Partners reach your company as a whole."
        />
      )}
    </QueryBoundary>
  </Panel>
);

const noteColumns: DataTableColumn<InternalNote>[] = [
  { key: 'member', header: 'Member', cell: (row) => row.member, value: (row) => row.member },
  { key: 'process', header: 'Process', cell: (row) => row.process, value: (row) => row.process },
  { key: 'note', header: 'Note', cell: (row) => row.note, value: (row) => row.note, sortable: false },
];

/** M-005: the notes' text comes stripped of HTML and truncated by the server. */
const InternalNotesPanel = () => (
  <Panel title="Internal Notes">
    <QueryBoundary query={useInternalNotes()} skeletonRows={3}>
      {(notes) => (
        <DataTable
          label="Internal notes"
          columns={noteColumns}
          rows={notes}
          rowKey={(row) => String(row.id)}
          searchable
          empty="No internal notes yet. Your managers add them on a partner's process when submitting a case."
        />
      )}
    </QueryBoundary>
  </Panel>
);

/**
 * M-003, M-006, M-007, A-023: admins who may open User Registration and Sso Setup (above the limited level) get them
 * and ask for changes to the company; the others (a limited company's) ask for changes to their users instead, whose
 * sign-in they cannot set up themselves.
 */
const CompanyActions = ({ company, mayOpen }: { company: MemberCompany; mayOpen: MayOpen }) => {
  const productName = useAppConfig().product_name;
  const setsUpSignIn = mayOpen('admin.company.registration');
  return (
    <Group gap="xs">
      {setsUpSignIn ? (
        <Button component={Link} to={pathTo('admin.company.registration')} variant="default">
          User Registration
        </Button>
      ) : null}
      {mayOpen('admin.company.sso') ? (
        <Button component={Link} to={pathTo('admin.company.sso')} variant="default">
          Sso Setup
        </Button>
      ) : null}
      {mayOpen('admin.integrations') ? (
        <Button component={Link} to={pathTo('admin.integrations')} variant="default">
          Integrations
        </Button>
      ) : null}
      <ChangeRequestButton
        label={`Contact ${productName}`}
        changeType={setsUpSignIn ? 'company' : 'users'}
        intro={
          setsUpSignIn
            ? `Tell our membership team what to change in ${company.name}'s information, departments or processes. Change requests take 24-48 hours.`
            : `Tell our membership team which users of ${company.name} to add, change or remove. Change requests take 24-48 hours.`
        }
      />
    </Group>
  );
};

/** admin.company (/admin/company): the admin's own company (M-001..M-007). */
export const CompanyPage = ({ companyId, mayOpen }: { companyId: number; mayOpen: MayOpen }) => (
  <QueryBoundary query={useCompany(companyId)} skeletonRows={8}>
    {(company) => (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1}>Company</Title>
            <Text c="dimmed">{company.name}</Text>
          </div>
          <CompanyActions company={company} mayOpen={mayOpen} />
        </Group>
        <CompanyInfo company={company} />
        <DepartmentsPanel companyId={companyId} />
        <InternalNotesPanel />
      </Stack>
    )}
  </QueryBoundary>
);
