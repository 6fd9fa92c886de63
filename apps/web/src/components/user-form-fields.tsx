import { Radio, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ActiveStatus, UserType } from '@casebridge/contract/enums';
import type { Country } from '@casebridge/contract/landing';
import {
  OWN_ROLE_MESSAGE,
  OWN_STATUS_MESSAGE,
  OWN_TYPE_MESSAGE,
  passwordChoiceLabels,
  passwordChoices,
  type AssignableRole,
  type PasswordChoice,
  type CompanyUserChanges,
  type CompanyUserDetail,
  type UserSummary,
} from '@casebridge/contract/users';
import { formatAdminDate } from '@/lib/date-format';
import { roleTitle } from '@/lib/roles';
import { NewPasswordFields } from './new-password-fields';
import { Panel } from './panel';
import { PhoneWithCountryCode } from './phone-with-country-code';

const typeOptions = [
  { value: 'basic', label: 'Basic' },
  { value: 'admin', label: 'Admin' },
];
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/** The values of the user forms' shared fields (M-019..M-022, S-046, S-047), as the inputs hold them. */
export type UserFieldValues = {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  phone_country_code: string;
  country_id: string;
  city: string;
  role: AssignableRole;
  type: UserType;
  status: ActiveStatus;
  password_choice: PasswordChoice;
  password: string;
  password_confirmation: string;
};

/** A form's values for the user (a new one: empty, a Standard User, active). */
export const userFieldValues = (user: UserSummary | null): UserFieldValues => ({
  first_name: user?.first_name ?? '',
  last_name: user?.last_name ?? '',
  email: user?.email ?? '',
  phone: user?.phone ?? '',
  phone_country_code: user?.phone_country_code ?? 'US',
  country_id: user?.country_id === null || user === null ? '' : String(user.country_id),
  city: user?.city ?? '',
  role: user?.role === 'super_admin' || user === null ? 'caller' : user.role,
  type: user?.type ?? 'basic',
  status: user?.status ?? 'active',
  password_choice: 'invite',
  password: '',
  password_confirmation: '',
});

/**
 * Issue 24 §4: the password part of a save's body: where the form sets a password (setsPassword), the choice and,
 * for `set`, the typed password; nothing elsewhere, so the server never reads a password the form did not show.
 */
export const passwordPartOf = (
  body: { password_choice?: PasswordChoice; password?: string; password_confirmation?: string },
  setsOne: boolean,
) => {
  if (!setsOne) return { password_choice: undefined, password: undefined, password_confirmation: undefined };
  if (body.password_choice === 'set') return {};
  return { password_choice: 'invite' as const, password: undefined, password_confirmation: undefined };
};

/** Role, type or status: a required choice, disabled with the reason where the server's answer does not allow it. */
const LockableSelect = ({
  label,
  data,
  allowed,
  refusal,
  input,
}: {
  label: string;
  data: { value: string; label: string }[];
  allowed: boolean;
  refusal: string;
  input: GetInputPropsReturnType;
}) => (
  <Select
    label={label}
    required
    allowDeselect={false}
    disabled={!allowed}
    description={allowed ? undefined : refusal}
    data={data}
    {...input}
  />
);

type Props = {
  inputProps: (field: keyof UserFieldValues) => GetInputPropsReturnType;
  countries: Country[];
  roles: readonly AssignableRole[];
  /** What the server's answer lets the editor change (M-022: not an admin's own role, type or status); all if absent. */
  changes?: CompanyUserChanges;
  /** Where the form sets a password (a new user, M-021 / S-047). */
  showPassword: boolean;
};

const changesAll: CompanyUserChanges = { can_change_role: true, can_change_type: true, can_change_status: true };

/**
 * Issue 24 §4, M-021: how a new user gets their first password: an emailed single-use link (the default), or the
 * password the editor types.
 */
const FirstPassword = ({ inputProps }: Pick<Props, 'inputProps'>) => {
  const choice = inputProps('password_choice');
  return (
    <Stack gap="sm">
      <Radio.Group label="First password" required {...choice}>
        <Stack gap={6} mt={6}>
          {passwordChoices.map((value) => (
            <Radio key={value} value={value} label={passwordChoiceLabels[value]} />
          ))}
        </Stack>
      </Radio.Group>
      {choice.value === 'set' ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <NewPasswordFields
            first
            password={inputProps('password')}
            confirmation={inputProps('password_confirmation')}
          />
        </SimpleGrid>
      ) : (
        <Text size="sm" c="dimmed">
          The user receives an email with a link to set their own password; the link works once and expires.
        </Text>
      )}
    </Stack>
  );
};

/**
 * The contact details, role, type and status of a user, and the first password where one is set: the member
 * admin's user form and the super admin's share them.
 */
export const UserFormFields = ({ inputProps, countries, roles, changes = changesAll, showPassword }: Props) => (
  <>
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput label="First Name" required autoComplete="off" {...inputProps('first_name')} />
      <TextInput label="Last Name" required autoComplete="off" {...inputProps('last_name')} />
      <TextInput label="Email" type="email" required autoComplete="off" {...inputProps('email')} />
      <PhoneWithCountryCode countries={countries} code={inputProps('phone_country_code')} phone={inputProps('phone')} />
      <Select
        label="Country"
        required
        searchable
        data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        {...inputProps('country_id')}
      />
      <TextInput label="City" required autoComplete="off" {...inputProps('city')} />
      <LockableSelect
        label="Role"
        data={roles.map((role) => ({ value: role, label: roleTitle(role) }))}
        allowed={changes.can_change_role}
        refusal={OWN_ROLE_MESSAGE}
        input={inputProps('role')}
      />
      <LockableSelect
        label="Type"
        data={typeOptions}
        allowed={changes.can_change_type}
        refusal={OWN_TYPE_MESSAGE}
        input={inputProps('type')}
      />
      <LockableSelect
        label="Status"
        data={statusOptions}
        allowed={changes.can_change_status}
        refusal={OWN_STATUS_MESSAGE}
        input={inputProps('status')}
      />
    </SimpleGrid>
    {showPassword ? <FirstPassword inputProps={inputProps} /> : null}
  </>
);

const ReadOnlyField = ({ label, value }: { label: string; value: string }) => (
  <div>
    <Text size="xs" fw={700} c="dimmed" tt="uppercase" component="dt">
      {label}
    </Text>
    <Text size="sm" component="dd" m={0}>
      {value}
    </Text>
  </div>
);

const dateOrNever = (iso: string | null, never: string) => (iso === null ? never : `${formatAdminDate(iso)} UTC`);

/** M-019, S-046: what the user forms show but do not change (agreement_date and focus_group are read only). */
export const UserAccountFacts = ({ user }: { user: CompanyUserDetail }) => (
  <Panel title="Account">
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" m={0}>
      <ReadOnlyField label="Last Login" value={dateOrNever(user.last_login_date, 'Never')} />
      <ReadOnlyField label="Agreement Date" value={dateOrNever(user.agreement_date, 'Not agreed yet')} />
      <ReadOnlyField label="Focus Group" value={user.focus_group ? 'Yes' : 'No'} />
      <ReadOnlyField
        label="Group Access"
        value={
          user.community_access.length === 0 ? 'None' : user.community_access.map((group) => group.name).join(', ')
        }
      />
    </SimpleGrid>
  </Panel>
);
