import { Link } from 'react-router';
import { Anchor, Button, Group, MultiSelect, Radio, Select, Stack } from '@mantine/core';
import type { z } from 'zod';
import {
  registrationSettingsBody,
  type CompanyRegistration,
  type CompanyRelation,
} from '@casebridge/contract/companies';
import { showAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';

/** A user who may be a signup manager. */
export type SignupManagerChoice = { id: number; first_name: string; last_name: string; email: string };

type Props = {
  registration: CompanyRegistration;
  /** Active users of the company (an inactive one could approve nobody). */
  managers: SignupManagerChoice[];
  relations: CompanyRelation[];
  save: (body: z.output<typeof registrationSettingsBody>) => Promise<{ message: string }>;
  saving: boolean;
  back: { to: string; label: string };
  /** The default groups' hint when the company belongs to none. */
  noGroupsText: string;
};

const toId = (value: string | null): number | null => (value === null || value === '' ? null : Number(value));
const toValue = (id: number | null): string | null => (id === null ? null : String(id));

const managerOptions = (managers: SignupManagerChoice[]) =>
  [...managers]
    .sort((a, b) => a.first_name.localeCompare(b.first_name) || a.last_name.localeCompare(b.last_name))
    .map((user) => ({ value: String(user.id), label: `${user.first_name} ${user.last_name} (${user.email})` }));

/** Default groups: each group the company or one of its departments belongs to, once. */
const groupOptions = (relations: CompanyRelation[]) =>
  [...new Map(relations.map((relation) => [relation.community_id, relation.community_name])).entries()].map(
    ([id, name]) => ({ value: String(id), label: name }),
  );

/**
 * M-009, M-010, S-020: requires approval, the primary and alternate signup managers and the default groups; the
 * member admin's page and the console's save it through their own call.
 */
export const RegistrationSettingsForm = ({
  registration,
  managers,
  relations,
  save,
  saving,
  back,
  noGroupsText,
}: Props) => {
  const { form, formProps } = useSchemaForm({
    schema: registrationSettingsBody,
    initialValues: {
      requires_approval: registration.requires_approval,
      signup_manager_id: registration.signup_manager_id,
      alt_signup_manager_id: registration.alt_signup_manager_id,
      group_access: registration.communities.map((community) => community.community_id),
    },
    onSubmit: async (body) => {
      showAlert({ type: 'success', message: (await save(body)).message });
    },
    withLoader: true,
  });
  const values = form.getValues();
  const managerChoices = managerOptions(managers);
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
          data={managerChoices}
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
          data={managerChoices}
          nothingFoundMessage="No user matches"
          {...form.getInputProps('alt_signup_manager_id')}
          value={toValue(values.alt_signup_manager_id ?? null)}
          onChange={(value: string | null) => {
            form.setFieldValue('alt_signup_manager_id', toId(value));
          }}
        />
        <MultiSelect
          label="Default Groups"
          description={groups.length === 0 ? noGroupsText : 'New users get access to these groups of the company.'}
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
          <Button type="submit" loading={saving}>
            Save
          </Button>
          <Anchor component={Link} to={back.to} size="sm">
            {back.label}
          </Anchor>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
