import { Stack, Text, Textarea } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { companyChangeBody, type CompanyChangeType } from '@casebridge/contract/companies';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { useAppConfig } from '@/lib/app-config';
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
  const { sent, refused, attempt } = useDialogOutcome();
  const request = useRequestCompanyChange();
  const { form, formProps } = useSchemaForm({
    schema: companyChangeBody,
    initialValues: { change_type: changeType, changes: initialChanges ?? '' },
    onSubmit: (body) => attempt(async () => ({ sent: (await request.mutateAsync(body)).message })),
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

/** M-006: the change-request window ("Contact {product}"); the answer's message replaces the form. */
export const ChangeRequestModal = ({ opened, onClose, ...form }: Props) => (
  <FormModal opened={opened} onClose={onClose} title={`Contact ${useAppConfig().product_name}`}>
    <ChangeRequestForm onClose={onClose} {...form} />
  </FormModal>
);
