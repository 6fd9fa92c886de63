import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import {
  offersAdminPasswordUpdate,
  superAdminSaveUserBody,
  type SuperAdminUserAnswer,
  type SuperAdminUserFormDataAnswer,
} from '@casebridge/contract/super-admin-users';
import { setsPassword } from '@casebridge/contract/users';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { ActiveStatusBadge } from '@/components/status-badge';
import { passwordPartOf, UserAccountFacts, UserFormFields, userFieldValues } from '@/components/user-form-fields';
import { UserStatusButton } from '@/components/user-status-button';
import { pathTo } from '@/config/paths';
import { flashAlert, flashAlertOnce, showAlert } from '@/lib/alerts';
import { confirmAction } from '@/lib/confirm';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSuperAdminUser } from '../api/get-super-admin-user';
import { useUserFormData } from '../api/get-user-form-data';
import { useDeleteSuperAdminUser, useSetSuperAdminUserStatus } from '../api/manage-super-admin-user';
import { useSaveSuperAdminUser } from '../api/save-super-admin-user';
import { UpdatePasswordModal } from './update-password-modal';
import { UserSummary } from './user-summary';

type ExistingUser = SuperAdminUserAnswer['user'];
/** The 'Login as {first name}' button, given by the route: another feature's. */
export type LoginAsSlot = (user: ExistingUser, returnPath: string) => ReactNode;

const userPath = (companyId: number, userId: number) =>
  pathTo('super_admin.user.edit', { company_id: companyId, user_id: userId });
const companyPath = (companyId: number) => pathTo('super_admin.companies.details', { company_id: companyId });

/**
 * S-048: Disable/Enable, Delete (confirmed), Update Password (S-049) and 'Login as' (where the server's answer says
 * can_login_as) of an existing user the console manages.
 */
const UserActions = ({ answer, loginAs }: { answer: SuperAdminUserAnswer; loginAs: LoginAsSlot }) => {
  const { user } = answer;
  const loginMethod = answer.company?.login_method ?? 'requires_registration';
  const navigate = useNavigate();
  const setStatus = useSetSuperAdminUserStatus();
  const remove = useDeleteSuperAdminUser();
  const [passwordOpen, setPasswordOpen] = useState(false);
  const name = `${user.first_name} ${user.last_name}`;
  const companyId = user.company_id ?? 0;
  return (
    <Group gap="sm">
      {answer.can_login_as ? loginAs(user, userPath(companyId, user.id)) : null}
      {offersAdminPasswordUpdate(loginMethod, user.role) ? (
        <Button
          variant="default"
          onClick={() => {
            setPasswordOpen(true);
          }}
        >
          Update Password
        </Button>
      ) : null}
      <UserStatusButton
        status={user.status}
        pending={setStatus.isPending}
        setStatus={(status) => setStatus.mutateAsync({ id: user.id, status })}
      />
      <Button
        color="red"
        loading={remove.isPending}
        onClick={() => {
          void (async () => {
            const confirmed = await confirmAction({
              title: 'Delete user',
              message: `Are you sure you want to delete ${name} from the system?`,
              confirmLabel: 'Delete',
              danger: true,
            });
            if (!confirmed) return;
            const answer = await remove.mutateAsync(user.id).catch(() => null);
            if (answer === null) return;
            flashAlert({ type: 'delete', message: answer.message });
            void navigate(companyPath(companyId));
          })();
        }}
      >
        Delete
      </Button>
      <UpdatePasswordModal
        opened={passwordOpen}
        onClose={() => {
          setPasswordOpen(false);
        }}
        userId={user.id}
        name={name}
      />
    </Group>
  );
};

/** S-046, S-047, X-006: the form: contact details, a new user's password, an existing user's community access. */
const UserForm = ({
  companyId,
  answer,
  formData,
}: {
  companyId: number;
  answer: SuperAdminUserAnswer | null;
  formData: SuperAdminUserFormDataAnswer;
}) => {
  const navigate = useNavigate();
  const save = useSaveSuperAdminUser();
  const andNew = useRef(false);
  const user = answer?.user ?? null;
  const isNew = user === null;
  const { form, formProps } = useSchemaForm({
    schema: superAdminSaveUserBody,
    initialValues: {
      ...userFieldValues(user),
      company_id: companyId,
      group_access: answer?.access ?? [],
    },
    onSubmit: async (body) => {
      const sent = {
        ...body,
        ...passwordPartOf(body, setsPassword(isNew, formData.company.login_method, body.role)),
        company_id: isNew ? companyId : undefined,
        group_access: isNew ? undefined : body.group_access,
      };
      const saved = await save.mutateAsync({ id: user?.id ?? 0, body: sent });
      if (andNew.current) {
        flashAlert({ type: 'success', message: saved.message });
        void navigate(userPath(companyId, 0));
      } else if (isNew) {
        flashAlert({ type: 'success', message: saved.message });
        void navigate(userPath(companyId, saved.id));
      } else {
        showAlert({ type: 'success', message: saved.message });
      }
    },
    withLoader: true,
  });
  const values = form.getValues();
  const showPassword = setsPassword(isNew, formData.company.login_method, values.role);
  const communities = answer?.communities ?? [];

  return (
    <SchemaForm {...formProps} aria-label="User">
      <Stack gap="md">
        <UserFormFields
          inputProps={(field) => form.getInputProps(field)}
          countries={formData.countries}
          roles={formData.roles}
          showPassword={showPassword}
        />
        {isNew ? null : (
          <Checkbox.Group
            label="Community access"
            description="The groups of the company this user may work in (a group open to all the company's users lets everyone in)."
            value={(values.group_access ?? []).map(String)}
            onChange={(ids) => {
              form.setFieldValue(
                'group_access',
                ids.map((id) => Number(id)),
              );
            }}
            error={form.errors.group_access}
          >
            {communities.length === 0 ? (
              <Text size="sm" c="dimmed" mt={4}>
                The company belongs to no group yet.
              </Text>
            ) : (
              <Stack gap={6} mt={6}>
                {communities.map((group) => (
                  <Checkbox
                    key={group.id}
                    value={String(group.id)}
                    name="group_access"
                    label={group.name}
                    description={group.user_access_flag === 'all' ? 'Open to all the company’s users' : undefined}
                  />
                ))}
              </Stack>
            )}
          </Checkbox.Group>
        )}
        <Group>
          <Button
            type="submit"
            loading={save.isPending}
            onClick={() => {
              andNew.current = false;
            }}
          >
            Save
          </Button>
          <Button
            type="submit"
            variant="default"
            onClick={() => {
              andNew.current = true;
            }}
          >
            Save &amp; New
          </Button>
          <Anchor component={Link} to={companyPath(companyId)} size="sm">
            Back to {formData.company.name}
          </Anchor>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** §8: a user that fails to load is a warning, and the super admin is back on the company's users (or the list). */
const useReturnOnLoadFailure = (failed: boolean, message: string | undefined, companyId: number | null) => {
  const navigate = useNavigate();
  useEffect(() => {
    if (!failed) return;
    flashAlertOnce({ type: 'warning', message: message ?? 'The user could not be loaded.' });
    void navigate(companyId === null ? pathTo('super_admin.list_users') : companyPath(companyId), { replace: true });
  }, [failed, message, navigate, companyId]);
};

const FormPanel = ({ companyId, answer }: { companyId: number; answer: SuperAdminUserAnswer | null }) => {
  const formData = useUserFormData(companyId);
  // Each visit starts a fresh form: Save & New opens the new-user form again on the same address.
  const visit = useLocation().key;
  return (
    <Panel title="Contact Details and Access">
      <QueryBoundary query={formData} skeletonRows={8} failedLevel="warning">
        {(data) => (
          <UserForm
            key={`${String(answer?.user.id ?? 0)}-${visit}`}
            companyId={companyId}
            answer={answer}
            formData={data}
          />
        )}
      </QueryBoundary>
    </Panel>
  );
};

/**
 * super_admin.user.edit (/super_admin/companies/{company_id}/users/{user_id}, 0: a new user) and
 * /super_admin/user/{user_id} (from the inactive users, S-067): the super admin's user form (S-046..S-049). A super
 * admin's own kind of account is shown, never changed (DECISIONS 1).
 */
export const SuperAdminUserPage = ({
  userId,
  companyId,
  loginAs,
}: {
  userId: number;
  companyId: number | null;
  loginAs: LoginAsSlot;
}) => {
  const user = useSuperAdminUser(userId);
  useReturnOnLoadFailure(user.isError, user.error?.message, companyId);

  if (userId === 0) {
    if (companyId === null)
      return (
        <Alert color="yellow" variant="light" role="alert">
          A new user is added from their company&apos;s page.
        </Alert>
      );
    return (
      <Stack gap="md">
        <Title order={1}>New User</Title>
        <FormPanel companyId={companyId} answer={null} />
      </Stack>
    );
  }
  return (
    <QueryBoundary query={user} skeletonRows={8} failedLevel="warning">
      {(answer) =>
        !answer.can_manage ? (
          <Stack gap="md">
            <UserSummary answer={answer} />
            <Text size="sm" c="dimmed">
              A super admin&apos;s account is not changed, disabled or deleted from the console.
            </Text>
          </Stack>
        ) : (
          <Stack gap="md">
            <Group justify="space-between" align="flex-start">
              <div>
                <Group gap="sm" align="center">
                  <Title order={1}>
                    {answer.user.first_name} {answer.user.last_name}
                  </Title>
                  <ActiveStatusBadge status={answer.user.status} />
                </Group>
                <Group gap={6}>
                  {answer.company ? (
                    <Anchor component={Link} to={companyPath(answer.company.id)} size="sm">
                      {answer.company.name}
                    </Anchor>
                  ) : null}
                  <Text size="sm" c="dimmed">
                    · {answer.user.email}
                  </Text>
                </Group>
              </div>
              <UserActions answer={answer} loginAs={loginAs} />
            </Group>
            <UserAccountFacts user={answer.user} />
            <FormPanel companyId={answer.user.company_id ?? 0} answer={answer} />
          </Stack>
        )
      }
    </QueryBoundary>
  );
};
