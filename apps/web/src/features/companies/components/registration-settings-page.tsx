import { Link } from 'react-router';
import { Anchor, Button, Group, MultiSelect, Radio, Select, Stack, Text, Title } from '@mantine/core';
import { registrationSettingsBody, type CompanyRelation, type MemberCompany } from '@casebridge/contract/companies';
import type { CompanyUser } from '@casebridge/contract/users';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCompany } from '../api/get-company';
import { useCompanyRelations } from '../api/get-company-relations';
import { useCompanyUsers } from '../api/get-company-users';
import { useSaveRegistrationSettings } from '../api/save-registration-settings';

type Props = { company: MemberCompany; users: CompanyUser[]; relations: CompanyRelation[] };

const toId = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));
const toValue = (id: number | null): string | null => (id === null ? null : String(id));

/** Signup managers are active users of the company, by first name (an inactive one could approve nobody). */
const managerOptions = (users: CompanyUser[]) =>
  users
    .filter((user) => user.status === 'active')
    .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name))
    .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} (${user.email})` }));

/** Default groups: each group the company or one of its departments belongs to, once. */
const groupOptions = (relations: CompanyRelation[]) =>
  [...new Map(relations.map((relation) => [relation.community_id, relation.community_name])).entries()].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );

/** M-009, M-010: requires approval, the primary and alternate signup managers and the default groups. */
const RegistrationSettingsForm = ({ company, users, relations }: Props) => {
  const save = useSaveRegistrationSettings(company.id);
  const { registration } = company;
  const { form, formProps } = useSchemaForm({
    schema: registrationSettingsBody,
    initialValues: {
      requires_approval: registration.requires_approval,
      signup_manager_id: registration.signup_manager_id,
      alt_signup_manager_id: registration.alt_signup_manager_id,
      group_access: registration.communities.map((community) => community.community_id),
    },
    onSubmit: async (body) => {
      showAlert({ type: 'success', message: (await save.mutateAsync(body)).message });
    },
    withLoader: true,
  });
  const values = form.getValues();
  const managers = managerOptions(users);
  const groups = groupOptions(relations);

  return (
    <SchemaForm {...formProps} aria-label="User registration settings">
      <Stack gap="lg">
        <Radio.Group
          label="Requires Approval"
          description="Whether a signup manager must approve each new user after they verify their email address."
          {...form.getInputProps('requires_approval')}
          value={String(values.requires_approval)}
          onChange={(value) => {
            form.setFieldValue('requires_approval', value === '1' ? 1 : 0);
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value="0" label="Auto approve all users" />
            <Radio value="1" label="All users must be approved" />
          </Stack>
        </Radio.Group>
        <Select
          label="Primary Signup Manager"
          description="Receives the approval email of each new user."
          required
          searchable
          data={managers}
          nothingFoundMessage="No user matches"
          {...form.getInputProps('signup_manager_id')}
          value={toValue(values.signup_manager_id ?? null)}
          onChange={(value: string | null) => {
            form.setFieldValue('signup_manager_id', toId(value));
          }}
        />
        <Select
          label="Alternate Signup Manager"
          description="Optional: also receives the approval emails."
          clearable
          searchable
          data={managers}
          nothingFoundMessage="No user matches"
          {...form.getInputProps('alt_signup_manager_id')}
          value={toValue(values.alt_signup_manager_id ?? null)}
          onChange={(value: string | null) => {
            form.setFieldValue('alt_signup_manager_id', toId(value));
          }}
        />
        <MultiSelect
          label="Default Groups"
          description={
            groups.length === 0
              ? 'Your company belongs to no group yet.'
              : 'New users get access to these groups of your company.'
          }
          searchable
          clearable
          data={groups}
          disabled={groups.length === 0}
          {...form.getInputProps('group_access')}
          value={(values.group_access ?? []).map(String)}
          onChange={(value) => {
            form.setFieldValue('group_access', value.map(Number));
          }}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Anchor component={Link} to={pathTo('admin.company')} size="sm">
            Back to Company
          </Anchor>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** admin.company.registration (/admin/company/registration): the guard has refused a limited level already. */
export const RegistrationSettingsPage = ({ companyId }: { companyId: number }) => {
  const company = useCompany(companyId);
  const users = useCompanyUsers();
  const relations = useCompanyRelations();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>User Registration Settings</Title>
        <Text c="dimmed">Who may join your company on its login page, and who approves them.</Text>
      </div>
      <Panel title="Registration">
        <QueryBoundary query={company} skeletonRows={5}>
          {(loadedCompany) => (
            <QueryBoundary query={users} skeletonRows={5}>
              {(loadedUsers) => (
                <QueryBoundary query={relations} skeletonRows={5}>
                  {(loadedRelations) => (
                    <RegistrationSettingsForm company={loadedCompany} users={loadedUsers} relations={loadedRelations} />
                  )}
                </QueryBoundary>
              )}
            </QueryBoundary>
          )}
        </QueryBoundary>
      </Panel>
    </Stack>
  );
};
