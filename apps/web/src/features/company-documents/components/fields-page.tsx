import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { requirementTypes } from '@casebridge/contract/enums';
import {
  libraryFieldBody,
  requirementTypeLabels,
  type LibraryField,
  type LibraryFieldBody,
} from '@casebridge/contract/process-forms';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useLibrary, useRetireLibraryField, useSaveLibraryField } from '../api/process-forms';

/** Create (field null) or edit a library field; the type of a field in use is fixed (the server says so too). */
const FieldForm = ({ field, onDone }: { field: LibraryField | null; onDone: () => void }) => {
  const save = useSaveLibraryField(field?.id ?? 0);
  const initialValues: LibraryFieldBody = {
    type: field?.type ?? 'string',
    label: field?.label ?? '',
    code_label: field?.code_label ?? '',
    help_hint: field?.help_hint ?? '',
  };
  const { form, formProps } = useSchemaForm({
    schema: libraryFieldBody,
    initialValues,
    onSubmit: async (body) => {
      await save.mutateAsync(body);
      onDone();
    },
  });
  const typeFixed = field !== null && field.used_by_versions > 0;
  return (
    <SchemaForm {...formProps} aria-label={field ? `Edit ${field.label}` : 'New field'}>
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Label" required maxLength={255} {...form.getInputProps('label')} />
          <NativeSelect
            label="Type"
            disabled={typeFixed}
            description={typeFixed ? 'Fixed: process versions use this field.' : undefined}
            data={requirementTypes.map((type) => ({ value: type, label: requirementTypeLabels[type] }))}
            {...form.getInputProps('type')}
          />
          <TextInput
            label="Code label"
            description="Its name in json submissions and exports"
            maxLength={64}
            {...form.getInputProps('code_label')}
          />
        </Group>
        <Textarea label="Help hint" autosize minRows={1} maxLength={1000} {...form.getInputProps('help_hint')} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            {field ? 'Save field' : 'Create field'}
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** Issue 25: Super admin > Fields, the network's field library. */
export const FieldsPage = () => {
  const library = useLibrary();
  const retire = useRetireLibraryField();
  const [editing, setEditing] = useState<LibraryField | 'new' | null>(null);
  const columns: DataTableColumn<LibraryField>[] = [
    { key: 'label', header: 'Label', cell: (row) => row.label, value: (row) => row.label },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => requirementTypeLabels[row.type],
      value: (row) => requirementTypeLabels[row.type],
    },
    { key: 'code', header: 'Code label', cell: (row) => row.code_label ?? '', value: (row) => row.code_label },
    { key: 'hint', header: 'Help hint', cell: (row) => row.help_hint ?? '', value: (row) => row.help_hint },
    {
      key: 'used',
      header: 'Used by versions',
      cell: (row) => String(row.used_by_versions),
      value: (row) => row.used_by_versions,
    },
    {
      key: 'status',
      header: 'Status',
      cell: (row) =>
        row.retired ? (
          <Badge color="gray" variant="light">
            Retired
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            Active
          </Badge>
        ),
      value: (row) => (row.retired ? 'Retired' : 'Active'),
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-sm"
            variant="default"
            aria-label={`Edit ${row.label}`}
            onClick={() => {
              setEditing(row);
            }}
          >
            Edit
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            aria-label={`${row.retired ? 'Bring back' : 'Retire'} ${row.label}`}
            loading={retire.isPending && retire.variables.id === row.id}
            onClick={() => {
              retire.mutate({ id: row.id, retired: !row.retired });
            }}
          >
            {row.retired ? 'Bring back' : 'Retire'}
          </Button>
        </Group>
      ),
    },
  ];
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={1}>Fields</Title>
          <Text c="dimmed">
            The network&apos;s field library: process forms place these fields. A retired field stays on the versions
            that use it but cannot be added again.
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={pathTo('super_admin.form_change_requests')} variant="default">
            Form change requests
          </Button>
          <Button
            onClick={() => {
              setEditing('new');
            }}
          >
            New field
          </Button>
        </Group>
      </Group>
      {editing === null ? null : (
        <Paper withBorder p="md" radius="md">
          <FieldForm
            key={editing === 'new' ? 'new' : editing.id}
            field={editing === 'new' ? null : editing}
            onDone={() => {
              setEditing(null);
            }}
          />
        </Paper>
      )}
      <QueryBoundary query={library} skeletonRows={8}>
        {({ fields }) => (
          <DataTable
            label="Fields"
            columns={columns}
            rows={fields}
            rowKey={(row) => String(row.id)}
            defaultSort={{ key: 'label', direction: 'asc' }}
            minWidth={720}
            searchable
            empty="The library has no fields yet: create the first with New field."
          />
        )}
      </QueryBoundary>
    </Stack>
  );
};
