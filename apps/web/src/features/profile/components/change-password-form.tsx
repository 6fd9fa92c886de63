import { Button, Stack } from '@mantine/core';
import { changePasswordBody } from '@casebridge/contract/profile';
import { showAlert } from '@/lib/alerts';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useChangePassword } from '../api/change-password';

/**
 * P-004, P-005, X-036: a new password and its confirmation, with the rules the server enforces. A field error shows
 * under its field and as a warning alert; the answer's message once the password is changed.
 */
export const ChangePasswordForm = () => {
  const change = useChangePassword();
  const { form, formProps } = useSchemaForm({
    schema: changePasswordBody,
    initialValues: { password: '', password_confirmation: '' },
    onSubmit: async (body) => {
      const answer = await change.mutateAsync(body);
      form.reset();
      showAlert({ type: 'success', message: answer.message });
    },
    warnFirstFieldError: true,
    withLoader: true,
  });

  return (
    <SchemaForm {...formProps} aria-label="Change password">
      <Stack gap="sm" maw={420}>
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <div>
          <Button type="submit" variant="default" loading={change.isPending}>
            Change password
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};
