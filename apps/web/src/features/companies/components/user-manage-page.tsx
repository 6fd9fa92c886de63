import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import type { Country } from '@casebridge/contract/landing';
import {
  saveCompanyUserBody,
  setsPassword,
  type CompanyUserAnswer,
  type CompanyUserDetail,
} from '@casebridge/contract/users';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { passwordPartOf, UserAccountFacts, UserFormFields, userFieldValues } from '@/components/user-form-fields';
import { UserStatusButton } from '@/components/user-status-button';
import { pathTo } from '@/config/paths';
import { flashAlert, flashAlertOnce } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCompanyUser } from '../api/get-company-user';
import { useCountries } from '../api/get-countries';
import { useSaveCompanyUser } from '../api/save-company-user';
import { useSetCompanyUserStatus } from '../api/set-company-user-status';

/** M-023: Disable/Enable of a user of the admin's company. */
const StatusButton = ({ user }: { user: CompanyUserDetail }) => {
  const setStatus = useSetCompanyUserStatus();
  return (
    <UserStatusButton
      status={user.status}
      pending={setStatus.isPending}
      setStatus={(status) => setStatus.mutateAsync({ id: user.id, status })}
    />
  );
};

/** M-019..M-022: the user's fields; the password only where the server sets one (M-021). */
const UserForm = ({
  userId,
  answer,
  countries,
}: {
  userId: number;
  answer: CompanyUserAnswer;
  countries: Country[];
}) => {
  const navigate = useNavigate();
  const save = useSaveCompanyUser();
  const { user } = answer;
  const isNew = user === null;
  const { form, formProps } = useSchemaForm({
    schema: saveCompanyUserBody,
    initialValues: userFieldValues(user),
    onSubmit: async (body) => {
      const sent = { ...body, ...passwordPartOf(body, setsPassword(isNew, answer.login_method, body.role)) };
      const saved = await save.mutateAsync({ id: userId, body: sent });
      flashAlert({ type: 'success', message: saved.message });
      void navigate(pathTo('admin.users'));
    },
    withLoader: true,
  });
  const values = form.getValues();
  const showPassword = setsPassword(isNew, answer.login_method, values.role);

  return (
    <SchemaForm {...formProps} aria-label="User">
      <Stack gap="md">
        <UserFormFields
          inputProps={(field) => form.getInputProps(field)}
          countries={countries}
          roles={answer.roles}
          changes={answer}
          showPassword={showPassword}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          {user !== null && answer.can_change_status ? <StatusButton user={user} /> : null}
          <Anchor component={Link} to={pathTo('admin.users')} size="sm">
            Back to Users
          </Anchor>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** M-024: a user that fails to load is a warning, and the admin is back on the list. */
const useReturnOnLoadFailure = (failed: boolean, message: string | undefined) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    flashAlertOnce({ type: 'warning', message: message ?? 'The user could not be loaded.' });
    void navigate(pathTo('admin.users'), { replace: true });
  }, [failed, message, navigate]);
};

/** admin.user.manage (/admin/users/{id}, id 0: a new user). */
export const UserManagePage = ({ userId }: { userId: number }) => {
  const user = useCompanyUser(userId);
  const countries = useCountries();
  useReturnOnLoadFailure(user.isError, user.error?.message);
  const title =
    user.data?.user === null
      ? 'New User'
      : user.data
        ? `${user.data.user.first_name} ${user.data.user.last_name}`
        : 'User';
  return (
    <Stack gap="md">
      <Group gap="sm" align="center">
        <Title order={1}>{title}</Title>
        {user.data?.user ? (
          <Badge color={user.data.user.status === 'active' ? 'green' : 'gray'} variant="light" radius="sm" tt="none">
            {user.data.user.status === 'active' ? 'Active' : 'Inactive'}
          </Badge>
        ) : null}
      </Group>
      {user.data?.user ? <UserAccountFacts user={user.data.user} /> : null}
      <Panel title="Contact Details and Access">
        <QueryBoundary query={user} skeletonRows={8} failedLevel="warning">
          {(answer) => (
            <QueryBoundary query={countries} skeletonRows={8}>
              {(loadedCountries) => (
                <UserForm key={answer.user?.id ?? 0} userId={userId} answer={answer} countries={loadedCountries} />
              )}
            </QueryBoundary>
          )}
        </QueryBoundary>
      </Panel>
    </Stack>
  );
};
