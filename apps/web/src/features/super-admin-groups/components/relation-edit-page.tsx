import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { groupTypeLabels, memberRelationships } from '@casebridge/contract/enums';
import {
  GROUP_SEARCH_MIN,
  defaultMemberRelationship,
  memberRelationshipLabels,
  saveRelationBody,
  userAccessChoices,
  type GroupChoice,
  type RelationAnswer,
  type RelationUser,
  type SaveRelationValues,
} from '@casebridge/contract/super-admin-groups';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { pathTo } from '@/config/paths';
import { flashAlert } from '@/lib/alerts';
import { roleTitle } from '@/lib/roles';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCompanyRelation } from '../api/get-company-relation';
import { useRelationUsers } from '../api/get-relation-users';
import { useSaveCompanyRelation } from '../api/save-company-relation';
import { useGroupSearch } from '../api/search-groups';

/** S-043: a new relation is active, open to all users, with its group's default relation once one is chosen. */
export const relationFormValues = (answer: RelationAnswer): SaveRelationValues => {
  const relation = answer.relation;
  return {
    relation_id: relation?.relation_id ?? 0,
    community_id: relation?.community.id ?? null,
    department_id: relation?.department_id ?? null,
    document_id: relation?.document_id ?? null,
    user_access_flag: relation?.user_access_flag ?? 'all',
    member_relationship: relation?.member_relationship ?? 'many_to_many',
    is_active: relation?.is_active ?? true,
    selected_users: relation?.selected_users ?? [],
  };
};

const idValue = (value: unknown): string | null => (typeof value === 'number' ? String(value) : null);

/** S-041: find a community by more than 1 character of its name; an empty term clears the results. */
const GroupSearch = ({ onChoose, error }: { onChoose: (group: GroupChoice) => void; error?: string }) => {
  const [term, setTerm] = useState('');
  const found = useGroupSearch(term);
  const searching = term.trim().length >= GROUP_SEARCH_MIN;
  return (
    <div>
      <TextInput
        label="Find a group"
        description="Type at least 2 characters of the group's name."
        placeholder="Search groups"
        name="community_id"
        value={term}
        error={error}
        onChange={(event) => {
          setTerm(event.currentTarget.value);
        }}
      />
      {searching && found.data ? (
        found.data.length === 0 ? (
          <Text size="sm" c="dimmed" mt="xs">
            No group matches.
          </Text>
        ) : (
          <Stack gap={2} mt="xs" role="list" aria-label="Groups found">
            {found.data.map((group) => (
              <div key={group.id} role="listitem">
                <UnstyledButton
                  onClick={() => {
                    onChoose(group);
                    setTerm('');
                  }}
                  p={6}
                  w="100%"
                  style={{ borderRadius: 4, border: '1px solid var(--mantine-color-gray-3)' }}
                >
                  <Group gap="xs">
                    <Text size="sm" fw={500}>
                      {group.name}
                    </Text>
                    <Badge size="xs" variant="light">
                      {groupTypeLabels[group.type]}
                    </Badge>
                    {group.status === 'inactive' ? <ActiveStatusBadge status="inactive" /> : null}
                  </Group>
                </UnstyledButton>
              </div>
            ))}
          </Stack>
        )
      ) : null}
    </div>
  );
};

/** S-042: the company's users with selection checkboxes (a restricted relation). */
const UserTable = ({
  users,
  selected,
  onChange,
}: {
  users: RelationUser[];
  selected: number[];
  onChange: (ids: number[]) => void;
}) => {
  const active = users.filter((user) => user.status === 'active');
  if (active.length === 0) return <Text size="sm">This company has no active users to give access to.</Text>;
  const toggle = (id: number, on: boolean) => {
    onChange(on ? [...selected, id] : selected.filter((other) => other !== id));
  };
  return (
    <Table verticalSpacing="xs" aria-label="Users with access">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={40}>
            <Checkbox
              aria-label="Select all users"
              checked={active.every((user) => selected.includes(user.id))}
              indeterminate={selected.length > 0 && !active.every((user) => selected.includes(user.id))}
              onChange={(event) => {
                onChange(event.currentTarget.checked ? active.map((user) => user.id) : []);
              }}
            />
          </Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Email</Table.Th>
          <Table.Th>Role</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {active.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Td>
              <Checkbox
                aria-label={`Give ${user.first_name} ${user.last_name} access`}
                checked={selected.includes(user.id)}
                onChange={(event) => {
                  toggle(user.id, event.currentTarget.checked);
                }}
              />
            </Table.Td>
            <Table.Td>
              {user.first_name} {user.last_name}
            </Table.Td>
            <Table.Td>{user.email}</Table.Td>
            <Table.Td>{roleTitle(user.role)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
};

const RelationForm = ({ answer, relationId }: { answer: RelationAnswer; relationId: number }) => {
  const navigate = useNavigate();
  const companyId = answer.company.id;
  const save = useSaveCompanyRelation(companyId);
  const users = useRelationUsers(companyId, relationId);
  const [group, setGroup] = useState<GroupChoice | null>(answer.relation?.community ?? null);
  const { form, formProps } = useSchemaForm({
    schema: saveRelationBody,
    initialValues: relationFormValues(answer),
    onSubmit: async (body) => {
      flashAlert({ type: 'success', message: (await save.mutateAsync(body)).message });
      await navigate(pathTo('super_admin.companies.details', { company_id: String(companyId) }));
    },
    withLoader: true,
  });
  const values = form.getValues();
  const selected = Array.isArray(values.selected_users) ? values.selected_users : [];

  return (
    <SchemaForm {...formProps} aria-label="Group Access">
      <Stack gap="md">
        <Panel title="Group">
          {group ? (
            <Group gap="xs" mb="sm">
              <Text fw={600}>{group.name}</Text>
              <Badge variant="light">{groupTypeLabels[group.type]}</Badge>
              {answer.relation === null ? (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => {
                    setGroup(null);
                    form.setFieldValue('community_id', null);
                  }}
                >
                  Change
                </Button>
              ) : null}
            </Group>
          ) : (
            <GroupSearch
              error={form.errors.community_id as string | undefined}
              onChoose={(chosen) => {
                setGroup(chosen);
                form.setFieldValue('community_id', chosen.id);
                form.setFieldValue('member_relationship', defaultMemberRelationship(chosen, companyId));
              }}
            />
          )}
        </Panel>
        <Panel title="Access">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <Switch label="Active" {...form.getInputProps('is_active', { type: 'checkbox' })} />
            <Select
              label="Relation"
              description="One to many members reach the group's sponsor only."
              data={memberRelationships.map((value) => ({ value, label: memberRelationshipLabels[value] }))}
              allowDeselect={false}
              {...form.getInputProps('member_relationship')}
            />
            <Select
              label="Department"
              placeholder="None (the whole company)"
              clearable
              data={answer.departments.map((d) => ({
                value: String(d.id),
                label: d.status === 'active' ? d.name : `${d.name} (inactive)`,
              }))}
              {...form.getInputProps('department_id')}
              value={idValue(values.department_id)}
              onChange={(value) => {
                form.setFieldValue('department_id', value === null ? null : Number(value));
              }}
            />
            <Select
              label="Process"
              placeholder="None"
              clearable
              data={answer.documents.map((d) => ({ value: String(d.id), label: d.name }))}
              {...form.getInputProps('document_id')}
              value={idValue(values.document_id)}
              onChange={(value) => {
                form.setFieldValue('document_id', value === null ? null : Number(value));
              }}
            />
          </SimpleGrid>
          <Radio.Group label="User access" mt="md" {...form.getInputProps('user_access_flag')}>
            <Group gap="lg" mt={4}>
              {userAccessChoices.map((choice) => (
                <Radio key={choice.value} value={choice.value} label={choice.label} />
              ))}
            </Group>
          </Radio.Group>
        </Panel>
        {values.user_access_flag === 'limit' ? (
          <Panel title="Users with access">
            <QueryBoundary query={users} skeletonRows={4}>
              {(rows) => (
                <UserTable
                  users={rows}
                  selected={selected}
                  onChange={(ids) => {
                    form.setFieldValue('selected_users', ids);
                  }}
                />
              )}
            </QueryBoundary>
            {form.errors.selected_users ? (
              <Text c="red" size="sm" mt="xs">
                {form.errors.selected_users}
              </Text>
            ) : null}
          </Panel>
        ) : null}
        <Group justify="flex-end">
          <Button
            variant="default"
            component={Link}
            to={pathTo('super_admin.companies.details', { company_id: String(companyId) })}
          >
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** super_admin.companies.groups.edit (/super_admin/companies/{company_id}/groups/{relation_id}/edit, S-041..S-045). */
export const RelationEditPage = ({ companyId, relationId }: { companyId: number; relationId: number }) => (
  <QueryBoundary query={useCompanyRelation(companyId, relationId)} skeletonRows={8}>
    {(answer) => (
      <Stack gap="md">
        <div>
          <Anchor
            component={Link}
            to={pathTo('super_admin.companies.details', { company_id: String(companyId) })}
            size="sm"
          >
            ‹ {answer.company.name}
          </Anchor>
          <Title order={1}>Group Access</Title>
          <Text c="dimmed">
            {answer.relation
              ? `${answer.company.name} in ${answer.relation.community.name}`
              : `Add ${answer.company.name} to a group`}
          </Text>
        </div>
        <RelationForm answer={answer} relationId={relationId} />
      </Stack>
    )}
  </QueryBoundary>
);
