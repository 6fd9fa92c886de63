import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Tooltip,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { documentStatuses } from '@casebridge/contract/enums';
import {
  JSON_SUBMISSION_TYPE,
  managedDocumentBody,
  parentDocumentBody,
  staticDocumentBody,
  type ConsoleDocument,
  type ConsoleDocumentBody,
  type ConsoleDocumentFormData,
  type ManagedDocumentType,
  type ParentFormData,
} from '@casebridge/contract/super-admin-documents';
import { Panel } from '@/components/panel';
import { SafeHtml } from '@/components/safe-html';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { flashAlert } from '@/lib/alerts';
import { previewHtml } from '@/lib/preview-html';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useConsoleDocumentNotes, useSaveConsoleDocument } from '../api/console-documents';
import { managedValues, parentValues, staticValues } from './console-document-values';
import { escalationOptions, toUserId } from './process-values';

const RichTextEditor = lazy(() => import('@/components/rich-text-editor'));

const statusOptions = documentStatuses.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));
const named = (rows: { id: number; name: string }[]) => rows.map((row) => ({ value: String(row.id), label: row.name }));

type Target = { companyId: number; document: ConsoleDocument | null };

/** S-034: a save goes to the company's page with the server's message; field errors stay on the form. */
const useSave = ({ companyId, document }: Target) => {
  const navigate = useNavigate();
  const save = useSaveConsoleDocument(companyId, document?.id ?? 0);
  const submit = async (body: ConsoleDocumentBody) => {
    const answer = await save.mutateAsync(body);
    flashAlert({ type: 'success', message: answer.message });
    await navigate(pathTo('super_admin.companies.details', { company_id: companyId }));
  };
  return { submit, pending: save.isPending };
};

/** An HTML field with the rich editor (the admin note, the escalation instructions). */
const RichField = ({
  label,
  form,
  field,
}: {
  label: string;
  // The three forms' values differ; each has this field as optional HTML.
  form: UseFormReturnType<Record<string, unknown>>;
  field: string;
}) => (
  <Suspense fallback={<Skeleton height={140} />}>
    <RichTextEditor label={label} {...form.getInputProps(field)} />
  </Suspense>
);

/** Save, the test form of a saved process, and Cancel back to the company. */
const Actions = ({ companyId, document, pending }: Target & { pending: boolean }) => (
  <Group>
    <Button type="submit" loading={pending}>
      Save
    </Button>
    {document ? (
      <Button
        variant="default"
        component={Link}
        to={pathTo('super_admin.companies.inbound_process.test', { company_id: companyId, id: document.id })}
      >
        Test form
      </Button>
    ) : null}
    <Anchor component={Link} to={pathTo('super_admin.companies.details', { company_id: companyId })} size="sm">
      Cancel
    </Anchor>
  </Group>
);

/** A form of one of the three payloads: its schema's check, the save, and its fields for the shared parts. */
const useDocumentForm = <Values extends Record<string, unknown>, Body extends ConsoleDocumentBody>(
  schema: z.ZodType<Body, Values>,
  initialValues: Values,
  target: Target,
) => {
  const { submit, pending } = useSave(target);
  const { form, formProps } = useSchemaForm({ schema, initialValues, onSubmit: submit, withLoader: true });
  // The shared parts read and set fields by name; each payload has them.
  const loose = form as unknown as UseFormReturnType<Record<string, unknown>>;
  return { form, formProps, pending, loose };
};

/** Every form ends with the admin note (rich editor), what the form adds, and its buttons. */
const Closing = ({
  target,
  pending,
  loose,
  children,
}: {
  target: Target;
  pending: boolean;
  loose: UseFormReturnType<Record<string, unknown>>;
  children?: ReactNode;
}) => (
  <>
    <Panel title="Admin Note">
      <RichField label="Admin Note" form={loose} field="admin_note" />
    </Panel>
    {children}
    <Actions companyId={target.companyId} document={target.document} pending={pending} />
  </>
);

/** S-030: the internal notes member companies keep on the process, read only. */
const InternalNotes = ({ companyId, document }: Target) => {
  const notes = useConsoleDocumentNotes(companyId, document?.id ?? 0);
  return (
    <Panel title="Internal Notes">
      {document === null ? (
        <Text c="dimmed" size="sm">
          Member companies can keep notes on the process once it is saved.
        </Text>
      ) : (
        <QueryBoundary query={notes} skeletonRows={2}>
          {({ notes: rows }) =>
            rows.length === 0 ? (
              <Text c="dimmed" size="sm">
                No member company keeps a note on this process.
              </Text>
            ) : (
              <Stack gap="xs">
                {rows.map((note) => (
                  <Text key={note.id} size="sm">
                    <Text span fw={700}>
                      {note.company}:
                    </Text>{' '}
                    {note.note}
                  </Text>
                ))}
              </Stack>
            )
          }
        </QueryBoundary>
      )}
    </Panel>
  );
};

/** The fields every form starts with: status and name (and, but for a parent, support hours and products). */
const HeadFields = ({
  form,
  withSupport,
  children,
}: {
  form: UseFormReturnType<Record<string, unknown>>;
  withSupport: boolean;
  children?: ReactNode;
}) => (
  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
    <Select label="Status" required data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />
    <TextInput label="Process Name" required maxLength={255} {...form.getInputProps('title')} />
    {withSupport ? (
      <>
        <TextInput label="Support Hours" required maxLength={255} {...form.getInputProps('support_hours')} />
        <TextInput label="Products Supported" required maxLength={1000} {...form.getInputProps('product_supported')} />
      </>
    ) : null}
    {children}
  </SimpleGrid>
);

type ManagedProps = Target & { type: ManagedDocumentType; data: ConsoleDocumentFormData };

/** S-030..S-034: the managed kinds' form (ticket, solution support, json, manager). */
export const ManagedDocumentForm = ({ companyId, document, type, data }: ManagedProps) => {
  const target = { companyId, document };
  const { form, formProps, pending, loose } = useDocumentForm(
    managedDocumentBody,
    managedValues(type, document, data),
    target,
  );
  const values = form.getValues();
  const contacts = escalationOptions(data.users);
  const ids = (field: 'departments' | 'groups') => ({
    ...form.getInputProps(field),
    value: values[field].map(String),
    onChange: (next: string[]) => {
      form.setFieldValue(field, next.map(Number));
    },
  });
  const contact = (field: 'main_escalation_contact' | 'alt_escalation_contact') => ({
    ...form.getInputProps(field),
    data: contacts,
    searchable: true,
    allowDeselect: false,
    nothingFoundMessage: 'No user matches',
    value: String(values[field] ?? 0),
    onChange: (next: string | null) => {
      form.setFieldValue(field, toUserId(next));
    },
  });
  const template = values.email_templates.new_receiving_member;

  return (
    <SchemaForm {...formProps} aria-label="Process document">
      <Stack gap="md">
        <Panel title="Process">
          <Stack gap="sm">
            <HeadFields form={loose} withSupport>
              <TextInput
                label="Collaborate E-mail"
                type="email"
                maxLength={255}
                {...form.getInputProps('collaborate_email')}
              />
              <TextInput
                label="Collaborate CC E-mail"
                type="email"
                maxLength={255}
                {...form.getInputProps('collaborate_cc_email')}
              />
            </HeadFields>
            {type === 'json' ? (
              <Text size="sm">
                <Text span fw={600}>
                  Submission route:
                </Text>{' '}
                {JSON_SUBMISSION_TYPE} (fixed for JSON processes)
              </Text>
            ) : null}
          </Stack>
        </Panel>
        <Panel title="Escalation">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select label="Main Escalation Contact" {...contact('main_escalation_contact')} />
              <Select label="Alternate Escalation Contact" {...contact('alt_escalation_contact')} />
            </SimpleGrid>
            <RichField label="Escalation Instructions" form={loose} field="escalation_instructions" />
            <TextInput
              label="Escalation Alias"
              description="Optional: an e-mail alias that reaches the escalation team."
              type="email"
              maxLength={255}
              {...form.getInputProps('escalation_alias')}
            />
          </Stack>
        </Panel>
        <Panel title="Reach">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <MultiSelect
              label="Departments"
              data={named(data.departments)}
              placeholder={data.departments.length === 0 ? 'The company has no departments' : undefined}
              searchable
              {...ids('departments')}
            />
            <MultiSelect
              label="Groups"
              description="Partners reach the company through this process in these groups."
              data={named(data.communities)}
              searchable
              {...ids('groups')}
            />
            <Select
              label="Email Template"
              description="The e-mail a new case sends the receiving member."
              data={data.email_templates.map((row) => ({ value: String(row.id), label: row.name }))}
              clearable
              {...form.getInputProps('email_templates.new_receiving_member')}
              value={template === null || template === undefined ? null : String(template)}
              onChange={(next) => {
                form.setFieldValue('email_templates.new_receiving_member', next ? Number(next) : null);
              }}
            />
            <Textarea
              label="Tags"
              description="One a line; the partner directory finds the process by them."
              autosize
              minRows={3}
              {...form.getInputProps('tags')}
              value={values.tags.join('\n')}
              onChange={(event) => {
                form.setFieldValue('tags', event.currentTarget.value.split('\n'));
              }}
            />
          </SimpleGrid>
        </Panel>
        <Closing target={target} pending={pending} loose={loose}>
          <InternalNotes companyId={companyId} document={document} />
        </Closing>
      </Stack>
    </SchemaForm>
  );
};

/** S-036: the static (default) document: its HTML typed in a textarea beside a live preview. */
export const StaticDocumentForm = ({ companyId, document }: Target) => {
  const target = { companyId, document };
  const { form, formProps, pending, loose } = useDocumentForm(staticDocumentBody, staticValues(document), target);
  return (
    <SchemaForm {...formProps} aria-label="Static document">
      <Stack gap="md">
        <Panel title="Process">
          <HeadFields form={loose} withSupport />
        </Panel>
        <Panel title="Document">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Textarea
              label="HTML"
              required
              autosize
              minRows={12}
              maxRows={30}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              {...form.getInputProps('document_html')}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                Preview
              </Text>
              {/* As the server will keep it (lib/preview-html.ts): nothing typed here runs. */}
              <Paper withBorder radius="sm" p="sm" mih={200} aria-label="Preview of the document" role="region">
                <SafeHtml html={previewHtml(form.getValues().document_html)} />
              </Paper>
            </Stack>
          </SimpleGrid>
        </Panel>
        <Closing target={target} pending={pending} loose={loose} />
      </Stack>
    </SchemaForm>
  );
};

/** S-037, S-038: the parent (variant chooser): its variant name and its rows of option and process. */
export const ParentDocumentForm = ({ companyId, document, data }: Target & { data: ParentFormData }) => {
  const target = { companyId, document };
  const { form, formProps, pending, loose } = useDocumentForm(parentDocumentBody, parentValues(document), target);
  const rows = form.getValues().linkages;
  const choices = named(data.documents);
  return (
    <SchemaForm {...formProps} aria-label="Parent process">
      <Stack gap="md">
        <Panel title="Process">
          <HeadFields form={loose} withSupport={false}>
            <TextInput
              label="Variant Name"
              description="The question partners answer to choose a variant."
              required
              maxLength={255}
              {...form.getInputProps('parent_option_name')}
            />
          </HeadFields>
        </Panel>
        <Panel title="Variants">
          <Stack gap="sm">
            {rows.every((row) => row.deleted) ? (
              <Text c="dimmed" size="sm">
                No variants yet: add a row for each process partners may choose.
              </Text>
            ) : null}
            {rows.map((row, index) =>
              row.deleted ? null : (
                <Group key={row.id || `new-${String(index)}`} align="flex-start" gap="sm" wrap="nowrap">
                  <TextInput
                    label="Option Name"
                    required
                    maxLength={255}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`linkages.${String(index)}.option_name`)}
                  />
                  <Select
                    label="Inbound Process"
                    required
                    data={choices}
                    searchable
                    allowDeselect={false}
                    style={{ flex: 1 }}
                    {...form.getInputProps(`linkages.${String(index)}.contact_document_id`)}
                    value={row.contact_document_id ? String(row.contact_document_id) : null}
                    onChange={(next) => {
                      form.setFieldValue(`linkages.${String(index)}.contact_document_id`, Number(next));
                    }}
                  />
                  <Tooltip label="Delete variant">
                    <ActionIcon
                      mt={25}
                      variant="subtle"
                      color="red"
                      size="lg"
                      // Named by its option (or its place among the rows shown), never counting the deleted ones.
                      aria-label={`Delete variant ${
                        row.option_name.trim() ||
                        String(rows.slice(0, index + 1).filter((shown) => !shown.deleted).length)
                      }`}
                      onClick={() => {
                        // S-038: a saved row is sent with deleted true (soft delete); a new one is simply dropped.
                        if (row.id) form.setFieldValue(`linkages.${String(index)}.deleted`, true);
                        else form.removeListItem('linkages', index);
                      }}
                    >
                      <span aria-hidden="true">✕</span>
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            )}
            <Group>
              <Button
                variant="default"
                size="xs"
                onClick={() => {
                  form.insertListItem('linkages', { id: 0, option_name: '', contact_document_id: 0, deleted: false });
                }}
              >
                Add Row
              </Button>
            </Group>
          </Stack>
        </Panel>
        <Closing target={target} pending={pending} loose={loose} />
      </Stack>
    </SchemaForm>
  );
};
