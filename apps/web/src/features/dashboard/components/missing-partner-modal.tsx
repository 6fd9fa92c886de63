import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { missingPartnerBody } from '@casebridge/contract/invitations';
import { SentNotice } from '@/components/sent-notice';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useMissingPartnerRequest } from '../api/missing-partner-request';

const MissingPartnerForm = ({ onClose, initialName }: { onClose: () => void; initialName: string }) => {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useMissingPartnerRequest();
  const { form, formProps } = useSchemaForm({
    schema: missingPartnerBody,
    initialValues: { company_name: initialName, company_website: '', contact_name: '', contact_email: '', comment: '' },
    onSubmit: async (body) => {
      setFailure(null);
      try {
        setSent((await request.mutateAsync(body)).message);
      } catch (error) {
        if (isApiError(error) && error.fieldErrors !== null) throw error;
        setFailure(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      }
    },
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
        {failure === null ? null : (
          <Alert color="yellow" variant="light" role="alert" title="The request could not be sent">
            {failure}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={request.isPending}>
            Send request
          </Button>
        </Group>
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
  <Modal
    opened={opened}
    onClose={onClose}
    title="Missing Partner"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <MissingPartnerForm onClose={onClose} initialName={initialName} />
  </Modal>
);
