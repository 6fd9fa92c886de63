import { Stack, Text, TextInput } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { forgotPasswordBody } from '@casebridge/contract/auth';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useForgotPassword } from '../api/forgot-password';

type Props = { opened: boolean; onClose: () => void; initialEmail?: string };

const ForgotPasswordForm = ({ onClose, initialEmail }: Omit<Props, 'opened'>) => {
  const { sent, refused, attempt } = useDialogOutcome();
  const forgot = useForgotPassword();
  const { form, formProps } = useSchemaForm({
    schema: forgotPasswordBody,
    initialValues: { email: initialEmail ?? '' },
    onSubmit: (body) =>
      attempt(async () => {
        const answer = await forgot.mutateAsync(body);
        return answer.success ? { sent: answer.message } : { refused: answer.message };
      }),
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
        <DialogFormFooter
          refused={refused}
          refusedTitle="The link could not be sent"
          submitLabel="Send reset link"
          pending={forgot.isPending}
          onCancel={onClose}
        />
      </Stack>
    </SchemaForm>
  );
};

/** H-010: the Forgot Password modal: an email, POST /api/auth/forgot_password, then the answer's message. */
export const ForgotPasswordModal = ({ opened, onClose, initialEmail }: Props) => (
  <FormModal opened={opened} onClose={onClose} title="Forgot Password">
    {opened ? <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} /> : null}
  </FormModal>
);
