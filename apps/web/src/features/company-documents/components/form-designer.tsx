import { useState, type ReactNode } from 'react';
import {
  Alert,
  Badge,
  Button,
  FileButton,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { requirementSectionOrder, type CustomValue } from '@casebridge/contract/case-submission';
import { requirementTypes, type RequirementSection, type RequirementType } from '@casebridge/contract/enums';
import {
  FORM_FILE_FORMAT,
  canBeRequired,
  formFileSchema,
  processFormBody,
  requirementTypeLabels,
  toFormField,
  type FormFieldInput,
  type LibraryField,
  type ProcessFormAnswer,
  type ProcessFormBody,
} from '@casebridge/contract/process-forms';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { saveFile } from '@/lib/save-file';
import {
  checkFormSample,
  readProcessForm,
  useCreateLibraryField,
  useDesignerLibrary,
  useFormSources,
  useProcessForm,
  useSaveProcessForm,
  type DesignerScope,
} from '../api/process-forms';
import { FieldSettings } from './field-settings';
import { FormHistory } from './form-history';

const sectionTitles: Record<RequirementSection, string> = {
  common_customer_section: 'Customer',
  contact_section: 'Contact',
  problem_section: 'Problem',
};

type DesignerForm = UseFormReturnType<ProcessFormBody>;

/** The preview's "Try a sample submission": the filled values checked by the server against the draft. */
export type SampleCheck = (values: Record<string, CustomValue>) => Promise<{ message: string }>;

/**
 * The preview of a draft with the submit page's own components: the route hands it in (a feature does not import
 * another, ADR 8), so the designer shows exactly what the submit page renders. With a sample check, the preview
 * offers a sample submission against the draft.
 */
export type PreviewRenderer = (fields: FormFieldInput[], sample?: SampleCheck) => ReactNode;

/** A library field placed on the form with the type's empty settings. */
export const placeField = (field: LibraryField, section: RequirementSection): FormFieldInput => ({
  requirement_id: field.id,
  section,
  required: false,
  group: null,
  options:
    field.type === 'tierselect'
      ? [{ value: '', sub_options: [], linked_required: [] }]
      : field.type === 'hidden' || field.type === 'copy'
        ? ''
        : [],
  additional_settings: null,
  requirement: { id: field.id, type: field.type, label: field.label, code_label: field.code_label },
});

/** The groups the form's group selects show: the choices a field's "Shown in group" offers. */
const groupNames = (fields: readonly FormFieldInput[]): string[] => [
  ...new Set(
    fields.flatMap((field) =>
      field.requirement.type === 'groupselect' ? Object.values(field.additional_settings?.groups ?? {}).flat() : [],
    ),
  ),
];

/** Moves the field at `from` before or after its neighbour in its section (keyboard: the Move buttons). */
function moveWithinSection(fields: FormFieldInput[], from: number, step: -1 | 1): FormFieldInput[] {
  const section = fields[from]?.section;
  const indices = fields.flatMap((field, index) => (field.section === section ? [index] : []));
  const at = indices.indexOf(from);
  const to = indices[at + step];
  if (to === undefined) return fields;
  const next = [...fields];
  [next[from], next[to]] = [next[to] as FormFieldInput, next[from] as FormFieldInput];
  return next;
}

/** Drops the dragged field before the target field, in the target's section. */
function dropBefore(fields: FormFieldInput[], from: number, target: number): FormFieldInput[] {
  const moved = fields[from];
  const anchor = fields[target];
  if (!moved || !anchor || from === target) return fields;
  const rest = fields.filter((_, index) => index !== from);
  const at = rest.indexOf(anchor);
  rest.splice(at, 0, { ...moved, section: anchor.section });
  return rest;
}

const FieldCard = ({
  form,
  index,
  groups,
  dragged,
  setDragged,
}: {
  form: DesignerForm;
  index: number;
  groups: string[];
  dragged: number | null;
  setDragged: (index: number | null) => void;
}) => {
  const fields = form.getValues().fields;
  const field = fields[index];
  if (!field) return null;
  const { label, type } = field.requirement;
  const sameSection = fields.flatMap((other, i) => (other.section === field.section ? [i] : []));
  const position = sameSection.indexOf(index);
  const groupError = form.errors[`fields.${String(index)}.group`];
  const idError = form.errors[`fields.${String(index)}.requirement_id`];
  return (
    <Paper
      withBorder
      p="sm"
      radius="md"
      draggable
      aria-label={`Field ${label}`}
      data-testid="designer-field"
      onDragStart={() => {
        setDragged(index);
      }}
      onDragOver={(event) => {
        event.preventDefault();
      }}
      onDrop={(event) => {
        event.preventDefault();
        if (dragged !== null) form.setFieldValue('fields', dropBefore(fields, dragged, index));
        setDragged(null);
      }}
      style={{ cursor: 'grab' }}
    >
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          {/* The type badge moves under a long label whole (a phone's width cut it short). */}
          <Group gap="xs" wrap="wrap">
            <Text fw={600}>{label}</Text>
            <Badge variant="light" color="gray" tt="none">
              {requirementTypeLabels[type]}
            </Badge>
          </Group>
          <Group gap={4}>
            <Button
              size="compact-sm"
              variant="default"
              disabled={position <= 0}
              aria-label={`Move ${label} up`}
              onClick={() => {
                form.setFieldValue('fields', moveWithinSection(fields, index, -1));
              }}
            >
              Move up
            </Button>
            <Button
              size="compact-sm"
              variant="default"
              disabled={position === sameSection.length - 1}
              aria-label={`Move ${label} down`}
              onClick={() => {
                form.setFieldValue('fields', moveWithinSection(fields, index, 1));
              }}
            >
              Move down
            </Button>
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              aria-label={`Remove ${label}`}
              onClick={() => {
                form.setFieldValue(
                  'fields',
                  fields.filter((_, i) => i !== index),
                );
              }}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {idError ? (
          <Text size="sm" c="red">
            {idError}
          </Text>
        ) : null}
        <Group gap="md" align="flex-end" wrap="wrap">
          {canBeRequired(type) ? (
            <Switch
              label="Required"
              checked={field.required}
              onChange={(event) => {
                form.setFieldValue(`fields.${String(index)}.required`, event.currentTarget.checked);
              }}
            />
          ) : null}
          <NativeSelect
            label="Shown"
            name={`fields.${String(index)}.group`}
            data={[
              { value: '', label: 'Always' },
              ...[...new Set([...groups, ...(field.group ? [field.group] : [])])].map((name) => ({
                value: name,
                label: `In group "${name}"`,
              })),
            ]}
            value={field.group ?? ''}
            error={groupError}
            onChange={(event) => {
              form.setFieldValue(`fields.${String(index)}.group`, event.currentTarget.value || null);
              form.clearFieldError(`fields.${String(index)}.group`);
            }}
          />
        </Group>
        <FieldSettings form={form} index={index} />
      </Stack>
    </Paper>
  );
};

/** Adds a library field, or a new one made in place (saved to the library first), at the end of a section. */
const AddField = ({
  form,
  section,
  library,
  canCreate,
}: {
  form: DesignerForm;
  section: RequirementSection;
  library: LibraryField[];
  /** The console makes new library fields in place; a member adds the network's. */
  canCreate: boolean;
}) => {
  const create = useCreateLibraryField();
  const [chosen, setChosen] = useState('');
  const [newLabel, setNewLabel] = useState('');
  const [newType, setNewType] = useState<RequirementType>('string');
  const [error, setError] = useState<string | null>(null);
  const placed = new Set(form.getValues().fields.map((field) => field.requirement_id));
  const available = library.filter((field) => !field.retired && !placed.has(field.id));
  const title = sectionTitles[section];
  const add = (field: LibraryField) => {
    form.setFieldValue('fields', [...form.getValues().fields, placeField(field, section)]);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label={`Add a library field to ${title}`}
          data={[
            { value: '', label: 'Choose a field…' },
            ...available.map((field) => ({
              value: String(field.id),
              label: `${field.label} (${requirementTypeLabels[field.type]})`,
            })),
          ]}
          value={chosen}
          onChange={(event) => {
            setChosen(event.currentTarget.value);
          }}
        />
        <Button
          variant="default"
          disabled={chosen === ''}
          onClick={() => {
            const field = available.find((row) => String(row.id) === chosen);
            if (field) add(field);
            setChosen('');
          }}
        >
          Add
        </Button>
      </Group>
      {canCreate ? (
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={`New field in ${title}`}
            value={newLabel}
            error={error}
            onChange={(event) => {
              setNewLabel(event.currentTarget.value);
              setError(null);
            }}
          />
          <NativeSelect
            label={`Type of the new field in ${title}`}
            data={requirementTypes.map((type) => ({ value: type, label: requirementTypeLabels[type] }))}
            value={newType}
            onChange={(event) => {
              setNewType(event.currentTarget.value as RequirementType);
            }}
          />
          <Button
            variant="default"
            loading={create.isPending}
            onClick={() => {
              if (newLabel.trim() === '') {
                setError("Please enter the field's label.");
                return;
              }
              create.mutate(
                { type: newType, label: newLabel },
                {
                  onSuccess: (saved) => {
                    add(saved.field);
                    setNewLabel('');
                  },
                },
              );
            }}
          >
            Create and add
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
};

const exportFile = (name: string, fields: FormFieldInput[]) => {
  const file = { format: FORM_FILE_FORMAT, version: 1, fields };
  saveFile(
    new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' }),
    `${name.replace(/[^A-Za-z0-9-]+/g, '-')}-form.json`,
  );
};

/** Copy from another process (a searchable picker), export and import: each replaces the draft, saved only with Save. */
const ReuseBar = ({
  form,
  scope,
  documentId,
  name,
}: {
  form: DesignerForm;
  scope: DesignerScope;
  documentId: number;
  name: string;
}) => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const sources = useFormSources(scope, debounced);
  const [copyFrom, setCopyFrom] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [copying, setCopying] = useState(false);
  const options = (sources.data?.processes ?? [])
    .filter((source) => source.id !== documentId)
    .map((source) => ({
      value: String(source.id),
      label: source.company_name === '' ? source.name : `${source.company_name} | ${source.name}`,
    }));
  const copyForm = async () => {
    setCopying(true);
    setProblem(null);
    try {
      const other = await readProcessForm(scope, Number(copyFrom));
      form.setFieldValue('fields', other.fields.map(toFormField));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'The form could not be read.');
    } finally {
      setCopying(false);
    }
  };
  const importFile = async (file: File) => {
    setProblem(null);
    let data: unknown;
    try {
      data = JSON.parse(await file.text());
    } catch {
      setProblem(`${file.name} is not a JSON file.`);
      return;
    }
    const parsed = formFileSchema.safeParse(data);
    if (!parsed.success) {
      const lines = parsed.error.issues
        .slice(0, 5)
        .map((issue) => `${issue.path.join('.') || 'file'}: ${issue.message}`);
      setProblem(`${file.name} cannot be imported. ${lines.join(' ')}`);
      return;
    }
    form.setFieldValue('fields', parsed.data.fields);
  };
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="wrap">
        <Select
          label="Copy the form of another process"
          placeholder="Search by process or company"
          searchable
          clearable
          data={options}
          value={copyFrom}
          onChange={setCopyFrom}
          searchValue={search}
          onSearchChange={setSearch}
          nothingFoundMessage={sources.isFetching ? 'Searching…' : 'No process with a form matches.'}
          w={{ base: '100%', sm: 320 }}
        />
        <Button
          variant="default"
          loading={copying}
          disabled={copyFrom === null}
          onClick={() => {
            void copyForm();
          }}
        >
          Copy
        </Button>
        <Button
          variant="default"
          onClick={() => {
            exportFile(name, form.getValues().fields);
          }}
        >
          Export JSON
        </Button>
        <FileButton
          accept="application/json,.json"
          onChange={(file) => {
            if (file) void importFile(file);
          }}
        >
          {(props) => (
            <Button variant="default" {...props}>
              Import JSON
            </Button>
          )}
        </FileButton>
      </Group>
      {problem ? (
        <Alert color="red" variant="light" role="alert">
          {problem}
        </Alert>
      ) : null}
    </Stack>
  );
};

const DesignerEditor = ({
  scope,
  loaded,
  library,
  preview,
  onSaved,
}: {
  scope: DesignerScope;
  loaded: ProcessFormAnswer;
  library: LibraryField[];
  preview: PreviewRenderer;
  onSaved: (versionNumber: number) => void;
}) => {
  const save = useSaveProcessForm(scope, loaded.document.id);
  const [dragged, setDragged] = useState<number | null>(null);
  const { form, formProps } = useSchemaForm({
    schema: processFormBody,
    initialValues: { fields: loaded.fields.map(toFormField), base_version_id: loaded.version.id },
    onSubmit: async (body) => {
      const saved = await save.mutateAsync(body);
      // The editor opens again on the saved version (its key); the notice is the designer's.
      onSaved(saved.form.version.version_number);
    },
  });
  const fields = form.getValues().fields;
  const groups = groupNames(fields);
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <div>
        <SchemaForm {...formProps} aria-label="Form designer">
          <Stack gap="md">
            <ReuseBar form={form} scope={scope} documentId={loaded.document.id} name={loaded.document.name} />
            {requirementSectionOrder.map((section) => (
              <Paper
                key={section}
                withBorder
                p="md"
                radius="md"
                component="section"
                aria-label={`${sectionTitles[section]} fields`}
              >
                <Title order={3} size="h5" mb="sm">
                  {sectionTitles[section]} section
                </Title>
                <Stack gap="sm">
                  {fields.map((field, index) =>
                    field.section === section ? (
                      <FieldCard
                        key={field.requirement_id}
                        form={form}
                        index={index}
                        groups={groups}
                        dragged={dragged}
                        setDragged={setDragged}
                      />
                    ) : null,
                  )}
                  <AddField form={form} section={section} library={library} canCreate={scope === 'console'} />
                </Stack>
              </Paper>
            ))}
            <Group>
              <Button type="submit" loading={save.isPending}>
                Save form
              </Button>
              <Text size="sm" c="dimmed">
                Saving makes version {String(loaded.version.version_number + 1)}; cases already sent keep theirs.
              </Text>
            </Group>
          </Stack>
        </SchemaForm>
      </div>
      <div>
        <Paper withBorder p="md" radius="md" bg="gray.0" component="section" aria-label="Preview">
          <Title order={3} size="h5" mb="sm">
            Preview: what partners will see
          </Title>
          {preview(fields, (values) => checkFormSample(scope, { fields, values }))}
        </Paper>
      </div>
    </SimpleGrid>
  );
};

/**
 * Issue 25: the form designer of a managed process, below its other settings: the console's (any company's process,
 * ADR 46) or a member admin's (its own company's, where the network turned it on, ADR 53).
 */
export const FormDesigner = ({
  documentId,
  preview,
  scope = 'console',
}: {
  documentId: number;
  preview: PreviewRenderer;
  scope?: DesignerScope;
}) => {
  const form = useProcessForm(scope, documentId);
  const library = useDesignerLibrary(scope);
  const [savedAs, setSavedAs] = useState<number | null>(null);
  return (
    <Panel title="Case form">
      <Stack gap="md">
        {savedAs === null ? null : (
          <Alert color="green" variant="light" role="status">
            The form has been saved as version {savedAs}.
          </Alert>
        )}
        <QueryBoundary query={form} skeletonRows={6}>
          {(loaded) => (
            <QueryBoundary query={library} skeletonRows={2}>
              {({ fields }) => (
                <DesignerEditor
                  key={loaded.version.id}
                  scope={scope}
                  loaded={loaded}
                  library={fields}
                  preview={preview}
                  onSaved={setSavedAs}
                />
              )}
            </QueryBoundary>
          )}
        </QueryBoundary>
        <FormHistory scope={scope} documentId={documentId} preview={preview} canRestore />
      </Stack>
    </Panel>
  );
};
