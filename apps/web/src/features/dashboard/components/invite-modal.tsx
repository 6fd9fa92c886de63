import { useState } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { collaborateInviteBody } from '@casebridge/contract/invitations';
import { SentNotice } from '@/components/sent-notice';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCollaborateInvite } from '../api/collaborate-invite';

type Partner = { companyId: number; name: string };

const InviteForm = ({ partner, onClose }: { partner: Partner; onClose: () => void }) => {
  const [sent, setSent] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const invite = useCollaborateInvite();
  const { form, formProps } = useSchemaForm({
    schema: collaborateInviteBody,
    initialValues: { company_id: partner.companyId, comments: '' },
    onSubmit: async (body) => {
      setWarning(null);
      try {
        const answer = await invite.mutateAsync(body);
        if (answer.success) setSent(answer.message);
        else setWarning(answer.message);
      } catch (error) {
        if (isApiError(error) && error.fieldErrors !== null) throw error;
        setWarning(isApiError(error) ? error.message : GENERIC_ERROR_MESSAGE);
      }
    },
  });

  if (sent !== null) return <SentNotice message={sent} onClose={onClose} />;
  return (
    <SchemaForm {...formProps} aria-label="Invite a Member">
      <Stack gap="md">
        <Text size="sm">
          Your company cannot send cases to {partner.name} yet. We will email their managers that you would like to work
          together.
        </Text>
        <Textarea
          label="Comments"
          description="Optional: the products or customers you share."
          autosize
          minRows={3}
          data-autofocus
          {...form.getInputProps('comments')}
        />
        {warning === null ? null : (
          <Alert color="yellow" variant="light" role="alert" title="The invitation was not sent">
            {warning}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={invite.isPending}>
            Send Invite
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** D-014: the Invite a Member modal for a partner without access. */
export const InviteModal = ({ partner, onClose }: { partner: Partner | null; onClose: () => void }) => (
  <Modal
    opened={partner !== null}
    onClose={onClose}
    title="Invite a Member"
    centered
    closeButtonProps={{ 'aria-label': 'Close' }}
  >
    {partner === null ? null : <InviteForm partner={partner} onClose={onClose} />}
  </Modal>
);
