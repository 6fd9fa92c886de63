import { Link } from 'react-router';
import { Button, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { MeAnswer } from '@casebridge/contract/auth';
import { offersPasswordChange, PROFILE_UPDATED_MESSAGE } from '@casebridge/contract/profile';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { showAlert } from '@/lib/alerts';
import { roleTitle } from '@/lib/roles';
import { useProfileFormData } from '../api/get-profile-form-data';
import { ChangePasswordForm } from './change-password-form';
import { ContactDetailsForm } from './contact-details-form';
import { DeleteAccountButton } from './delete-account-button';

/**
 * /profile (P-001..P-006): the contact details with the role read-only; the password only where the company signs in
 * with one (never single sign-on); deleting the account. While a super admin acts as the user, the password and the
 * account are not offered (the server refuses them, ADR 17).
 */
export const ProfilePage = ({ me, onDeleted }: { me: MeAnswer; onDeleted: (message: string) => Promise<void> }) => {
  const formData = useProfileFormData();
  const { user, company, impersonator } = me;
  const ownAccount = impersonator === null;
  const onSaved = () => {
    showAlert({ type: 'success', message: PROFILE_UPDATED_MESSAGE });
  };
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        Profile
      </Title>
      <Panel title="Contact details">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" mb="sm">
          <TextInput label="Email" value={user.email} readOnly variant="filled" />
          <TextInput label="Role" value={roleTitle(user.role)} readOnly variant="filled" />
        </SimpleGrid>
        <QueryBoundary query={formData} skeletonRows={4}>
          {({ countries }) => (
            <ContactDetailsForm user={user} countries={countries} submitLabel="Save profile" onSaved={onSaved} />
          )}
        </QueryBoundary>
      </Panel>
      {user.role === 'api' ? (
        <Panel title="API keys">
          <Text size="sm" mb="sm">
            Your ticketing system calls the case API with a key of yours. Create, see and revoke your keys here.
          </Text>
          <Button component={Link} to={pathTo('profile.api-keys')} variant="light">
            Manage my API keys
          </Button>
        </Panel>
      ) : null}
      {ownAccount && offersPasswordChange(company?.login_method ?? null) ? (
        <Panel title="Change password">
          <ChangePasswordForm />
        </Panel>
      ) : null}
      {ownAccount ? (
        <Panel title="Delete account">
          <Text size="sm" mb="sm">
            Your account and your sign-in end for good. The cases you sent stay with your company.
          </Text>
          <DeleteAccountButton onDeleted={onDeleted} />
        </Panel>
      ) : null}
    </Stack>
  );
};
