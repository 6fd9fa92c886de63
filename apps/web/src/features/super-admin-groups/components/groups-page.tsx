import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { groupTypeLabels } from '@casebridge/contract/enums';
import { GROUP_SEARCH_MIN, type GroupListRow } from '@casebridge/contract/super-admin-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RowActionsMenu } from '@/components/row-actions-menu';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteGroup } from '../api/delete-group';
import { downloadGroups, useGroups } from '../api/get-groups';

/** S-051, 3 §8: the confirmation names the group. */
export const deleteGroupQuestion = (group: Pick<GroupListRow, 'name'>): string =>
  `Are you sure you want to delete group ${group.name}? Its partners, user access and documents are removed with it.`;

/** S-050: the search starts at more than 1 character (3 §5), over name, type, host and sponsor; fewer shows all. */
export const filterGroups = (groups: GroupListRow[], term: string): GroupListRow[] => {
  const needle = term.trim().toLowerCase();
  if (needle.length < GROUP_SEARCH_MIN) return groups;
  return groups.filter((group) =>
    [group.name, groupTypeLabels[group.type], group.host ?? '', group.sponsor_name ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
};

const detailsPath = (group: Pick<GroupListRow, 'id' | 'type'>) =>
  pathTo('super_admin.groups.details', { group_id: String(group.id), group_type: group.type });

/** super_admin.groups (/super_admin/groups, S-050, S-051, R-014). */
export const GroupsPage = () => {
  const [term, setTerm] = useState('');
  const [exporting, setExporting] = useState(false);
  const remove = useDeleteGroup();

  const askDelete = async (group: GroupListRow) => {
    const confirmed = await confirmAction({
      title: 'Delete group',
      message: deleteGroupQuestion(group),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      showAlert({ type: 'delete', message: (await remove.mutateAsync(group.id)).message });
    } catch (error) {
      showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The group could not be deleted.' });
    }
  };
  const exportGroups = () => {
    setExporting(true);
    downloadGroups()
      .catch((error: unknown) => {
        showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The export could not be made.' });
      })
      .finally(() => {
        setExporting(false);
      });
  };

  const columns: DataTableColumn<GroupListRow>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => (
        <Anchor component={Link} to={detailsPath(row)} size="sm">
          {row.name}
        </Anchor>
      ),
      value: (row) => row.name,
    },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => groupTypeLabels[row.type],
      value: (row) => groupTypeLabels[row.type],
    },
    { key: 'host', header: 'Host', cell: (row) => row.host ?? '', value: (row) => row.host },
    { key: 'companies', header: 'Companies', cell: (row) => row.companies, value: (row) => row.companies },
    {
      key: 'status',
      header: 'Status',
      cell: (row) => <ActiveStatusBadge status={row.status} />,
      value: (row) => row.status,
    },
    {
      key: 'registration',
      header: 'Registration Page',
      sortable: false,
      cell: (row) =>
        row.registration_url ? (
          <Anchor href={row.registration_url} target="_blank" rel="noopener noreferrer" size="sm">
            Registration page
          </Anchor>
        ) : null,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (row) => (
        <RowActionsMenu
          subject={row.name}
          actions={[
            { label: 'Edit group', to: pathTo('super_admin.groups.edit', { group_id: String(row.id) }) },
            {
              label: 'Delete group',
              danger: true,
              onClick: () => {
                void askDelete(row);
              },
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>Groups</Title>
          <Text c="dimmed">The network&apos;s solution support groups, partner programs and open groups.</Text>
        </div>
        <Group gap="xs">
          <Button variant="default" loading={exporting} onClick={exportGroups}>
            Export
          </Button>
          <Button component={Link} to={pathTo('super_admin.groups.edit', { group_id: '0' })}>
            Add New
          </Button>
        </Group>
      </Group>
      <Panel title="All groups">
        <TextInput
          label="Search groups"
          description="Type at least 2 characters: name, type, host or sponsor."
          placeholder="Search"
          value={term}
          onChange={(event) => {
            setTerm(event.currentTarget.value);
          }}
          mb="sm"
          maw={360}
        />
        <QueryBoundary query={useGroups()} skeletonRows={6}>
          {(groups) => (
            <DataTable
              label="Groups"
              columns={columns}
              rows={filterGroups(groups, term)}
              rowKey={(row) => String(row.id)}
              defaultSort={{ key: 'name', direction: 'asc' }}
              empty={
                groups.length === 0 ? 'No groups yet. Add New creates the first one.' : 'No group matches this search.'
              }
            />
          )}
        </QueryBoundary>
      </Panel>
    </Stack>
  );
};
