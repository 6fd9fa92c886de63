import { useState } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginBody } from '@casebridge/contract/auth';
import { reportError } from '@/lib/report-error';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useLogin } from '../api/login';
import { useSessionActions } from '../utils/use-session-actions';
import { DeferredForgotPasswordModal } from './deferred-forgot-password-modal';

/**
 * H-009: email and password; on success the session starts and the user goes to the stored destination or their
 * dashboard. A refused login shows the server's message as a warning (the query client's mutation handler).
 */
export const LoginForm = () => {
  const [forgotOpen, setForgotOpen] = useState(false);
  const login = useLogin();
  const { signIn } = useSessionActions();
  const { form, formProps } = useSchemaForm({
    schema: loginBody,
    initialValues: { email: '', password: '' },
    onSubmit: async (body) => {
      const { token } = await login.mutateAsync(body);
      await signIn(token).catch(reportError);
    },
    withLoader: true,
  });

  return (
    <>
      <SchemaForm {...formProps} aria-label="Sign in">
        <Stack gap="sm">
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            required
            {...form.getInputProps('password')}
          />
          <Group justify="space-between" align="center">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => {
                setForgotOpen(true);
              }}
            >
              Forgot Password
            </Anchor>
            <Button type="submit" loading={login.isPending}>
              Sign in
            </Button>
          </Group>
        </Stack>
      </SchemaForm>
      <DeferredForgotPasswordModal
        opened={forgotOpen}
        initialEmail={form.values.email}
        onClose={() => {
          setForgotOpen(false);
        }}
      />
    </>
  );
};
