import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { formChangeRequestBody, toFormField, type MemberProcessFormAnswer } from '@casebridge/contract/process-forms';
import { DialogFormFooter, SentNotice, useDialogOutcome } from '@/components/dialog-form';
import { FormModal } from '@/components/form-modal';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { formatAdminDate } from '@/lib/date-format';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { checkFormSample, useMemberProcessForm, useRequestFormChange } from '../api/process-forms';
import { FormDesigner, type PreviewRenderer } from './form-designer';
import { FormHistory } from './form-history';

const ChangeForm = ({ form: current, onClose }: { form: MemberProcessFormAnswer; onClose: () => void }) => {
  const { sent, refused, attempt } = useDialogOutcome();
  const request = useRequestFormChange(current.document.id);
  const { form, formProps } = useSchemaForm({
    schema: formChangeRequestBody,
    initialValues: { note: '' },
    onSubmit: (body) => attempt(async () => ({ sent: (await request.mutateAsync(body)).message })),
  });
  if (sent !== null) return <SentNotice message={sent} onClose={onClose} />;
  return (
    <SchemaForm {...formProps} aria-label="Request a change to the form">
      <Stack gap="md">
        <Text size="sm">
          Tell the network team what to change in the case form of {current.document.name}. Your note goes with the
          version you see now (version {current.version.version_number}).
        </Text>
        <Textarea
          label="What should change"
          required
          autosize
          minRows={4}
          data-autofocus
          {...form.getInputProps('note')}
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

/** "Request a change": a window with the admin's note; the answer's message replaces the form. */
const RequestChangeButton = ({ form }: { form: MemberProcessFormAnswer }) => {
  const [opened, setOpened] = useState(false);
  const close = () => {
    setOpened(false);
  };
  return (
    <>
      <Button
        variant="default"
        onClick={() => {
          setOpened(true);
        }}
      >
        Request a change
      </Button>
      <FormModal opened={opened} onClose={close} title="Request a change to the form">
        {opened ? <ChangeForm form={form} onClose={close} /> : null}
      </FormModal>
    </>
  );
};

/** The form as partners see it (the submit page's own rendering), its sample submission and its versions. */
const ReadOnlyForm = ({ form, preview }: { form: MemberProcessFormAnswer; preview: PreviewRenderer }) => {
  const fields = form.fields.map(toFormField);
  return (
    <Panel title="Case form">
      <Stack gap="md">
        {preview(fields, (values) => checkFormSample('member', { fields, values }))}
        <FormHistory scope="member" documentId={form.document.id} preview={preview} canRestore={false} />
      </Stack>
    </Panel>
  );
};

/**
 * Issue 25 §5 (ADR 53): the case form of the admin's process, as partners will see it, with "Request a change" to
 * the network team; where the network turned the designer on for the company, the same designer as the console's.
 */
export const MemberFormPanel = ({ documentId, preview }: { documentId: number; preview: PreviewRenderer }) => (
  <QueryBoundary query={useMemberProcessForm(documentId)} skeletonRows={6}>
    {(form) => (
      <Stack gap="sm" component="section" aria-label="The process's case form">
        <Group justify="space-between" align="flex-end" wrap="wrap">
          <div>
            <Text fw={600}>The case form partners fill in: version {form.version.version_number}</Text>
            <Text size="sm" c="dimmed">
              Saved by {form.version.created_by ?? 'the network'} on {formatAdminDate(form.version.created_at)}.{' '}
              {form.can_design
                ? 'The network lets your company design it: saving makes the next version; cases already sent keep theirs.'
                : 'The network designs it for your company: ask for a change with your note.'}
            </Text>
          </div>
          <RequestChangeButton form={form} />
        </Group>
        {form.can_design ? (
          <FormDesigner scope="member" documentId={documentId} preview={preview} />
        ) : (
          <ReadOnlyForm form={form} preview={preview} />
        )}
      </Stack>
    )}
  </QueryBoundary>
);
