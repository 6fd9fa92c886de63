import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordBody } from '@casebridge/contract/auth';
import { PASSWORD_RULES_TEXT } from '@casebridge/contract/fields';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
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
    onFieldErrors: (errors) => {
      const first = Object.values(errors)[0]?.[0];
      if (first !== undefined) showAlert({ type: 'warning', message: first });
    },
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
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          description={PASSWORD_RULES_TEXT}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.getInputProps('password_confirmation')}
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
