import { useId } from 'react';
import { casePriorityLabels } from '@casebridge/contract/cases';
import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { PhoneInput } from '@/components/phone-input';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import {
  DEFAULT_PHONE_COUNTRY,
  isValidPhoneNumber,
  submitCaseHelpFlags,
  type PriorityMessages,
} from '@casebridge/contract/case-submission';
import { casePriorities, type CasePriority } from '@casebridge/contract/enums';
import { useDbSelectOptions } from '../api/get-db-select-options';
import type { CaseFormValues } from '../utils/case-form-values';
import { LabelWithHelp } from './help-hint';

type FormProps = { form: UseFormReturnType<CaseFormValues> };

const countryCodes = { model: 'countries', foreign_key: 'country_code' } as const;

/** the phone's country code, US by default, from the countries list; bound with form.getInputProps. */
export const PhoneCountrySelect = (props: GetInputPropsReturnType) => {
  const countries = useDbSelectOptions(countryCodes);
  const current = typeof props.value === 'string' && props.value !== '' ? props.value : DEFAULT_PHONE_COUNTRY;
  const codes = [...new Set([current, ...Object.keys(countries.data ?? {})])].sort();
  return (
    <NativeSelect
      label="Country code"
      w={110}
      data={codes.map((code) => ({ value: code, label: code }))}
      {...props}
      value={current}
    />
  );
};

/**
 * C-013, C-014: the engineer contact block, prefilled from the user's profile. The phone is optional and sent only
 * when valid; the form says so instead of dropping it silently. update_profile saves these details (C-015).
 */
export const EngineerFields = ({ form }: FormProps) => {
  const phone = form.getValues().phone_number ?? '';
  const phoneIgnored = phone.trim() !== '' && !isValidPhoneNumber(phone);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          label="First name"
          required
          autoComplete="given-name"
          maxLength={100}
          {...form.getInputProps('first_name')}
        />
        <TextInput
          label="Last name"
          required
          autoComplete="family-name"
          maxLength={100}
          {...form.getInputProps('last_name')}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          maxLength={255}
          {...form.getInputProps('email')}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <PhoneCountrySelect {...form.getInputProps('phone_country_code')} />
          <PhoneInput
            autoComplete="tel-national"
            placeholder="(Optional)"
            description={phoneIgnored ? 'Not a valid phone number: it will not be sent.' : undefined}
            {...form.getInputProps('phone_number')}
          />
        </Group>
      </SimpleGrid>
      <Checkbox
        label="Save these contact details to my profile"
        {...form.getInputProps('update_profile', { type: 'checkbox' })}
      />
    </Stack>
  );
};

const priorityOrder: CasePriority[] = ['high', 'medium', 'low'];

/** What the chosen priority gets under a shared group's custom SLA. */
const slaLine = (messages: PriorityMessages, priority: string): string | null => {
  const custom = messages.custom;
  if (custom === null || !(casePriorities as readonly string[]).includes(priority)) return null;
  const tier = custom[priority as CasePriority];
  if (tier.message === null && tier.response_hours === null) return null;
  const hours = tier.response_hours === null ? '' : ` (response within ${String(tier.response_hours)} h)`;
  return `${custom.group}: ${tier.message ?? ''}${hours}`;
};

/** C-016..C-018: internal case number, summary, description and the priority, held at Low - P3 when the rule says. */
export const CaseDetailFields = ({ form, priority }: FormProps & { priority: PriorityMessages }) => {
  const chosen = form.getValues().case_priority ?? '';
  const sla = slaLine(priority, chosen);
  const caseNumberId = useId();
  const priorityId = useId();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <div>
          <LabelWithHelp htmlFor={caseNumberId} required flag={submitCaseHelpFlags.internalCaseNumber}>
            Your case number
          </LabelWithHelp>
          <TextInput
            id={caseNumberId}
            description="Your own ticket number, so the partner can quote it"
            required
            maxLength={100}
            {...form.getInputProps('internal_case_number')}
          />
        </div>
        <div>
          <LabelWithHelp htmlFor={priorityId} required flag={submitCaseHelpFlags.priority}>
            Priority
          </LabelWithHelp>
          <NativeSelect
            id={priorityId}
            required
            disabled={priority.locked}
            description={priority.locked ? priority.reason : (sla ?? undefined)}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            data={[
              ...(priority.locked ? [] : [{ value: '', label: 'Choose a priority…' }]),
              ...priorityOrder.map((value) => ({ value, label: casePriorityLabels[value] })),
            ]}
            {...form.getInputProps('case_priority')}
          />
        </div>
      </SimpleGrid>
      <TextInput
        label="Problem summary"
        description="One line the partner's engineer will see first"
        required
        maxLength={255}
        {...form.getInputProps('problem_summary')}
      />
      <Textarea
        label="Problem description"
        description="What happens, since when, what you have tried, the impact"
        required
        autosize
        minRows={5}
        maxRows={20}
        maxLength={20000}
        {...form.getInputProps('problem_description')}
      />
      {priority.locked ? null : sla === null && priority.custom !== null ? (
        <Text size="sm" c="dimmed">
          {priority.custom.group} sets a response time for each priority.
        </Text>
      ) : null}
    </Stack>
  );
};
