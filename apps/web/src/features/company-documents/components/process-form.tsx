import { lazy, Suspense } from 'react';
import { Badge, Button, Group, Select, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import {
  companyDocumentBody,
  documentTypeLabels,
  type CompanyDocumentAnswer,
} from '@casebridge/contract/company-documents';
import { showAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSaveCompanyDocument } from '../api/save-company-document';
import { escalationOptions, processFormValues, toUserId } from './process-values';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

const statusColors = { approved: 'green', pending: 'yellow', rejected: 'red' } as const;

/**
 * M-026..M-029: what the admin may change in the process. The type and status are the provider's (read-only); the
 * alternate contact and the alias only where the server's answer says the admin sets them (M-028, not a limited
 * member). The server's answer is shown as a message, a refusal as the alert banner, field errors under their fields.
 */
export const ProcessForm = ({ answer }: { answer: CompanyDocumentAnswer }) => {
  const { document, can_edit_alternate_and_alias: withAlternateAndAlias } = answer;
  const save = useSaveCompanyDocument(document.id);
  const { form, formProps } = useSchemaForm({
    schema: companyDocumentBody,
    initialValues: processFormValues(document, withAlternateAndAlias),
    onSubmit: async (body) => {
      const saved = await save.mutateAsync(body);
      form.resetDirty(processFormValues(saved.document, withAlternateAndAlias));
      showAlert({ type: 'success', message: saved.message });
    },
    withLoader: true,
  });
  const values = form.getValues();
  const contacts = escalationOptions(answer.users);
  const { version } = document;

  return (
    <SchemaForm {...formProps} aria-label="Process details">
      <Stack gap="md">
        <Group gap="lg">
          <Text size="sm">
            <Text span fw={600}>
              Type:
            </Text>{' '}
            {documentTypeLabels[version.document_type]}
          </Text>
          <Group gap={6}>
            <Text size="sm" fw={600}>
              Status:
            </Text>
            <Badge color={statusColors[version.status]} variant="light" radius="sm" tt="capitalize">
              {version.status}
            </Badge>
          </Group>
        </Group>
        <TextInput label="Title" required maxLength={255} {...form.getInputProps('title')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Support Hours" required maxLength={255} {...form.getInputProps('support_hours')} />
          <TextInput
            label="Products Supported"
            required
            maxLength={1000}
            {...form.getInputProps('product_supported')}
          />
          <TextInput
            label="Collaborate E-mail"
            description="New cases are emailed here."
            type="email"
            maxLength={255}
            {...form.getInputProps('collaborate_email')}
          />
          <TextInput
            label="CC E-mail"
            description="Optional: also receives each new case."
            type="email"
            maxLength={255}
            {...form.getInputProps('collaborate_cc_email')}
          />
        </SimpleGrid>
        <Suspense fallback={<Skeleton height={140} />}>
          <RichTextEditor label="Escalation Instructions" {...form.getInputProps('escalation_instructions')} />
        </Suspense>
        <SimpleGrid cols={{ base: 1, sm: withAlternateAndAlias ? 2 : 1 }} spacing="sm">
          <Select
            label="Escalation Contact"
            description="Shown to partners' managers as the process owner."
            data={contacts}
            searchable
            allowDeselect={false}
            nothingFoundMessage="No user matches"
            {...form.getInputProps('escalation_user_id')}
            value={String(values.escalation_user_id ?? 0)}
            onChange={(value: string | null) => {
              form.setFieldValue('escalation_user_id', toUserId(value));
            }}
          />
          {withAlternateAndAlias ? (
            <Select
              label="Alternate Contact"
              description="Optional: reached when the escalation contact is not."
              data={contacts}
              searchable
              allowDeselect={false}
              nothingFoundMessage="No user matches"
              {...form.getInputProps('alt_escalation_user_id')}
              value={String(values.alt_escalation_user_id ?? 0)}
              onChange={(value: string | null) => {
                form.setFieldValue('alt_escalation_user_id', toUserId(value));
              }}
            />
          ) : null}
        </SimpleGrid>
        {withAlternateAndAlias ? (
          <TextInput
            label="Escalation Alias"
            description="Optional: an e-mail alias that reaches your escalation team."
            type="email"
            maxLength={255}
            {...form.getInputProps('escalation_alias')}
          />
        ) : null}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
