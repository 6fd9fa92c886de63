import { TextInput, type TextInputProps } from '@mantine/core';

/** a phone number input, at most 25 characters. */
export const PhoneInput = (props: TextInputProps) => (
  <TextInput label="Phone" type="tel" maxLength={25} autoComplete="tel" style={{ flex: 1 }} {...props} />
);
