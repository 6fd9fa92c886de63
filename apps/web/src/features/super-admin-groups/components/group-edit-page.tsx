import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@casebridge/contract/endpoint';
import { groupTypeLabels } from '@casebridge/contract/enums';
import { resourcesGroupBanner } from '@casebridge/contract/landing';
import { SLA_BUSINESS_HOUR_NOTE, slaTiers, type GroupAnswer } from '@casebridge/contract/super-admin-groups';
import { DefinitionField, NoneText } from '@/components/definition-field';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { SafeHtml } from '@/components/safe-html';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { formatMoney } from '@casebridge/contract/money';
import { useGroup } from '../api/get-group';
import { GroupForm } from './group-form';

const orNone = (value: ReactNode) => (value === null || value === '' ? <NoneText /> : value);

/** S-052, S-054: a partner program read as its members and prospects meet it; Edit opens the form. */
export const ProgramSummary = ({ answer, onEdit }: { answer: GroupAnswer; onEdit: () => void }) => {
  const { community, partner_group: program } = answer;
  return (
    <Stack gap="md">
      <Panel title="Partner Program">
        {program ? (
          <Image
            src={pathOf(resourcesGroupBanner, { vhost: program.vhost })}
            alt={`${community.name} banner`}
            radius="sm"
            mah={120}
            fit="cover"
            mb="md"
          />
        ) : null}
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md">
          <DefinitionField label="Status">
            <ActiveStatusBadge status={community.status} />
          </DefinitionField>
          <DefinitionField label="Sponsor">{orNone(community.sponsor_name)}</DefinitionField>
          <DefinitionField label="Process">{orNone(community.document_name)}</DefinitionField>
          <DefinitionField label="Vhost">{orNone(program?.vhost ?? null)}</DefinitionField>
          <DefinitionField label="Host email">{orNone(program?.host_email ?? null)}</DefinitionField>
          <DefinitionField label="Registration page">
            {program ? (
              <Anchor href={program.registration_url} target="_blank" rel="noopener noreferrer" size="sm">
                {program.registration_url}
              </Anchor>
            ) : (
              <NoneText />
            )}
          </DefinitionField>
          <DefinitionField label="Price (one year)">{formatMoney(program?.price ?? 0)}</DefinitionField>
          <DefinitionField label="Price (three years)">{formatMoney(program?.price_three_years ?? 0)}</DefinitionField>
          <DefinitionField label="Force addendum">{program?.force_addendum ? 'Yes' : 'No'}</DefinitionField>
          <DefinitionField label="Addendum">
            {community.has_addendum ? (community.addendum_name ?? 'On file') : <NoneText />}
          </DefinitionField>
          <DefinitionField label="Registration status URL">
            {orNone(program?.registration_status_url ?? null)}
          </DefinitionField>
          <DefinitionField label="Links">
            {program && program.links.length > 0 ? program.links.map((link) => link.label).join(', ') : <NoneText />}
          </DefinitionField>
        </SimpleGrid>
        {program?.instructions ? (
          <div>
            <Text size="xs" fw={700} c="dimmed" tt="uppercase" mt="md">
              Program summary
            </Text>
            <SafeHtml html={program.instructions} />
          </div>
        ) : null}
      </Panel>
      <Panel title="Service Level (SLA)">
        <Text size="sm">{community.custom_sla ? 'Custom SLA' : 'Standard SLA'}</Text>
        <Text size="sm" c="dimmed">
          {SLA_BUSINESS_HOUR_NOTE}
        </Text>
        <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" mt="xs">
          {slaTiers.map((tier) => (
            <DefinitionField key={tier.key} label={tier.label}>
              {community.sla[tier.key].response_time === null
                ? orNone(community.sla[tier.key].message)
                : `${String(community.sla[tier.key].response_time)} h${
                    community.sla[tier.key].message ? `: ${community.sla[tier.key].message ?? ''}` : ''
                  }`}
            </DefinitionField>
          ))}
        </SimpleGrid>
      </Panel>
      <Group justify="flex-end">
        <Button onClick={onEdit}>Edit</Button>
      </Group>
    </Stack>
  );
};

const EditHeader = ({ answer }: { answer: GroupAnswer | null }) => (
  <div>
    <Anchor
      component={Link}
      to={
        answer
          ? pathTo('super_admin.groups.details', {
              group_id: String(answer.community.id),
              group_type: answer.community.type,
            })
          : pathTo('super_admin.groups')
      }
      size="sm"
    >
      ‹ {answer ? answer.community.name : 'Groups'}
    </Anchor>
    <Group gap="xs" align="center">
      <Title order={1}>{answer ? `Edit ${answer.community.name}` : 'New group'}</Title>
      {answer ? <Badge variant="light">{groupTypeLabels[answer.community.type]}</Badge> : null}
    </Group>
  </div>
);

const ExistingGroup = ({ answer }: { answer: GroupAnswer }) => {
  const [editing, setEditing] = useState(answer.community.type !== 'partner_program');
  return (
    <Stack gap="md">
      <EditHeader answer={answer} />
      {editing ? (
        <GroupForm
          answer={answer}
          onCancel={
            answer.community.type === 'partner_program'
              ? () => {
                  setEditing(false);
                }
              : undefined
          }
        />
      ) : (
        <ProgramSummary
          answer={answer}
          onEdit={() => {
            setEditing(true);
          }}
        />
      )}
    </Stack>
  );
};

const ExistingGroupPage = ({ groupId }: { groupId: number }) => (
  <QueryBoundary query={useGroup(groupId)} skeletonRows={10}>
    {(answer) => <ExistingGroup answer={answer} />}
  </QueryBoundary>
);

/**
 * super_admin.groups.edit (/super_admin/groups/{group_id}/edit, 0 means new; S-052): the form, or for a partner
 * program first its read-only view (selected by the group's type).
 */
export const GroupEditPage = ({ groupId }: { groupId: number }) =>
  groupId === 0 ? (
    <Stack gap="md">
      <EditHeader answer={null} />
      <GroupForm answer={null} />
    </Stack>
  ) : (
    <ExistingGroupPage groupId={groupId} />
  );
