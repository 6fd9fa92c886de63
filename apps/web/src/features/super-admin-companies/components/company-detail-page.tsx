import { useEffect, useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { Accordion, Anchor, Box, Button, Group, Menu, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { documentTypeLabels } from '@casebridge/contract/company-documents';
import { documentTypes } from '@casebridge/contract/enums';
import { consoleDocumentTypeLabels } from '@casebridge/contract/super-admin-documents';
import type {
  CompanyGroup,
  CompanyProcess,
  SuperAdminCompany,
  SuperAdminDepartment,
} from '@casebridge/contract/super-admin-companies';
import type { CompanyUser } from '@casebridge/contract/users';
import { CompanyInfoFields } from '@/components/company-info';
import { CompanyLogo } from '@/components/company-logo';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DefinitionField, NoneText } from '@/components/definition-field';
import { DateTime } from '@/components/date-time';
import { QueryBoundary } from '@/components/query-boundary';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { flashAlert, flashAlertOnce, showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { reportError } from '@/lib/report-error';
import { roleTitle } from '@/lib/roles';
import { useDeleteCompany, useDeleteProcess, useSetCompanyStatus } from '../api/company-actions';
import {
  exportConsoleCompanyUsers,
  useCompanyGroups,
  useCompanyProcesses,
  useConsoleCompanyUsers,
  useConsoleDepartments,
  useProcessNotes,
} from '../api/company-panels';
import { useConsoleCompany } from '../api/get-console-company';

/** A panel's list: its buttons above its table; the table's loading, empty and failed states come from its query. */
const PanelList = <Row extends { id: number }>({
  actions,
  query,
  ...table
}: {
  actions: ReactNode;
  query: UseQueryResult<Row[]>;
  label: string;
  columns: DataTableColumn<Row>[];
  defaultSort: { key: string; direction: 'asc' | 'desc' };
  empty: string;
}) => (
  <Stack gap="sm">
    <Group gap="xs">{actions}</Group>
    <QueryBoundary query={query} skeletonRows={3}>
      {(rows) => <DataTable {...table} rows={rows} rowKey={(row) => String(row.id)} searchable={rows.length > 10} />}
    </QueryBoundary>
  </Stack>
);

const warn = (error: unknown, fallback: string) => {
  showAlert({ type: 'warning', message: isApiError(error) ? error.message : fallback });
};

/** M-008, S-014 (DECISIONS 7: only here, never on a member's /admin/company): Edit, Disable/Enable and Delete. */
const CompanyActions = ({ company }: { company: SuperAdminCompany }) => {
  const navigate = useNavigate();
  const setStatus = useSetCompanyStatus(company.id);
  const remove = useDeleteCompany(company.id);
  const active = company.status === 'active';

  const toggle = async () => {
    const confirmed = await confirmAction({
      title: active ? 'Disable company' : 'Enable company',
      message: active
        ? `Disable ${company.name}? Its users are signed out and cannot sign in until it is enabled again.`
        : `Enable ${company.name}? Its users can sign in again.`,
      confirmLabel: active ? 'Disable' : 'Enable',
      danger: active,
    });
    if (!confirmed) return;
    setStatus.mutate(active ? 'inactive' : 'active', {
      onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
      onError: (error) => {
        warn(error, 'The status could not be changed.');
      },
    });
  };

  const deleteCompany = async () => {
    const confirmed = await confirmAction({
      title: 'Delete company',
      message: `delete ${company.name} with its users, departments and processes`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(undefined, {
      onSuccess: (answer) => {
        flashAlert({ type: 'success', message: answer.message });
        void Promise.resolve(navigate(pathTo('super_admin.companies'))).then(remove.forget);
      },
      onError: (error) => {
        warn(error, 'The company could not be deleted.');
      },
    });
  };

  return (
    <Group gap="xs">
      <Button component={Link} to={pathTo('super_admin.companies.edit', { company_id: company.id })}>
        Edit
      </Button>
      <Button
        component={Link}
        to={pathTo('super_admin.companies.registration', { company_id: company.id })}
        variant="default"
      >
        User Registration
      </Button>
      <Button
        variant="default"
        color={active ? 'red' : undefined}
        loading={setStatus.isPending}
        onClick={() => void toggle()}
      >
        {active ? 'Disable' : 'Enable'}
      </Button>
      <Button color="red" variant="outline" loading={remove.isPending} onClick={() => void deleteCompany()}>
        Delete
      </Button>
    </Group>
  );
};

const userColumns = (companyId: number): DataTableColumn<CompanyUser>[] => [
  {
    key: 'name',
    header: 'Name',
    cell: (row) => (
      <Anchor
        component={Link}
        to={pathTo('super_admin.user.edit', { company_id: companyId, user_id: row.id })}
        size="sm"
      >
        {row.first_name} {row.last_name}
      </Anchor>
    ),
    value: (row) => `${row.first_name} ${row.last_name}`,
  },
  { key: 'email', header: 'Email', cell: (row) => row.email, value: (row) => row.email },
  { key: 'role', header: 'Role', cell: (row) => roleTitle(row.role), value: (row) => roleTitle(row.role) },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <ActiveStatusBadge status={row.status} />,
    value: (row) => row.status,
  },
  {
    key: 'last_login_date',
    header: 'Last Login',
    cell: (row) => (row.last_login_date ? <DateTime iso={row.last_login_date} /> : 'Never'),
    value: (row) => row.last_login_date,
  },
];

/** S-021, R-015. */
const UsersPanel = ({ companyId }: { companyId: number }) => (
  <PanelList
    actions={
      <>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            exportConsoleCompanyUsers(companyId).catch(reportError);
          }}
        >
          Export
        </Button>
        <Button size="xs" component={Link} to={pathTo('super_admin.user.edit', { company_id: companyId, user_id: 0 })}>
          Add user
        </Button>
      </>
    }
    query={useConsoleCompanyUsers(companyId)}
    label="Users"
    columns={userColumns(companyId)}
    defaultSort={{ key: 'name', direction: 'asc' }}
    empty="No users yet. Add the first with Add user."
  />
);

const none = (value: string | null) => value ?? '—';
const departmentColumns: DataTableColumn<SuperAdminDepartment>[] = [
  { key: 'name', header: 'Name', cell: (row) => row.name, value: (row) => row.name },
  { key: 'description', header: 'Description', cell: (row) => none(row.description), value: (row) => row.description },
  { key: 'group', header: 'Group', cell: (row) => none(row.community_name), value: (row) => row.community_name },
  {
    key: 'process',
    header: 'Process',
    cell: (row) => none(row.contact_document_name),
    value: (row) => row.contact_document_name,
  },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <ActiveStatusBadge status={row.status} />,
    value: (row) => row.status,
  },
];

const DepartmentsPanel = ({ companyId }: { companyId: number }) => (
  <PanelList
    actions={
      <Button
        size="xs"
        variant="default"
        component={Link}
        to={pathTo('super_admin.companies.departments', { company_id: companyId })}
      >
        Manage departments
      </Button>
    }
    query={useConsoleDepartments(companyId)}
    label="Departments"
    columns={departmentColumns}
    defaultSort={{ key: 'name', direction: 'asc' }}
    empty="No departments: partners reach the company as a whole."
  />
);

/** S-025: the internal notes member companies keep on the process, read when opened. */
const ProcessNotes = ({ companyId, process }: { companyId: number; process: CompanyProcess }) => {
  const [opened, setOpened] = useState(false);
  const notes = useProcessNotes(companyId, process.id, opened);
  return (
    <>
      <Button
        size="compact-xs"
        variant="subtle"
        onClick={() => {
          setOpened(true);
        }}
        aria-label={`Notes on ${process.name}`}
      >
        Notes ({process.notes})
      </Button>
      <Modal
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
        title={`Notes on ${process.name}`}
        size="lg"
      >
        <QueryBoundary query={notes} skeletonRows={2}>
          {(answer) =>
            answer.notes.length === 0 ? (
              <Text c="dimmed">No member company keeps a note on this process.</Text>
            ) : (
              <Stack gap="sm">
                {answer.notes.map((note) => (
                  <div key={note.id}>
                    <Text size="sm" fw={700}>
                      {note.company}{' '}
                      <Text span size="xs" c="dimmed">
                        <DateTime iso={note.updated_at} />
                      </Text>
                    </Text>
                    <Text size="sm">{note.note}</Text>
                  </div>
                ))}
              </Stack>
            )
          }
        </QueryBoundary>
      </Modal>
    </>
  );
};

const ProcessFormsPanel = ({ companyId }: { companyId: number }) => {
  const remove = useDeleteProcess(companyId);
  const deleteProcess = async (row: CompanyProcess) => {
    const confirmed = await confirmAction({
      title: 'Delete process',
      message: `delete ${row.name} from this company`,
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    remove.mutate(row.id, {
      onSuccess: (answer) => showAlert({ type: 'success', message: answer.message }),
      onError: (error) => {
        warn(error, 'The process could not be deleted.');
      },
    });
  };
  const columns: DataTableColumn<CompanyProcess>[] = [
    {
      key: 'name',
      header: 'Process',
      cell: (row) => (
        <Anchor
          component={Link}
          to={pathTo('super_admin.documents.edit', {
            company_id: companyId,
            document_id: row.id,
            type: row.document_type,
          })}
          size="sm"
        >
          {row.name}
        </Anchor>
      ),
      value: (row) => row.name,
    },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => documentTypeLabels[row.document_type],
      value: (row) => documentTypeLabels[row.document_type],
    },
    { key: 'status', header: 'Status', cell: (row) => row.status, value: (row) => row.status },
    { key: 'cases', header: 'Cases', cell: (row) => row.cases, value: (row) => row.cases },
    {
      key: 'actions',
      header: '',
      sortable: false,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="subtle"
            component={Link}
            to={pathTo('super_admin.companies.inbound_process.test', { company_id: companyId, id: row.id })}
            aria-label={`Test form of ${row.name}`}
          >
            Test form
          </Button>
          <ProcessNotes companyId={companyId} process={row} />
          <RowActionsMenu
            subject={row.name}
            actions={[{ label: 'Delete process', danger: true, onClick: () => void deleteProcess(row) }]}
          />
        </Group>
      ),
    },
  ];
  return (
    <PanelList
      actions={
        <Menu position="bottom-start">
          <Menu.Target>
            <Button size="xs">Add process</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {/* S-027: a new process of each type the editor knows. */}
            {documentTypes.map((type) => (
              <Menu.Item
                key={type}
                component={Link}
                to={pathTo('super_admin.documents.edit', { company_id: companyId, document_id: 0, type })}
              >
                {consoleDocumentTypeLabels[type]}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      }
      query={useCompanyProcesses(companyId)}
      label="Process forms"
      columns={columns}
      defaultSort={{ key: 'name', direction: 'asc' }}
      empty="No process yet: partners cannot send this company a case. Add one with Add process."
    />
  );
};

/** S-040: is_active as a green or red dot, with its word beside it (never by colour alone). */
const ActiveDot = ({ active }: { active: boolean }) => (
  <Group gap={6} wrap="nowrap">
    <Box
      component="span"
      aria-hidden="true"
      w={10}
      h={10}
      style={{ borderRadius: '50%', display: 'inline-block' }}
      bg={active ? 'green.7' : 'red.7'}
      data-testid={active ? 'dot-active' : 'dot-inactive'}
    />
    <Text span size="sm">
      {active ? 'Active' : 'Inactive'}
    </Text>
  </Group>
);

const GroupsPanel = ({ companyId }: { companyId: number }) => {
  const columns: DataTableColumn<CompanyGroup>[] = [
    {
      key: 'active',
      header: 'Active',
      cell: (row) => <ActiveDot active={row.is_active} />,
      value: (row) => Number(row.is_active),
    },
    {
      key: 'group',
      header: 'Group',
      cell: (row) => (
        <Anchor
          component={Link}
          to={pathTo('super_admin.companies.groups.edit', { company_id: companyId, relation_id: row.id })}
          size="sm"
        >
          {row.community_name}
        </Anchor>
      ),
      value: (row) => row.community_name,
    },
    {
      key: 'department',
      header: 'Department',
      cell: (row) => none(row.department_name),
      value: (row) => row.department_name,
    },
    { key: 'process', header: 'Process', cell: (row) => none(row.document_name), value: (row) => row.document_name },
    {
      key: 'access',
      header: 'User Access',
      cell: (row) => (row.user_access_flag === 'all' ? 'All users' : 'Limited'),
      value: (row) => row.user_access_flag,
    },
  ];
  return (
    <PanelList
      actions={
        <Button
          size="xs"
          component={Link}
          to={pathTo('super_admin.companies.groups.edit', { company_id: companyId, relation_id: 0 })}
        >
          Add
        </Button>
      }
      query={useCompanyGroups(companyId)}
      label="Groups"
      columns={columns}
      defaultSort={{ key: 'group', direction: 'asc' }}
      empty="The company belongs to no group. Add it to one with Add."
    />
  );
};

/** S-015, S-016: what the console edits beyond the member record. */
const ConsoleInfoFields = ({ company }: { company: SuperAdminCompany }) => (
  <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" mt="md" mb={0}>
    <DefinitionField label="Login Subdomain">{company.slug}</DefinitionField>
    <DefinitionField label="Region">{company.region_text ?? <NoneText />}</DefinitionField>
    <DefinitionField label="Logo">
      <CompanyLogo slug={company.slug} name={company.name} />
    </DefinitionField>
    <DefinitionField label="Public Web Text">{company.public_web_text ?? <NoneText />}</DefinitionField>
    <DefinitionField label="Single Sign On">
      {company.sso.sso_identity_source === null ? (
        <NoneText />
      ) : (
        `${company.sso.sso_identity_source === 'url' ? 'Metadata URL' : 'Identity file'}: ${company.sso.sso_idp_entity_url ?? ''}`
      )}
    </DefinitionField>
  </SimpleGrid>
);

const PANELS = ['info', 'users', 'departments', 'processes', 'groups'] as const;

/** S-012: the company's five panels, each expanding and collapsing (all open at first). */
const CompanyPanels = ({ company }: { company: SuperAdminCompany }) => (
  <Accordion multiple defaultValue={[...PANELS]} variant="separated" chevronPosition="left">
    <Accordion.Item value="info">
      <Accordion.Control>Info</Accordion.Control>
      <Accordion.Panel>
        <CompanyInfoFields company={company} />
        <ConsoleInfoFields company={company} />
      </Accordion.Panel>
    </Accordion.Item>
    <Accordion.Item value="users">
      <Accordion.Control>Users</Accordion.Control>
      <Accordion.Panel>
        <UsersPanel companyId={company.id} />
      </Accordion.Panel>
    </Accordion.Item>
    <Accordion.Item value="departments">
      <Accordion.Control>Departments</Accordion.Control>
      <Accordion.Panel>
        <DepartmentsPanel companyId={company.id} />
      </Accordion.Panel>
    </Accordion.Item>
    <Accordion.Item value="processes">
      <Accordion.Control>Process Forms</Accordion.Control>
      <Accordion.Panel>
        <ProcessFormsPanel companyId={company.id} />
      </Accordion.Panel>
    </Accordion.Item>
    <Accordion.Item value="groups">
      <Accordion.Control>Groups</Accordion.Control>
      <Accordion.Panel>
        <GroupsPanel companyId={company.id} />
      </Accordion.Panel>
    </Accordion.Item>
  </Accordion>
);

/** S-012..S-014, M-008: super_admin.companies.details (/super_admin/companies/{company_id}). */
export const CompanyDetailPage = ({ companyId }: { companyId: number }) => (
  <CompanyOrBack companyId={companyId}>
    {(company) => (
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Anchor component={Link} to={pathTo('super_admin.companies')} size="sm">
              « Companies
            </Anchor>
            <Group gap="sm" align="center">
              <Title order={1}>{company.name}</Title>
              <ActiveStatusBadge status={company.status} />
            </Group>
          </div>
          <CompanyActions company={company} />
        </Group>
        <CompanyPanels company={company} />
      </Stack>
    )}
  </CompanyOrBack>
);

/**
 * S-013: the company, or, when the server has none of this id, its error as an alert and back to the companies list
 * (3 §4: "shows the error and returns to the companies list").
 */
export const CompanyOrBack = ({
  companyId,
  children,
}: {
  companyId: number;
  children: (company: SuperAdminCompany) => ReactNode;
}) => {
  const query = useConsoleCompany(companyId);
  const navigate = useNavigate();
  const missing = isApiError(query.error) && query.error.status === 404 ? query.error.message : null;
  useEffect(() => {
    if (missing === null) return;
    flashAlertOnce({ type: 'warning', message: missing });
    void navigate(pathTo('super_admin.companies'), { replace: true });
  }, [missing, navigate]);
  if (missing !== null) return null;
  return (
    <QueryBoundary query={query} skeletonRows={8}>
      {({ company }) => children(company)}
    </QueryBoundary>
  );
};
