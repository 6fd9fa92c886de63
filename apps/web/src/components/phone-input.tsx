import { TextInput, type TextInputProps } from '@mantine/core';
import { DEFAULT_PHONE_COUNTRY, PHONE_MAX_LENGTH } from '@casebridge/contract/fields';

/** a phone number input, at most 25 characters. */
export const PhoneInput = (props: TextInputProps) => (
  <TextInput label="Phone" type="tel" maxLength={PHONE_MAX_LENGTH} autoComplete="tel" style={{ flex: 1 }} {...props} />
);

/** the phone country codes a form offers, from its countries, US (the default) among them, in order. */
export const phoneCountryCodes = (countries: readonly { country_code: string }[]): string[] =>
  [...new Set([DEFAULT_PHONE_COUNTRY, ...countries.map((country) => country.country_code)])].sort();
