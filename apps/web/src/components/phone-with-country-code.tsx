import { Group, Select, type SelectProps, type TextInputProps } from '@mantine/core';
import { PhoneInput, phoneCountryCodes } from './phone-input';

/**
 * the country code select beside the phone number, as the profile and the admin's user form show them; each
 * gets its form field's input props. Its own file: the landing's register form uses PhoneInput without a Select.
 */
export const PhoneWithCountryCode = ({
  countries,
  code,
  phone,
}: {
  countries: readonly { country_code: string }[];
  code: SelectProps;
  phone: TextInputProps;
}) => (
  <Group gap="xs" align="flex-start" wrap="nowrap">
    <Select
      label="Country code"
      w={120}
      searchable
      allowDeselect={false}
      data={phoneCountryCodes(countries)}
      {...code}
    />
    <PhoneInput {...phone} />
  </Group>
);
