import { Stack, Text, Textarea } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { collaborateInviteBody } from '@casebridge/contract/invitations';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useCollaborateInvite } from '../api/collaborate-invite';

type Partner = { companyId: number; name: string };

const InviteForm = ({ partner, onClose }: { partner: Partner; onClose: () => void }) => {
  const { sent, refused, attempt } = useDialogOutcome();
  const invite = useCollaborateInvite();
  const { form, formProps } = useSchemaForm({
    schema: collaborateInviteBody,
    initialValues: { company_id: partner.companyId, comments: '' },
    onSubmit: (body) =>
      attempt(async () => {
        const answer = await invite.mutateAsync(body);
        return answer.success ? { sent: answer.message } : { refused: answer.message };
      }),
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
        <DialogFormFooter
          refused={refused}
          refusedTitle="The invitation was not sent"
          submitLabel="Send Invite"
          pending={invite.isPending}
          onCancel={onClose}
        />
      </Stack>
    </SchemaForm>
  );
};

/** D-014: the Invite a Member modal for a partner without access. */
export const InviteModal = ({ partner, onClose }: { partner: Partner | null; onClose: () => void }) => (
  <FormModal opened={partner !== null} onClose={onClose} title="Invite a Member">
    {partner === null ? null : <InviteForm partner={partner} onClose={onClose} />}
  </FormModal>
);
