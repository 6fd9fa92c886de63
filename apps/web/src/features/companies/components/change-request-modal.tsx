import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { companyChangeBody, type CompanyChangeType } from '@casebridge/contract/companies';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { SentNotice } from '@/components/sent-notice';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useRequestCompanyChange } from '../api/request-company-change';

type Props = {
  opened: boolean;
  onClose: () => void;
  changeType: CompanyChangeType;
  /** What the window says it is for, and the request's first words (the admin may change them). */
  intro: string;
  initialChanges?: string;
};

const ChangeRequestForm = ({ onClose, changeType, intro, initialChanges }: Omit<Props, 'opened'>) => {
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const request = useRequestCompanyChange();
  const { form, formProps } = useSchemaForm({
    schema: companyChangeBody,
    initialValues: { change_type: changeType, changes: initialChanges ?? '' },
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
    <SchemaForm {...formProps} aria-label="Change request">
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        <Textarea
          label="Changes"
          description="What should the membership team change for your company?"
          required
          autosize
          minRows={4}
          data-autofocus
          {...form.getInputProps('changes')}
        />
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

/** M-006: the change-request window ("Contact CaseBridge"); the answer's message replaces the form. */
export const ChangeRequestModal = ({ opened, onClose, ...form }: Props) => (
  <Modal
    opened={opened}
    onClose={onClose}
    title="Contact CaseBridge"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    <ChangeRequestForm onClose={onClose} {...form} />
  </Modal>
);
