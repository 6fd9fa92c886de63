import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordBody } from '@casebridge/contract/auth';
import { useDialogOutcome } from '@/components/dialog-form';
import { pathTo } from '@/config/paths';
import { NewPasswordFields } from '@/components/new-password-fields';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useResetPassword } from '../api/reset-password';
import { DeferredForgotPasswordModal } from './deferred-forgot-password-modal';

/**
 * H-027: email, password and confirmation; the token comes from the route. Field errors show under the fields
 * (first message) and, as H-027 asks, as a warning alert too. A refused link (used, expired, another address's:
 * X-041) says so in the page, where a new one can be asked for; the password stays as it was.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const { sent: done, refused, attempt } = useDialogOutcome();
  const [forgotOpen, setForgotOpen] = useState(false);
  const reset = useResetPassword();
  const { form, formProps } = useSchemaForm({
    schema: resetPasswordBody,
    initialValues: { email: '', password: '', password_confirmation: '', token },
    onSubmit: (body) =>
      attempt(async () => {
        const answer = await reset.mutateAsync(body);
        return answer.success ? { sent: answer.message } : { refused: answer.message };
      }),
    warnFirstFieldError: true,
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
    <>
      <SchemaForm {...formProps} aria-label="Reset password">
        <Stack gap="sm">
          {refused === null ? null : (
            <Alert color="yellow" variant="light" role="alert" title="Your password was not changed">
              <Text size="sm" mb="xs">
                {refused}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => {
                  setForgotOpen(true);
                }}
              >
                Request a new link
              </Button>
            </Alert>
          )}
          <TextInput label="Email" type="email" autoComplete="username" required {...form.getInputProps('email')} />
          <NewPasswordFields
            password={form.getInputProps('password')}
            confirmation={form.getInputProps('password_confirmation')}
          />
          <Text size="sm" c="dimmed">
            The link in your email works once, for the time the email gives.
          </Text>
          <div>
            <Button type="submit" loading={reset.isPending}>
              Reset password
            </Button>
          </div>
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
