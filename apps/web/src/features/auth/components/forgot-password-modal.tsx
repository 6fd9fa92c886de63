import { useRef, useState, type SubmitEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordBody } from '@casebridge/contract/auth';
import { GENERIC_ERROR_MESSAGE, isApiError, type FieldErrors } from '@/lib/api-client';
import { firstError, focusFirstError, zodFieldErrors } from '@/lib/field-errors';
import { useForgotPassword } from '../api/forgot-password';

type Props = { opened: boolean; onClose: () => void; initialEmail?: string };

const ForgotPasswordForm = ({ onClose, initialEmail }: Omit<Props, 'opened'>) => {
  const [email, setEmail] = useState(initialEmail ?? '');
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  // Shown inside the modal: the page's banner is behind it, out of sight (X-045 otherwise).
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const forgot = useForgotPassword();

  const showErrors = (fieldErrors: FieldErrors): void => {
    setErrors(fieldErrors);
    focusFirstError(formRef.current, fieldErrors);
  };

  const submit = async (): Promise<void> => {
    const parsed = forgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      showErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors(null);
    setFailure(null);
    try {
      const answer = await forgot.mutateAsync(parsed.data);
      if (answer.success) setSent(answer.message);
      else setFailure(answer.message);
    } catch (error) {
      if (isApiError(error) && error.fieldErrors !== null) showErrors(error.fieldErrors);
      else setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
    }
  };

  const onSubmit = (event: SubmitEvent<HTMLFormElement>): void => {
    event.preventDefault();
    void submit();
  };

  if (sent !== null) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status" styles={{ message: { color: 'var(--mantine-color-text)' } }}>
          {sent}
        </Alert>
        <Group justify="flex-end">
          <Button onClick={onClose}>Close</Button>
        </Group>
      </Stack>
    );
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label="Forgot Password">
      <Stack gap="md">
        <Text size="sm">
          Enter the email address of your account and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
          }}
          error={firstError(errors, 'email')}
        />
        {failure === null ? null : (
          <Alert
            color="yellow"
            variant="light"
            role="alert"
            title="The link could not be sent"
            styles={{ message: { color: 'var(--mantine-color-text)' } }}
          >
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={forgot.isPending}>
            Send reset link
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** H-010: the Forgot Password modal: an email, POST /api/auth/forgot_password, then the answer's message. */
export const ForgotPasswordModal = ({ opened, onClose, initialEmail }: Props) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title="Forgot Password"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    {opened ? <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} /> : null}
  </Modal>
);
