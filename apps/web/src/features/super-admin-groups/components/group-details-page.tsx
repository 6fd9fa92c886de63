import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { groupTypeLabels } from '@casebridge/contract/enums';
import {
  memberRelationshipLabels,
  type GroupAnswer,
  type SuperAdminGroupPartner,
} from '@casebridge/contract/super-admin-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { GroupDocumentsPanel } from '@/components/group-documents-panel';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteGroupDocument } from '../api/delete-group-document';
import { downloadGroupAddendum, useGroup } from '../api/get-group';
import { downloadGroupDocument, useGroupDocuments } from '../api/get-group-documents';
import { downloadGroupPartners, useGroupPartners } from '../api/get-group-partners';
import { useRemoveGroupPartner } from '../api/remove-group-partner';
import { useUploadGroupDocument } from '../api/upload-group-document';
import { AddPartnerModal } from './add-partner-modal';
import { RowActionsMenu } from '@/components/row-actions-menu';

/** S-059, 3 §8: the confirmation names the company (and its department). */
export const removePartnerQuestion = (partner: Pick<SuperAdminGroupPartner, 'company' | 'department'>): string =>
  `Are you sure you want to remove ${partner.company.name}${
    partner.department ? ` (${partner.department.name})` : ''
  } from this group?`;

const failed = (error: unknown, fallback: string) => {
  showAlert({ type: 'error', message: isApiError(error) ? error.message : fallback });
};

const PartnersPanel = ({ groupId }: { groupId: number }) => {
  const [adding, setAdding] = useState(false);
  const partners = useGroupPartners(groupId);
  const remove = useRemoveGroupPartner(groupId);
  const askRemove = async (partner: SuperAdminGroupPartner) => {
    const confirmed = await confirmAction({
      title: 'Remove partner',
      message: removePartnerQuestion(partner),
      confirmLabel: 'Remove',
      danger: true,
    });
    if (!confirmed) return;
    try {
      showAlert({ type: 'delete', message: (await remove.mutateAsync(partner.id)).message });
    } catch (error) {
      failed(error, 'The partner could not be removed.');
    }
  };
  const columns: DataTableColumn<SuperAdminGroupPartner>[] = [
    {
      key: 'company',
      header: 'Company',
      cell: (row) => (
        <Anchor
          component={Link}
          to={pathTo('super_admin.companies.groups.edit', {
            company_id: String(row.company.id),
            relation_id: String(row.id),
          })}
          size="sm"
        >
          {row.company.name}
        </Anchor>
      ),
      value: (row) => row.company.name,
    },
    {
      key: 'department',
      header: 'Department',
      cell: (row) => row.department?.name ?? '',
      value: (row) => row.department?.name ?? null,
    },
    {
      key: 'document',
      header: 'Process',
      cell: (row) => row.document?.name ?? 'None',
      value: (row) => row.document?.name ?? null,
    },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => (row.type === 'company' ? 'Company' : 'Department'),
      value: (row) => row.type,
    },
    {
      key: 'relation',
      header: 'Relation',
      cell: (row) => memberRelationshipLabels[row.member_relationship],
      value: (row) => row.member_relationship,
    },
    {
      key: 'active',
      header: 'Active',
      cell: (row) => <ActiveStatusBadge status={row.is_active ? 'active' : 'inactive'} />,
      value: (row) => (row.is_active ? 1 : 0),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (row) => (
        <RowActionsMenu
          subject={`${row.company.name}${row.department ? ` (${row.department.name})` : ''}`}
          actions={[
            {
              label: 'Remove partner',
              danger: true,
              onClick: () => {
                void askRemove(row);
              },
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Panel title="Partners">
      <Group justify="flex-end" mb="xs" gap="xs">
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            downloadGroupPartners(groupId).catch((error: unknown) => {
              failed(error, 'The export could not be made.');
            });
          }}
        >
          Export
        </Button>
        <Button
          size="xs"
          onClick={() => {
            setAdding(true);
          }}
        >
          Add Partner
        </Button>
      </Group>
      <QueryBoundary query={partners} skeletonRows={4}>
        {(rows) => (
          <DataTable
            label="Partners"
            columns={columns}
            rows={rows}
            rowKey={(row) => String(row.id)}
            searchable={rows.length > 10}
            empty="No partners yet. Add Partner brings a company or one of its departments into the group."
          />
        )}
      </QueryBoundary>
      <AddPartnerModal
        groupId={groupId}
        opened={adding}
        onClose={() => {
          setAdding(false);
        }}
      />
    </Panel>
  );
};

const DocumentsPanel = ({ groupId }: { groupId: number }) => {
  const remove = useDeleteGroupDocument(groupId);
  const upload = useUploadGroupDocument(groupId);
  const partners = useGroupPartners(groupId);
  const companies = [...new Map((partners.data ?? []).map((p) => [p.company.id, p.company.name])).entries()].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );
  return (
    <GroupDocumentsPanel
      documents={useGroupDocuments(groupId)}
      download={(document) => downloadGroupDocument(document.id)}
      remove={(document) => remove.mutateAsync(document.id)}
      upload={(input) => upload.mutateAsync(input)}
      uploading={upload.isPending}
      company={{ choices: companies }}
      uploadBlocked={
        companies.length === 0 ? 'Add a partner first: documents are shared in a partner’s name.' : undefined
      }
      empty="No documents shared in this group yet. Upload a runbook or a link for its partners."
    />
  );
};

const GroupHeader = ({ answer }: { answer: GroupAnswer }) => {
  const { community, partner_group: program } = answer;
  return (
    <Group justify="space-between" align="flex-start">
      <div>
        <Title order={1}>{community.name}</Title>
        <Group gap="xs" mt={4}>
          <Badge variant="light">{groupTypeLabels[community.type]}</Badge>
          <ActiveStatusBadge status={community.status} />
          {community.sponsor_name ? <Text size="sm">Sponsor: {community.sponsor_name}</Text> : null}
        </Group>
        {program ? (
          <Anchor href={program.registration_url} target="_blank" rel="noopener noreferrer" size="sm">
            Registration page
          </Anchor>
        ) : null}
      </div>
      <Group gap="xs">
        {community.has_addendum ? (
          <Button
            variant="default"
            onClick={() => {
              downloadGroupAddendum(community.id).catch((error: unknown) => {
                failed(error, 'The addendum could not be downloaded.');
              });
            }}
          >
            Addendum
          </Button>
        ) : null}
        <Button component={Link} to={pathTo('super_admin.groups.edit', { group_id: String(community.id) })}>
          Edit
        </Button>
      </Group>
    </Group>
  );
};

/** super_admin.groups.details (/super_admin/groups/{group_id}/{group_type}, S-057..S-061). */
export const GroupDetailsPage = ({ groupId }: { groupId: number }) => (
  <QueryBoundary query={useGroup(groupId)} skeletonRows={8}>
    {(answer) => (
      <Stack gap="md">
        <Anchor component={Link} to={pathTo('super_admin.groups')} size="sm">
          ‹ Groups
        </Anchor>
        <GroupHeader answer={answer} />
        <PartnersPanel groupId={groupId} />
        {answer.shows_documents ? <DocumentsPanel groupId={groupId} /> : null}
      </Stack>
    )}
  </QueryBoundary>
);
