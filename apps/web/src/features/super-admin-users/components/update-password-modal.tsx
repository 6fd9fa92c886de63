import { SimpleGrid, Stack, Text } from '@mantine/core';
import { superAdminPasswordBody } from '@casebridge/contract/super-admin-users';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { FormModal } from '@/components/form-modal';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSetSuperAdminUserPassword } from '../api/manage-super-admin-user';

type Props = { opened: boolean; onClose: () => void; userId: number; name: string };

const PasswordForm = ({ onClose, userId, name }: Omit<Props, 'opened'>) => {
  const { sent, refused, attempt } = useDialogOutcome();
  const setPassword = useSetSuperAdminUserPassword();
  const { form, formProps } = useSchemaForm({
    schema: superAdminPasswordBody,
    initialValues: { password: '', password_confirmation: '' },
    onSubmit: (body) => attempt(async () => ({ sent: (await setPassword.mutateAsync({ id: userId, body })).message })),
  });
  if (sent !== null) return <SentNotice message={sent} onClose={onClose} />;
  return (
    <SchemaForm {...formProps} aria-label="Change password">
      <Stack gap="md">
        <Text size="sm">
          {name} is signed out everywhere once the new password is saved, and signs in with it from then on.
        </Text>
        <SimpleGrid cols={1} spacing="sm">
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
        </SimpleGrid>
        <DialogFormFooter
          refused={refused}
          refusedTitle="The password was not changed"
          submitLabel="Update Password"
          pending={setPassword.isPending}
          onCancel={onClose}
        />
      </Stack>
    </SchemaForm>
  );
};

/** S-049: the change-password modal of the super admin's user form. */
export const UpdatePasswordModal = ({ opened, onClose, ...props }: Props) => (
  <FormModal opened={opened} onClose={onClose} title="Change password">
    <PasswordForm onClose={onClose} {...props} />
  </FormModal>
);
