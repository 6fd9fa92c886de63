import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { FormModal } from '@/components/form-modal';
import { PhoneWithCountryCode } from '@/components/phone-with-country-code';
import {
  UPDATE_FAILED_MESSAGE,
  updateEngineerBody,
  type CaseActionAnswer,
  type CaseDetail,
  type UpdateEngineerBody,
} from '@casebridge/contract/cases';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { showAlert } from '@/lib/alerts';
import { useCountries } from '@/lib/countries';
import { splitPhone } from '@/lib/phone';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';

export type EngineerDetailsKind = 'response' | 'submission';

type Values = {
  case_number: string;
  engineer_name: string;
  engineer_email: string;
  engineer_phone: string;
  phone_country_code: string;
};

/** The form starts from what the case shows now: the receiver's acceptance, or the submitting engineer. */
export const engineerValues = (c: CaseDetail, kind: EngineerDetailsKind): Values => {
  if (kind === 'response') {
    const accepted = c.case_with_receiver;
    const phone = splitPhone(accepted?.engineer_phone ?? null);
    return {
      case_number: accepted?.case_number ?? c.partner_case_number ?? '',
      engineer_name: accepted?.engineer_name ?? '',
      engineer_email: accepted?.engineer_email ?? '',
      engineer_phone: phone.number,
      phone_country_code: phone.country,
    };
  }
  const phone = splitPhone(c.engineer.phone, c.engineer.phone_country_code ?? 'US');
  return {
    case_number: c.internal_case_number ?? '',
    engineer_name: [c.engineer.first_name, c.engineer.last_name].filter(Boolean).join(' '),
    engineer_email: c.engineer.email ?? '',
    engineer_phone: phone.number,
    phone_country_code: phone.country,
  };
};

/**
 * C-052: a failure says the server's error text, its field errors joined with commas, or "An error occurred while
 * updating" when the server gave neither.
 */
export const updateFailureMessage = (error: unknown): string => {
  if (!isApiError(error)) return UPDATE_FAILED_MESSAGE;
  if (error.fieldErrors !== null) return Object.values(error.fieldErrors).flat().join(', ');
  return error.status === 0 || error.message === GENERIC_ERROR_MESSAGE ? UPDATE_FAILED_MESSAGE : error.message;
};

type Props = {
  kind: EngineerDetailsKind;
  c: CaseDetail;
  opened: boolean;
  onClose: () => void;
  update: (body: UpdateEngineerBody) => Promise<CaseActionAnswer>;
};

/** C-050, C-051: update engineer details (the receiver's) or submission details (the submitter's) in a modal. */
export const EngineerDetailsModal = ({ kind, c, opened, onClose, update }: Props) => {
  const title = kind === 'response' ? 'Update Engineer Details' : 'Update Submission Details';
  return (
    <FormModal opened={opened} onClose={onClose} title={title}>
      {opened ? <EngineerDetailsForm kind={kind} c={c} onClose={onClose} update={update} title={title} /> : null}
    </FormModal>
  );
};

const EngineerDetailsForm = ({ kind, c, onClose, update, title }: Omit<Props, 'opened'> & { title: string }) => {
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const countries = useCountries();
  const { form, formProps } = useSchemaForm({
    schema: updateEngineerBody,
    initialValues: engineerValues(c, kind),
    onSubmit: async (body) => {
      setFailure(null);
      setPending(true);
      try {
        const answer = await update(body);
        if (!answer.success) {
          setFailure(answer.message || UPDATE_FAILED_MESSAGE);
          return;
        }
        showAlert({ type: 'success', message: answer.message });
        onClose();
      } catch (error) {
        setFailure(updateFailureMessage(error));
        // The field map also lands under the fields.
        if (isApiError(error) && error.fieldErrors !== null) throw error;
      } finally {
        setPending(false);
      }
    },
  });
  return (
    <SchemaForm {...formProps} aria-label={title}>
      <Stack gap="sm">
        {failure === null ? null : (
          <Alert color="yellow" variant="light" role="alert">
            {failure}
          </Alert>
        )}
        <TextInput
          label={kind === 'response' ? 'Case number' : 'Internal case number'}
          required
          {...form.getInputProps('case_number')}
        />
        <TextInput label="Engineer name" required autoComplete="name" {...form.getInputProps('engineer_name')} />
        <TextInput
          label="Engineer email"
          type="email"
          required
          autoComplete="email"
          {...form.getInputProps('engineer_email')}
        />
        <PhoneWithCountryCode
          countries={countries.data ?? []}
          code={form.getInputProps('phone_country_code')}
          phone={{ label: 'Engineer phone (optional)', autoComplete: 'off', ...form.getInputProps('engineer_phone') }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Save
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
