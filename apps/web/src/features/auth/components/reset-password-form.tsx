import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordBody } from '@casebridge/contract/auth';
import { pathTo } from '@/config/paths';
import { showAlert, showFirstFieldError } from '@/lib/alerts';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useResetPassword } from '../api/reset-password';

/**
 * H-027: email, password and confirmation; the token comes from the route. Field errors show under the fields
 * (first message) and, as H-027 asks, as a warning alert too.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [done, setDone] = useState<string | null>(null);
  const reset = useResetPassword();
  const { form, formProps } = useSchemaForm({
    schema: resetPasswordBody,
    initialValues: { email: '', password: '', password_confirmation: '', token },
    onSubmit: async (body) => {
      const answer = await reset.mutateAsync(body);
      if (answer.success) setDone(answer.message);
      else showAlert({ type: 'warning', message: answer.message });
    },
    onFieldErrors: showFirstFieldError,
    withLoader: true,
  });

  if (done !== null) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status">
          {done}
        </Alert>
        <Anchor component={Link} to={pathTo('home')}>
          Sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <SchemaForm {...formProps} aria-label="Reset password">
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
        <NewPasswordFields
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <Text size="sm" c="dimmed">
          The link in your email can be used once and expires after 60 minutes.
        </Text>
        <div>
          <Button type="submit" loading={reset.isPending}>
            Reset password
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};
