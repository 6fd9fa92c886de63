import { useState } from 'react';
import { ActionIcon, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { selectChoices, tierOptions, type TierSelectOption } from '@casebridge/contract/case-submission';
import { dbSelectLists, type ProcessFormBody } from '@casebridge/contract/process-forms';

type Props = { form: UseFormReturnType<ProcessFormBody>; index: number };

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A list typed one item a line: the draft keeps the lines as typed, the form the non-empty ones. */
const LinesInput = ({
  label,
  description,
  name,
  value,
  error,
  onLines,
}: {
  label: string;
  description?: string;
  name: string;
  value: string[];
  error?: React.ReactNode;
  onLines: (lines: string[]) => void;
}) => {
  const [text, setText] = useState(value.join('\n'));
  return (
    <Textarea
      label={label}
      description={description}
      name={name}
      autosize
      minRows={2}
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onLines(lines(event.currentTarget.value));
      }}
    />
  );
};

const field = (form: Props['form'], index: number) => form.getValues().fields[index];

/** Sets a setting of the field and clears the field's errors: they were about what it held before. */
function setField(form: Props['form'], index: number, key: string, value: unknown) {
  form.setFieldValue(`fields.${String(index)}.${key}`, value);
  const prefix = `fields.${String(index)}.`;
  form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([name]) => !name.startsWith(prefix))));
}
const path = (index: number, rest: string) => `fields.${String(index)}.${rest}`;

/** select and groupselect: the choices; select: Other; groupselect: the groups each choice shows. */
const ChoiceSettings = ({ form, index }: Props) => {
  const current = field(form, index);
  if (!current) return null;
  const choices = selectChoices(current.options);
  const settings = current.additional_settings ?? {};
  const groups = settings.groups ?? {};
  return (
    <Stack gap="xs">
      <LinesInput
        label="Options"
        description="One a line"
        name={path(index, 'options')}
        value={choices}
        error={form.errors[path(index, 'options')]}
        onLines={(next) => {
          setField(form, index, 'options', next);
        }}
      />
      {current.requirement.type === 'select' ? (
        <Checkbox
          label="Allow Other (with its own text)"
          checked={settings.allow_other !== false}
          onChange={(event) => {
            setField(form, index, 'additional_settings', {
              ...settings,
              allow_other: event.currentTarget.checked,
            });
          }}
        />
      ) : (
        <Stack gap={4} data-field={path(index, 'additional_settings.groups')}>
          <Text size="sm" fw={500}>
            Groups each choice shows
          </Text>
          {choices.map((choice) => (
            <TextInput
              key={choice}
              label={`Groups shown by "${choice}"`}
              description="Group names, separated by commas"
              defaultValue={(groups[choice] ?? []).join(', ')}
              onChange={(event) => {
                const names = event.currentTarget.value
                  .split(',')
                  .map((name) => name.trim())
                  .filter((name) => name !== '');
                setField(form, index, 'additional_settings', {
                  ...settings,
                  groups: { ...groups, [choice]: names },
                });
              }}
            />
          ))}
          {form.errors[path(index, 'additional_settings.groups')] ? (
            <Text size="sm" c="red">
              {form.errors[path(index, 'additional_settings.groups')]}
            </Text>
          ) : null}
        </Stack>
      )}
    </Stack>
  );
};

/** tierselect: main options, their sub-options, which ones require the linked field, and its label. */
const TierSettings = ({ form, index }: Props) => {
  const current = field(form, index);
  if (!current) return null;
  const tree = tierOptions(current.options);
  const settings = current.additional_settings ?? {};
  const setTree = (next: TierSelectOption[]) => {
    setField(form, index, 'options', next);
  };
  const update = (at: number, change: Partial<TierSelectOption>) => {
    setTree(tree.map((main, i) => (i === at ? { ...main, ...change } : main)));
  };
  return (
    <Stack gap="xs" data-field={path(index, 'options')}>
      {tree.map((main, at) => (
        <Stack key={at} gap={4} pl="sm" style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}>
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              style={{ flex: 1 }}
              label={`Main option ${String(at + 1)}`}
              name={path(index, `options.${String(at)}.value`)}
              value={main.value}
              error={form.errors[path(index, `options.${String(at)}.value`)]}
              onChange={(event) => {
                update(at, { value: event.currentTarget.value });
              }}
            />
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Remove main option ${String(at + 1)}`}
              onClick={() => {
                setTree(tree.filter((_, i) => i !== at));
              }}
            >
              ×
            </ActionIcon>
          </Group>
          <LinesInput
            label={`Sub-options of main option ${String(at + 1)}`}
            description="One a line"
            name={path(index, `options.${String(at)}.sub_options`)}
            value={main.sub_options}
            onLines={(subs) => {
              update(at, { sub_options: subs, linked_required: main.linked_required.filter((s) => subs.includes(s)) });
            }}
          />
          {main.sub_options.length > 0 ? (
            <Checkbox.Group
              label="Sub-options that require the linked field"
              value={main.linked_required}
              onChange={(linked) => {
                update(at, { linked_required: linked });
              }}
            >
              <Group gap="sm" mt={4}>
                {main.sub_options.map((sub) => (
                  <Checkbox key={sub} value={sub} label={sub} />
                ))}
              </Group>
            </Checkbox.Group>
          ) : null}
        </Stack>
      ))}
      {form.errors[path(index, 'options')] ? (
        <Text size="sm" c="red">
          {form.errors[path(index, 'options')]}
        </Text>
      ) : null}
      <Group>
        <Button
          variant="default"
          size="xs"
          onClick={() => {
            setTree([...tree, { value: '', sub_options: [], linked_required: [] }]);
          }}
        >
          Add main option
        </Button>
      </Group>
      <TextInput
        label="Label of the linked field"
        name={path(index, 'additional_settings.linked_label')}
        value={settings.linked_label ?? ''}
        error={form.errors[path(index, 'additional_settings.linked_label')]}
        onChange={(event) => {
          setField(form, index, 'additional_settings', {
            ...settings,
            linked_label: event.currentTarget.value,
          });
        }}
      />
    </Stack>
  );
};

const dbSources = Object.entries(dbSelectLists).flatMap(([model, keys]) =>
  keys.map((key) => ({ value: `${model}:${key}`, label: `${model} (by ${key})` })),
);

/** Issue 25: each type's own settings in the designer; errors land under the control they concern. */
export const FieldSettings = ({ form, index }: Props) => {
  const current = field(form, index);
  if (!current) return null;
  const optionsError = form.errors[path(index, 'options')];
  switch (current.requirement.type) {
    case 'select':
    case 'groupselect':
      return <ChoiceSettings form={form} index={index} />;
    case 'tierselect':
      return <TierSettings form={form} index={index} />;
    case 'db_select': {
      const source = current.options;
      const value = typeof source === 'object' && !Array.isArray(source) ? `${source.model}:${source.foreign_key}` : '';
      return (
        <NativeSelect
          label="List of the network"
          name={path(index, 'options')}
          data={[{ value: '', label: 'Choose…' }, ...dbSources]}
          value={value}
          error={optionsError}
          onChange={(event) => {
            const [model = '', key = ''] = event.currentTarget.value.split(':');
            setField(form, index, 'options', model === '' ? [] : { model, foreign_key: key });
          }}
        />
      );
    }
    case 'hidden':
    case 'copy':
      return (
        <TextInput
          label={current.requirement.type === 'hidden' ? 'Value sent' : 'Text to copy'}
          name={path(index, 'options')}
          value={typeof current.options === 'string' ? current.options : ''}
          error={optionsError}
          onChange={(event) => {
            setField(form, index, 'options', event.currentTarget.value);
          }}
        />
      );
    case 'email':
    case 'integer':
    case 'phone':
    case 'string':
    case 'text':
    case 'timezone':
    case 'url':
      return null;
  }
};
