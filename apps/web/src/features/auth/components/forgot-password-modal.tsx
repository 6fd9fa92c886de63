import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { forgotPasswordBody } from '@casebridge/contract/auth';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { SentNotice } from '@/components/sent-notice';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useForgotPassword } from '../api/forgot-password';

type Props = { opened: boolean; onClose: () => void; initialEmail?: string };

const ForgotPasswordForm = ({ onClose, initialEmail }: Omit<Props, 'opened'>) => {
  const [sent, setSent] = useState<string | null>(null);
  // Shown inside the modal: the page's banner is behind it, out of sight (X-045 otherwise).
  const [failure, setFailure] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const { form, formProps } = useSchemaForm({
    schema: forgotPasswordBody,
    initialValues: { email: initialEmail ?? '' },
    onSubmit: async (body) => {
      setFailure(null);
      try {
        const answer = await forgot.mutateAsync(body);
        if (answer.success) setSent(answer.message);
        else setFailure(answer.message);
      } catch (error) {
        // A field map is the form's to show; every other failure is this modal's.
        if (isApiError(error) && error.fieldErrors !== null) throw error;
        setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      }
    },
  });

  if (sent !== null) return <SentNotice message={sent} onClose={onClose} />;

  return (
    <SchemaForm {...formProps} aria-label="Forgot Password">
      <Stack gap="md">
        <Text size="sm">
          Enter the email address of your account and we will send you a link to reset your password.
        </Text>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          required
          data-autofocus
          {...form.getInputProps('email')}
        />
        {failure === null ? null : (
          <Alert color="yellow" variant="light" role="alert" title="The link could not be sent">
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
    </SchemaForm>
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
