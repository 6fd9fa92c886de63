import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import type { Country } from '@casebridge/contract/landing';
import { DEFAULT_PHONE_COUNTRY } from '@casebridge/contract/fields';
import { registerBody, type RegisterAnswer } from '@casebridge/contract/registration';
import { NewPasswordFields } from '@/components/new-password-fields';
import { PrivacyPolicyLabel } from '@/components/privacy-policy-label';
import { PhoneInput, phoneCountryCodes } from '@/components/phone-input';
import { useAppConfig } from '@/lib/app-config';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useRegister } from '../api/register';

export const REQUIRES_APPROVAL_TITLE = 'Your Account Requires Approval';

/** H-014: after a registration at a company that approves its users. */
const RequiresApproval = () => {
  const { membership_email: membership } = useAppConfig();
  return (
    <Alert color="blue" variant="light" title={REQUIRES_APPROVAL_TITLE}>
      <Text size="sm">
        Your company&apos;s business manager reviews new accounts. Once you have verified your email address, you will
        get an email when your account is approved.
      </Text>
      <Text size="sm" mt="xs">
        If no approval email arrives within 24 hours, contact membership at{' '}
        <Anchor href={`mailto:${membership}`}>{membership}</Anchor>.
      </Text>
    </Alert>
  );
};

/**
 * H-011..H-014: the Register form of a requires_registration login page. Its rules are the contract's, held by the
 * server too: field errors land under their fields (an address at another domain than the company's among them), a
 * refusal shows as a warning banner (the query client), a success replaces the form with the server's message.
 */
export const RegisterForm = ({
  slug,
  domain,
  countries,
}: {
  slug: string;
  /** The company's email domain: the address asked for is there. */
  domain: string | null;
  countries: Country[];
}) => {
  const [answer, setAnswer] = useState<RegisterAnswer | null>(null);
  const register = useRegister();
  const { form, formProps } = useSchemaForm({
    schema: registerBody,
    initialValues: {
      first_name: '',
      last_name: '',
      email: '',
      phone: '',
      phone_country_code: DEFAULT_PHONE_COUNTRY,
      country_id: '',
      city: '',
      password: '',
      password_confirmation: '',
      agree_confirm: false,
    },
    onSubmit: async (body) => {
      setAnswer(await register.mutateAsync({ slug, body }));
    },
    withLoader: true,
  });

  if (answer !== null) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" role="status">
          {answer.message}
        </Alert>
        {answer.approval ? <RequiresApproval /> : null}
      </Stack>
    );
  }

  return (
    <SchemaForm {...formProps} aria-label="Register">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput label="First name" autoComplete="given-name" required {...form.getInputProps('first_name')} />
          <TextInput label="Last name" autoComplete="family-name" required {...form.getInputProps('last_name')} />
        </SimpleGrid>
        <TextInput
          label="Work email"
          description={domain === null ? undefined : `Your work address at ${domain}.`}
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NativeSelect
            label="Country code"
            w={110}
            data={phoneCountryCodes(countries)}
            {...form.getInputProps('phone_country_code')}
          />
          <PhoneInput autoComplete="tel-national" required {...form.getInputProps('phone')} />
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="Country"
            required
            data={[
              { value: '', label: 'Choose a country' },
              ...countries.map((country) => ({ value: String(country.id), label: country.name })),
            ]}
            {...form.getInputProps('country_id')}
          />
          <TextInput label="City" autoComplete="address-level2" required {...form.getInputProps('city')} />
        </SimpleGrid>
        <NewPasswordFields
          first
          password={form.getInputProps('password')}
          confirmation={form.getInputProps('password_confirmation')}
        />
        <Checkbox label={<PrivacyPolicyLabel />} {...form.getInputProps('agree_confirm', { type: 'checkbox' })} />
        <Text size="sm" c="dimmed">
          We send you an email to verify your address before you can sign in.
        </Text>
        <div>
          <Button type="submit" loading={register.isPending}>
            Register
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};
