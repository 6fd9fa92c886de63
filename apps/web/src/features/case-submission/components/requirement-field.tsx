import { useState, type ComponentProps } from 'react';
import {
  Box,
  Button,
  CopyButton,
  Group,
  Input,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Textarea,
  type ComboboxItem,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  OTHER_CHOICE,
  allowsOther,
  customKey,
  dbSelectSourceSchema,
  needsLinked,
  selectChoices,
  tierOptions,
  type RequirementEntry,
  type TierSelectValue,
} from '@casebridge/contract/case-submission';
import { useDbSelectOptions } from '../api/get-db-select-options';
import type { CaseFormValues } from '../utils/case-form-values';

type FieldProps = { entry: RequirementEntry; form: UseFormReturnType<CaseFormValues> };

/** C-021: an optional requirement says so in its placeholder; a required one is marked and must be filled. */
const placeholderOf = (entry: RequirementEntry): string | undefined =>
  entry.required ? entry.additional_settings?.placeholder : '(Optional)';

const common = (entry: RequirementEntry) => ({
  label: entry.requirement.label,
  required: entry.required,
  placeholder: placeholderOf(entry),
});

/** The empty first option of a choice: '(Optional)' or a prompt, never a silent default. */
const emptyOption = (entry: RequirementEntry): ComboboxItem => ({
  value: '',
  label: entry.required ? 'Choose…' : '(Optional)',
});

type TextType = 'integer' | 'url' | 'email' | 'phone' | 'string';

/** The input each one-line type gets: the keyboard a phone shows, the length the server takes. */
const textInputOf: Record<TextType, ComponentProps<typeof TextInput>> = {
  integer: { inputMode: 'numeric', maxLength: 18 },
  url: { type: 'url', maxLength: 2048 },
  email: { type: 'email', maxLength: 255 },
  phone: { type: 'tel', maxLength: 30, description: 'Country code, then the number: US: 512 555 0142' },
  string: { maxLength: 255 },
};

const TextRequirement = ({ entry, form, type }: FieldProps & { type: TextType }) => (
  <TextInput {...common(entry)} {...textInputOf[type]} {...form.getInputProps(customKey(entry.requirement_id))} />
);

/** C-022: the choices from a list or newline text, and Other (unless allow_other is false) with its own text. */
const SelectRequirement = ({ entry, form }: FieldProps) => {
  const key = customKey(entry.requirement_id);
  const choices = selectChoices(entry.options);
  const withOther = allowsOther(entry) && !choices.includes(OTHER_CHOICE);
  const current = form.getInputProps(key);
  const value = typeof current.value === 'string' ? current.value : '';
  const [other, setOther] = useState(() => withOther && value !== '' && !choices.includes(value));
  const data: ComboboxItem[] = [
    emptyOption(entry),
    ...choices.map((choice) => ({ value: choice, label: choice })),
    ...(withOther ? [{ value: OTHER_CHOICE, label: 'Other…' }] : []),
  ];
  return (
    <Stack gap={6}>
      <NativeSelect
        label={entry.requirement.label}
        required={entry.required}
        data={data}
        value={other ? OTHER_CHOICE : value}
        name={other ? undefined : key}
        error={other ? undefined : form.errors[key]}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          setOther(chosen === OTHER_CHOICE);
          form.setFieldValue(key, chosen === OTHER_CHOICE ? '' : chosen);
          form.clearFieldError(key);
        }}
      />
      {other ? (
        <TextInput
          label={`${entry.requirement.label}: other`}
          required={entry.required}
          maxLength={255}
          {...form.getInputProps(key)}
        />
      ) : null}
    </Stack>
  );
};

/** C-024: a groupselect's choice decides which requirement groups show. */
const GroupSelectRequirement = ({ entry, form }: FieldProps) => (
  <NativeSelect
    label={entry.requirement.label}
    required={entry.required}
    data={[emptyOption(entry), ...selectChoices(entry.options)]}
    {...form.getInputProps(customKey(entry.requirement_id))}
  />
);

/** C-023: main option, its sub-option, and the linked field only for the sub-options that ask for it. */
const TierSelectRequirement = ({ entry, form }: FieldProps) => {
  const key = customKey(entry.requirement_id);
  const raw = form.getValues()[key];
  const value: TierSelectValue =
    typeof raw === 'object' ? raw : { value: typeof raw === 'string' ? raw : '', sub_option: '', linked: '' };
  const main = tierOptions(entry.options).find((option) => option.value === value.value);
  const showLinked = needsLinked(entry.options, value);
  const setTier = (next: TierSelectValue) => {
    form.setFieldValue(key, next);
    form.clearFieldError(key);
  };
  return (
    <Stack gap={6}>
      <NativeSelect
        label={entry.requirement.label}
        required={entry.required}
        name={key}
        data={[emptyOption(entry), ...tierOptions(entry.options).map((option) => option.value)]}
        value={value.value}
        error={form.errors[key] ?? form.errors[`${key}.value`]}
        onChange={(event) => {
          setTier({ value: event.currentTarget.value, sub_option: '', linked: '' });
        }}
      />
      {main && main.sub_options.length > 0 ? (
        <NativeSelect
          label={`${entry.requirement.label}: ${main.value}`}
          required={entry.required}
          data={[emptyOption(entry), ...main.sub_options]}
          {...form.getInputProps(`${key}.sub_option`)}
          onChange={(event) => {
            setTier({ ...value, sub_option: event.currentTarget.value });
            form.clearFieldError(`${key}.sub_option`);
          }}
        />
      ) : null}
      {showLinked ? (
        <TextInput
          label={entry.additional_settings?.linked_label ?? `${entry.requirement.label}: details`}
          required
          maxLength={1000}
          {...form.getInputProps(`${key}.linked`)}
        />
      ) : null}
    </Stack>
  );
};

/** C-025: the options load from the server's allow-listed list. */
const DbSelectRequirement = ({ entry, form }: FieldProps) => {
  const source = dbSelectSourceSchema.safeParse(entry.options);
  const options = useDbSelectOptions(source.success ? source.data : null);
  const key = customKey(entry.requirement_id);
  const data: ComboboxItem[] = Object.entries(options.data ?? {})
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label));
  const props = form.getInputProps(key);
  return (
    <NativeSelect
      label={entry.requirement.label}
      required={entry.required}
      data={[options.isPending ? { value: '', label: 'Loading…' } : emptyOption(entry), ...data]}
      {...props}
      error={
        form.errors[key] ?? (options.isError ? `The options could not be loaded: ${options.error.message}` : undefined)
      }
    />
  );
};

const supportedTimeZones = (): string[] => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
};

const timeZones = (current: string): string[] => {
  const zones = supportedTimeZones();
  return [...new Set([current, 'UTC', ...zones].filter((zone) => zone !== ''))].sort();
};

/** C-026: starts at the browser's time zone. */
const TimezoneRequirement = ({ entry, form }: FieldProps) => {
  const key = customKey(entry.requirement_id);
  const props = form.getInputProps(key);
  const current = typeof props.value === 'string' ? props.value : '';
  return (
    <NativeSelect
      label={entry.requirement.label}
      required={entry.required}
      data={[emptyOption(entry), ...timeZones(current)]}
      {...props}
    />
  );
};

/** A text the partner wants quoted (a knowledge-base reference): shown with a copy button, sent as the document has it. */
const CopyRequirement = ({ entry }: FieldProps) => {
  const text = typeof entry.options === 'string' ? entry.options : '';
  return (
    <Input.Wrapper label={entry.requirement.label}>
      <Paper withBorder p="xs" bg="gray.0">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {text}
          </Text>
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button size="compact-sm" variant="default" onClick={copy}>
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Paper>
    </Input.Wrapper>
  );
};

/** C-020: one input per requirement type; a hidden requirement shows nothing and is still sent. */
export const RequirementField = ({ entry, form }: FieldProps) => {
  const field = (() => {
    switch (entry.requirement.type) {
      case 'hidden':
        return null;
      case 'integer':
      case 'phone':
      case 'string':
      case 'url':
      case 'email':
        return <TextRequirement entry={entry} form={form} type={entry.requirement.type} />;
      case 'text':
        return (
          <Textarea
            {...common(entry)}
            autosize
            minRows={3}
            maxRows={12}
            maxLength={10000}
            {...form.getInputProps(customKey(entry.requirement_id))}
          />
        );
      case 'select':
        return <SelectRequirement entry={entry} form={form} />;
      case 'groupselect':
        return <GroupSelectRequirement entry={entry} form={form} />;
      case 'tierselect':
        return <TierSelectRequirement entry={entry} form={form} />;
      case 'db_select':
        return <DbSelectRequirement entry={entry} form={form} />;
      case 'timezone':
        return <TimezoneRequirement entry={entry} form={form} />;
      case 'copy':
        return <CopyRequirement entry={entry} form={form} />;
    }
  })();
  return field === null ? null : <Box data-requirement-type={entry.requirement.type}>{field}</Box>;
};
