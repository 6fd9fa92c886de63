import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY } from '@casebridge/contract/fields';
import {
  onboardingContactFields,
  onboardingContactFieldsKeepingPassword,
  type OnboardingState,
} from '@casebridge/contract/onboarding';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PhoneInput, phoneCountryCodes } from '@/components/phone-input';
import { withLoader } from '@/lib/loader';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSaveStep } from '../api/onboarding-api';
import { useWizard } from './use-wizard';

/**
 * O-008..O-010: the contact step, the user and the company. Next checks and saves them (the server's errors,
 * keyed user.* and company.*, land under their inputs, whose names carry the same paths); 'Save and finish later'
 * keeps what is typed and emails a restore link.
 */
export const ContactStep = ({ state }: { state: OnboardingState }) => {
  const wizard = useWizard(state);
  const save = useSaveStep(wizard.vhost, 'validate_contact');
  const { user = { has_password: false }, company = {} } = state.session.data;
  const { form, formProps } = useSchemaForm({
    schema: user.has_password ? onboardingContactFieldsKeepingPassword : onboardingContactFields,
    initialValues: {
      user: {
        first_name: user.first_name ?? '',
        last_name: user.last_name ?? '',
        email: state.session.email,
        phone: user.phone ?? '',
        phone_country_code: user.phone_country_code ?? DEFAULT_PHONE_COUNTRY,
        password: '',
        password_confirmation: '',
      },
      company: {
        name: company.name ?? '',
        address: company.address ?? '',
        city: company.city ?? '',
        state: company.state ?? '',
        zipcode: company.zipcode ?? '',
        country_id: company.country_id === undefined ? '' : String(company.country_id),
        url: company.url ?? '',
      },
    },
    withLoader: true,
    onSubmit: async (body) => {
      await wizard.advance(await save.mutateAsync({ session_token: wizard.token, version: wizard.version, ...body }));
    },
  });

  const saveForLater = () =>
    withLoader(async () => {
      const { user: typedUser, company: typedCompany } = form.getValues();
      wizard.saved(
        await save.mutateAsync({
          session_token: wizard.token,
          version: wizard.version,
          user: typedUser,
          company: typedCompany,
          save_for_later: true,
        }),
      );
    }).catch(() => undefined);

  return (
    <SchemaForm {...formProps} aria-label="Contact">
      <Stack gap="md">
        <Title order={2} size="h4">
          Your details
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('user.first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('user.last_name')} />
        </SimpleGrid>
        <TextInput label="Work email" type="email" readOnly {...form.getInputProps('user.email')} />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label="Country code"
            w={110}
            data={phoneCountryCodes(state.countries)}
            {...form.getInputProps('user.phone_country_code')}
          />
          <PhoneInput autoComplete="tel-national" required {...form.getInputProps('user.phone')} />
        </Group>
        <NewPasswordFields
          first
          password={form.getInputProps('user.password')}
          confirmation={form.getInputProps('user.password_confirmation')}
        />
        {user.has_password ? (
          <Text size="sm" c="dimmed">
            Your password is saved: leave both password fields empty to keep it.
          </Text>
        ) : null}
        <Title order={2} size="h4">
          Your company
        </Title>
        <TextInput label="Company name" autoComplete="organization" required {...form.getInputProps('company.name')} />
        <TextInput label="Address" autoComplete="street-address" required {...form.getInputProps('company.address')} />
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('company.city')} />
          <TextInput label="State" autoComplete="address-level1" {...form.getInputProps('company.state')} />
          <TextInput label="Zip code" autoComplete="postal-code" required {...form.getInputProps('company.zipcode')} />
        </SimpleGrid>
        <NativeSelect
          label="Country"
          required
          data={[
            { value: '', label: 'Choose a country' },
            ...state.countries.map((country) => ({ value: String(country.id), label: country.name })),
          ]}
          {...form.getInputProps('company.country_id')}
        />
        <TextInput label="Company website" type="url" placeholder="https://" {...form.getInputProps('company.url')} />
        <Group gap="sm">
          <Button type="submit" loading={save.isPending}>
            Next
          </Button>
          <Button variant="default" onClick={() => void saveForLater()} disabled={save.isPending}>
            Save and finish later
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};
