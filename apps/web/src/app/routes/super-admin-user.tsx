import { useParams } from 'react-router';
import type { SuperAdminUserAnswer } from '@casebridge/contract/super-admin-users';
import { Stack, Text, Title } from '@mantine/core';
import { NotBuiltYetSection } from '@/components/not-built-yet';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { LoginAsUserButton } from '@/features/auth/components/login-as-user-button';
import { useSuperAdminUser } from '@/features/super-admin-users/api/get-super-admin-user';
import { UserSummary } from '@/features/super-admin-users/components/user-summary';

/**
 * super_admin.user.edit (/super_admin/companies/{company_id}/users/{user_id}) and /super_admin/user/{user_id}:
 * the user with 'Login as {first name}'; the editable form is a later slice.
 */
export const SuperAdminUserRoute = () => {
  const params = useParams();
  const userId = Number(params.user_id);
  const existing = Number.isInteger(userId) && userId > 0;
  const user = useSuperAdminUser(existing ? userId : 0);

  if (!existing) {
    return (
      <Stack gap="md">
        <Title order={1}>New user</Title>
        <NotBuiltYetSection title="User form">
          <Text size="sm" mb={4}>
            Contact details and password settings of a new user.
          </Text>
        </NotBuiltYetSection>
      </Stack>
    );
  }
  return (
    <QueryBoundary query={user} skeletonRows={6}>
      {(answer) => <UserPage answer={answer} companyParam={params.company_id} />}
    </QueryBoundary>
  );
};

const UserPage = ({ answer, companyParam }: { answer: SuperAdminUserAnswer; companyParam: string | undefined }) => {
  const userId = answer.user.id;
  const companyId = companyParam ?? answer.user.company_id;
  const returnPath =
    companyId === null
      ? pathTo('super_admin.user', { user_id: userId })
      : pathTo('super_admin.user.edit', { company_id: companyId, user_id: userId });
  // DECISIONS 1: never as another super admin.
  const canImpersonate = answer.user.role !== 'super_admin';

  return (
    <Stack gap="lg">
      <UserSummary
        answer={answer}
        actions={
          canImpersonate ? (
            <LoginAsUserButton userId={answer.user.id} firstName={answer.user.first_name} returnPath={returnPath} />
          ) : null
        }
      />
      <NotBuiltYetSection title="User form">
        <Text size="sm" mb={4}>
          Editing, Delete, Disable/Enable, Save &amp; New, Update Password and community access.
        </Text>
      </NotBuiltYetSection>
    </Stack>
  );
};
