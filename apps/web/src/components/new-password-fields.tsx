import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_RULES_TEXT } from '@casebridge/contract/fields';

/** a new password with the rules the server enforces, and its confirmation (reset and change password). */
export const NewPasswordFields = ({
  password,
  confirmation,
}: {
  password: GetInputPropsReturnType;
  confirmation: GetInputPropsReturnType;
}) => (
  <>
    <PasswordInput
      label="New password"
      autoComplete="new-password"
      required
      description={PASSWORD_RULES_TEXT}
      {...password}
    />
    <PasswordInput label="Confirm new password" autoComplete="new-password" required {...confirmation} />
  </>
);
