import { Button, Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import type { Country } from '@casebridge/contract/landing';
import { updateProfileBody } from '@casebridge/contract/profile';
import { PhoneWithCountryCode } from '@/components/phone-with-country-code';
import { PrivacyPolicyLabel } from '@/components/privacy-policy-label';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useUpdateProfile } from '../api/update-profile';

/**
 * P-001..P-003, X-033: first and last name, phone with its country code (US by default, at most 25 characters),
 * country and city, and the privacy agreement, pre-ticked once the user has agreed. The server's field errors show
 * under the fields; `onSaved` hears of the saved user.
 */
export const ContactDetailsForm = ({
  user,
  countries,
  submitLabel,
  onSaved,
}: {
  user: SessionUser;
  countries: Country[];
  submitLabel: string;
  onSaved: (user: SessionUser) => void;
}) => {
  const update = useUpdateProfile();
  const { form, formProps } = useSchemaForm({
    schema: updateProfileBody,
    initialValues: {
      first_name: user.first_name,
      last_name: user.last_name,
      phone: user.phone ?? '',
      phone_country_code: user.phone_country_code,
      country_id: user.country_id,
      city: user.city ?? '',
      agree_confirm: user.agreement_date !== null,
    },
    onSubmit: async (body) => {
      onSaved((await update.mutateAsync(body)).user);
    },
    withLoader: true,
  });
  const countryId = form.getValues().country_id;

  return (
    <SchemaForm {...formProps} aria-label="Contact details">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="First name" required autoComplete="given-name" {...form.getInputProps('first_name')} />
          <TextInput label="Last name" required autoComplete="family-name" {...form.getInputProps('last_name')} />
          <PhoneWithCountryCode
            countries={countries}
            code={form.getInputProps('phone_country_code')}
            phone={form.getInputProps('phone')}
          />
          <Select
            label="Country"
            required
            searchable
            data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
            {...form.getInputProps('country_id')}
            value={countryId === null ? null : String(countryId)}
            onChange={(value) => {
              form.setFieldValue('country_id', value === null ? null : Number(value));
            }}
          />
          <TextInput label="City" required autoComplete="address-level2" {...form.getInputProps('city')} />
        </SimpleGrid>
        <Checkbox label={<PrivacyPolicyLabel />} {...form.getInputProps('agree_confirm', { type: 'checkbox' })} />
        <div>
          <Button type="submit" loading={update.isPending}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};
