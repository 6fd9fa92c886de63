import { lazy, useRef, useState, type SubmitEvent } from 'react';
import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginBody } from '@casebridge/contract/auth';
import { Deferred } from '@/components/deferred';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { firstError, focusFirstError, zodFieldErrors } from '@/lib/field-errors';
import { withLoader } from '@/lib/loader';
import { reportError } from '@/lib/report-error';
import { useLogin } from '../api/login';
import { useSessionActions } from '../utils/use-session-actions';

const ForgotPasswordModal = lazy(async () => ({
  default: (await import('./forgot-password-modal')).ForgotPasswordModal,
}));

/**
 * H-009: email and password; on success the session starts and the user goes to the stored destination or their
 * dashboard. A refused login shows the server's message as a warning (the query client's mutation handler).
 */
export const LoginForm = () => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [forgotOpen, setForgotOpen] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const login = useLogin();
  const { signIn } = useSessionActions();

  const showErrors = (fieldErrors: FieldErrors): void => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current, fieldErrors);
  };

  const submit = async (): Promise<void> => {
    const parsed = loginBody.safeParse({ email, password });
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors(null);
    let token: string;
    try {
      ({ token } = await login.mutateAsync(parsed.data));
    } catch (error) {
      // A refused login's message is shown as a warning by the query client's mutation handler.
      if (isApiError(error) && error.fieldErrors !== null) showErrors(error.fieldErrors);
      return;
    }
    await signIn(token).catch(reportError);
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void withLoader(submit);
  };

  return (
    <>
      <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Sign in">
        <Stack gap="sm">
          <TextInput
            label="Email"
            name="email"
            type="email"
            autoComplete="username"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.currentTarget.value);
            }}
            error={firstError(errors, 'email')}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(event) => {
              setPassword(event.currentTarget.value);
            }}
            error={firstError(errors, 'password')}
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
      </form>
      <Deferred when={forgotOpen}>
        <ForgotPasswordModal
          opened={forgotOpen}
          initialEmail={email}
          onClose={() => {
            setForgotOpen(false);
          }}
        />
      </Deferred>
    </>
  );
};
