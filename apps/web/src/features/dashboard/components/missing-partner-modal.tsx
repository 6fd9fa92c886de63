import { Stack, Text, TextInput, Textarea } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { missingPartnerBody } from '@casebridge/contract/invitations';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useMissingPartnerRequest } from '../api/missing-partner-request';

const MissingPartnerForm = ({ onClose, initialName }: { onClose: () => void; initialName: string }) => {
  const { sent, refused, attempt } = useDialogOutcome();
  const request = useMissingPartnerRequest();
  const { form, formProps } = useSchemaForm({
    schema: missingPartnerBody,
    initialValues: { company_name: initialName, company_website: '', contact_name: '', contact_email: '', comment: '' },
    onSubmit: (body) => attempt(async () => ({ sent: (await request.mutateAsync(body)).message })),
  });

  if (sent !== null) return <SentNotice message={sent} onClose={onClose} />;
  return (
    <SchemaForm {...formProps} aria-label="Missing Partner">
      <Stack gap="sm">
        <Text size="sm">Tell us who you need to work with and our membership team will reach out to them.</Text>
        <TextInput label="Company name" required data-autofocus {...form.getInputProps('company_name')} />
        <TextInput label="Company website" {...form.getInputProps('company_website')} />
        <TextInput label="Contact name" {...form.getInputProps('contact_name')} />
        <TextInput label="Contact email" type="email" {...form.getInputProps('contact_email')} />
        <Textarea label="Comment" autosize minRows={2} {...form.getInputProps('comment')} />
        <DialogFormFooter
          refused={refused}
          refusedTitle="The request could not be sent"
          submitLabel="Send request"
          pending={request.isPending}
          onCancel={onClose}
        />
      </Stack>
    </SchemaForm>
  );
};

/** D-015: the Missing Partner modal, opened from the partner search. */
export const MissingPartnerModal = ({
  opened,
  onClose,
  initialName,
}: {
  opened: boolean;
  onClose: () => void;
  initialName: string;
}) => (
  <FormModal opened={opened} onClose={onClose} title="Missing Partner">
    <MissingPartnerForm onClose={onClose} initialName={initialName} />
  </FormModal>
);
