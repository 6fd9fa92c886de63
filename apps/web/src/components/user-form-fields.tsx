import { Select, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import type { ActiveStatus, UserType } from '@casebridge/contract/enums';
import type { Country } from '@casebridge/contract/landing';
import type { AssignableRole, CompanyUserDetail, UserSummary } from '@casebridge/contract/users';
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
  password: '',
  password_confirmation: '',
});

type Props = {
  inputProps: (field: keyof UserFieldValues) => GetInputPropsReturnType;
  countries: Country[];
  roles: readonly AssignableRole[];
  /** The acting admin's own account: role, type and status are not theirs to change (M-022). */
  self?: boolean;
  /** Where the form sets a password (a new user, M-021 / S-047). */
  showPassword: boolean;
};

/**
 * The contact details, role, type and status of a user, and the first password where one is set: the member
 * admin's user form and the super admin's share them.
 */
export const UserFormFields = ({ inputProps, countries, roles, self = false, showPassword }: Props) => (
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
      <Select
        label="Role"
        required
        allowDeselect={false}
        disabled={self}
        description={self ? 'You cannot change your own role.' : undefined}
        data={roles.map((role) => ({ value: role, label: roleTitle(role) }))}
        {...inputProps('role')}
      />
      <Select label="Type" required allowDeselect={false} disabled={self} data={typeOptions} {...inputProps('type')} />
      <Select
        label="Status"
        required
        allowDeselect={false}
        disabled={self}
        data={statusOptions}
        {...inputProps('status')}
      />
    </SimpleGrid>
    {showPassword ? (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <NewPasswordFields first password={inputProps('password')} confirmation={inputProps('password_confirmation')} />
      </SimpleGrid>
    ) : null}
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
