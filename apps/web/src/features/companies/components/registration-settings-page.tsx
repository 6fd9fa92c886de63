import { Stack, Text, Title } from '@mantine/core';
import type { CompanyRelation, MemberCompany } from '@casebridge/contract/companies';
import type { CompanyUser } from '@casebridge/contract/users';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RegistrationSettingsForm as SharedRegistrationSettingsForm } from '@/components/registration-settings-form';
import { pathTo } from '@/config/paths';
import { useCompany } from '../api/get-company';
import { useCompanyRelations } from '../api/get-company-relations';
import { useCompanyUsers } from '../api/get-company-users';
import { useSaveRegistrationSettings } from '../api/save-registration-settings';

type Props = { company: MemberCompany; users: CompanyUser[]; relations: CompanyRelation[] };

/** M-009, M-010: the shared form, saved with the admin's own call; signup managers are the active users. */
const RegistrationSettingsForm = ({ company, users, relations }: Props) => {
  const save = useSaveRegistrationSettings(company.id);
  return (
    <SharedRegistrationSettingsForm
      registration={company.registration}
      managers={users.filter((user) => user.status === 'active')}
      relations={relations}
      save={save.mutateAsync}
      saving={save.isPending}
      back={{ to: pathTo('admin.company'), label: 'Back to Company' }}
      noGroupsText="Your company belongs to no group yet."
    />
  );
};

/** admin.company.registration (/admin/company/registration): the guard has refused a limited level already. */
export const RegistrationSettingsPage = ({ companyId }: { companyId: number }) => {
  const company = useCompany(companyId);
  const users = useCompanyUsers();
  const relations = useCompanyRelations();
  return (
    <Stack gap="md">
      <div>
        <Title order={1}>User Registration Settings</Title>
        <Text c="dimmed">Who may join your company on its login page, and who approves them.</Text>
      </div>
      <Panel title="Registration">
        <QueryBoundary query={company} skeletonRows={5}>
          {(loadedCompany) => (
            <QueryBoundary query={users} skeletonRows={5}>
              {(loadedUsers) => (
                <QueryBoundary query={relations} skeletonRows={5}>
                  {(loadedRelations) => (
                    <RegistrationSettingsForm company={loadedCompany} users={loadedUsers} relations={loadedRelations} />
                  )}
                </QueryBoundary>
              )}
            </QueryBoundary>
          )}
        </QueryBoundary>
      </Panel>
    </Stack>
  );
};
