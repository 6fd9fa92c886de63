import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_RULES_TEXT } from '@casebridge/contract/fields';

/**
 * X-036, H-012: a new password with the rules the server enforces, and its confirmation (registration, reset and
 * change password). A form choosing a first password names them without "new".
 */
export const NewPasswordFields = ({
  password,
  confirmation,
  first = false,
}: {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
  first?: boolean;
}) => (
  <>
    <PasswordInput
      label={first ? 'Password' : 'New password'}
      autoComplete="new-password"
      required
      description={`Password rules: ${PASSWORD_RULES_TEXT}`}
      {...password}
    />
    <PasswordInput
      label={first ? 'Confirm password' : 'Confirm new password'}
      autoComplete="new-password"
      required
      {...confirmation}
    />
  </>
);
