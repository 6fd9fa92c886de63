import { useRef, useState, type SubmitEvent } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { resetPasswordBody } from '@casebridge/contract/auth';
import { PASSWORD_RULES_TEXT } from '@casebridge/contract/fields';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { firstError, focusFirstError, zodFieldErrors } from '@/lib/field-errors';
import { withLoader } from '@/lib/loader';
import { useResetPassword } from '../api/reset-password';

/**
 * H-027: email, password and confirmation; the token comes from the route. Field errors show under the fields
 * (first message) and, as H-027 asks, as a warning alert too.
 */
export const ResetPasswordForm = ({ token }: { token: string }) => {
  const [values, setValues] = useState({ email: '', password: '', password_confirmation: '' });
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const reset = useResetPassword();

  const showErrors = (fieldErrors: FieldErrors): void => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current, fieldErrors);
    const first = Object.values(fieldErrors)[0]?.[0];
    if (first !== undefined) showAlert({ type: 'warning', message: first });
  };

  const submit = async (): Promise<void> => {
    const parsed = resetPasswordBody.safeParse({ ...values, token });
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors(null);
    try {
      const answer = await reset.mutateAsync(parsed.data);
      if (answer.success) setDone(answer.message);
      else showAlert({ type: 'warning', message: answer.message });
    } catch (error) {
      if (isApiError(error) && error.fieldErrors !== null) showErrors(error.fieldErrors);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void withLoader(submit);
  };

  const field = (name: keyof typeof values) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: firstError(errors, name),
  });

  if (done !== null) {
    return (
      <Stack gap="md" align="flex-start">
        <Alert color="green" variant="light" role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {done}
        </Alert>
        <Anchor component={Link} to={pathTo('home')}>
          Sign in
        </Anchor>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Reset password">
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="username" required {...field('email')} />
        <PasswordInput
          label="New password"
          autoComplete="new-password"
          required
          description={PASSWORD_RULES_TEXT}
          {...field('password')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...field('password_confirmation')}
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
    </form>
  );
};
