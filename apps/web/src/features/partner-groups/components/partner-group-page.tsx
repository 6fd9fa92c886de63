import { useState } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Breadcrumbs, Button, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { GroupPartner, PartnerGroup } from '@casebridge/contract/partner-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { DefinitionField, NoneText } from '@/components/definition-field';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { downloadGroupAgreement, downloadGroupMembers } from '../api/download-group-files';
import { usePartnerGroup } from '../api/get-partner-group';
import { GroupDocumentsPanel } from './group-documents-panel';
import { groupTypeLabels, type AgreementDocument } from '@casebridge/contract/enums';
import { userAccessLabels } from './group-labels';

const downloadFailed = (what: string) => (error: unknown) => {
  showAlert({ type: 'error', message: isApiError(error) ? error.message : `The ${what} could not be downloaded.` });
};

const agreements: { which: AgreementDocument; label: string }[] = [
  { which: 'code_of_conduct', label: 'Code of Conduct' },
  { which: 'current_license', label: 'Licence' },
  { which: 'addendum', label: 'Addendum' },
];

/** M-035: the group's agreement documents, each offered only when the group has it. */
const AgreementDownloads = ({ group }: { group: PartnerGroup }) => {
  const offered = agreements.filter(({ which }) => group.downloads[which]);
  if (offered.length === 0) return <NoneText />;
  return (
    <Group gap="xs">
      {offered.map(({ which, label }) => (
        <Button
          key={which}
          size="xs"
          variant="default"
          onClick={() => {
            downloadGroupAgreement(group.id, which).catch(downloadFailed(label.toLowerCase()));
          }}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
};

const ExternalLink = ({ href }: { href: string | null }) =>
  href ? (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" size="sm">
      {href}
    </Anchor>
  ) : (
    <NoneText />
  );

/** M-034..M-036: what the group is, how to join it, and the company's place in it (Manage Access where the server says). */
const GroupInformation = ({ group }: { group: PartnerGroup }) => {
  const { document, department, user_access_flag: access } = group.my_relation;
  return (
    <Panel title="Group Information">
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <DefinitionField label="Name">{group.name}</DefinitionField>
        <DefinitionField label="Type">{groupTypeLabels[group.type]}</DefinitionField>
        <DefinitionField label="Your Role">{group.is_sponsor ? 'Sponsor' : 'Member'}</DefinitionField>
        <DefinitionField label="Partner Registration Link">
          <ExternalLink href={group.registration_url} />
        </DefinitionField>
        <DefinitionField label="Registration Status Link">
          <ExternalLink href={group.registration_status_url} />
        </DefinitionField>
        <DefinitionField label="Inbound Process">
          {document ? (
            <Anchor
              component={Link}
              to={pathTo('admin.inbound_process.manage', { document_id: String(document.id) })}
              size="sm"
            >
              {department ? `${document.name} (${department})` : document.name}
            </Anchor>
          ) : (
            <NoneText />
          )}
        </DefinitionField>
        <DefinitionField label="Agreements">
          <AgreementDownloads group={group} />
        </DefinitionField>
        <DefinitionField label="Internal User Access">
          <Group gap="xs">
            <Text size="sm">{userAccessLabels[access]}</Text>
            {group.can_manage_access ? (
              <Button
                size="xs"
                variant="default"
                component={Link}
                to={pathTo('admin.partner_groups.users', { group_id: String(group.id) })}
              >
                Manage Access
              </Button>
            ) : null}
          </Group>
        </DefinitionField>
      </SimpleGrid>
      {group.description ? (
        <Text size="sm" mt="md">
          {group.description}
        </Text>
      ) : null}
    </Panel>
  );
};

const tiers = [
  { key: 'p1', label: 'P1 - High' },
  { key: 'p2', label: 'P2 - Medium' },
  { key: 'p3', label: 'P3 - Low' },
] as const;

/** M-037: the group's own response times, when it has them. */
const SlaDetails = ({ group }: { group: PartnerGroup }) => (
  <Panel title="SLA Details">
    {group.custom_sla ? (
      <>
        <Table.ScrollContainer minWidth={480}>
          <Table striped aria-label="SLA details">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Priority</Table.Th>
                <Table.Th scope="col">Message</Table.Th>
                <Table.Th scope="col">Response Time</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tiers.map(({ key, label }) => (
                <Table.Tr key={key}>
                  <Table.Th scope="row">{label}</Table.Th>
                  <Table.Td>{group.sla[key].message ?? '—'}</Table.Td>
                  <Table.Td>
                    {group.sla[key].response_time === null ? '—' : `${String(group.sla[key].response_time)} hours`}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Text size="xs" c="dimmed" mt="xs">
          A business hour is required with Sev 1 SLA (Next Day).
        </Text>
      </>
    ) : (
      <Text size="sm">This group has no custom SLA: each member's process states its own support hours.</Text>
    )}
  </Panel>
);

const partnerColumns: DataTableColumn<GroupPartner>[] = [
  { key: 'company', header: 'Company', cell: (row) => row.company.name, value: (row) => row.company.name },
  {
    key: 'department',
    header: 'Department',
    cell: (row) => row.department?.name ?? '—',
    value: (row) => row.department?.name ?? null,
  },
  {
    key: 'document',
    header: 'Process',
    cell: (row) => row.document?.name ?? '—',
    value: (row) => row.document?.name ?? null,
  },
  {
    key: 'type',
    header: 'Type',
    cell: (row) => (
      <Badge variant="light" color={row.type === 'company' ? 'blue' : 'grape'} radius="sm" tt="none">
        {row.type === 'company' ? 'Company' : 'Department'}
      </Badge>
    ),
    value: (row) => row.type,
  },
];

/** M-038, R-007: the group's members and their export. */
const MembersPanel = ({ group, partners }: { group: PartnerGroup; partners: GroupPartner[] }) => {
  const [exporting, setExporting] = useState(false);
  return (
    <Panel title="Members">
      <Group justify="flex-end" mb="xs">
        <Button
          size="xs"
          variant="default"
          loading={exporting}
          disabled={partners.length === 0}
          onClick={() => {
            setExporting(true);
            downloadGroupMembers(group.id)
              .catch(downloadFailed('members export'))
              .finally(() => {
                setExporting(false);
              });
          }}
        >
          Export
        </Button>
      </Group>
      <DataTable
        label="Members"
        columns={partnerColumns}
        rows={partners}
        rowKey={(row) => `${String(row.company.id)}-${String(row.department?.id ?? 0)}`}
        defaultSort={{ key: 'company', direction: 'asc' }}
        searchable
        empty="The group has no active members yet."
      />
    </Panel>
  );
};

/** admin.partner_groups.details (/admin/partner_groups/{group_id}, M-034..M-041). */
export const PartnerGroupPage = ({ groupId, companyId }: { groupId: number; companyId: number }) => (
  <QueryBoundary query={usePartnerGroup(groupId)} skeletonRows={8}>
    {({ group, partners }) => (
      <Stack gap="md">
        <Breadcrumbs>
          <Anchor component={Link} to={pathTo('admin.partner_groups')} size="sm">
            My Partners
          </Anchor>
          <Text size="sm">{group.name}</Text>
        </Breadcrumbs>
        <Group gap="sm" align="center">
          <Title order={1}>{group.name}</Title>
          <Badge variant="light" radius="sm" tt="none">
            {groupTypeLabels[group.type]}
          </Badge>
        </Group>
        <GroupInformation group={group} />
        <SlaDetails group={group} />
        {group.shows_members ? <MembersPanel group={group} partners={partners} /> : null}
        {group.shows_documents ? <GroupDocumentsPanel groupId={group.id} companyId={companyId} /> : null}
      </Stack>
    )}
  </QueryBoundary>
);
