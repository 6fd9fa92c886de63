import { Stack, Text, Title } from '@mantine/core';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { RegistrationSettingsForm } from '@/components/registration-settings-form';
import { pathTo } from '@/config/paths';
import { useCompanyManagers, useConsoleRelations } from '../api/company-panels';
import { useSaveConsoleRegistration } from '../api/save-console-registration';
import { CompanyOrBack } from './company-detail-page';

/** S-020: the shared registration form, with the console's choices and its own save. */
const ConsoleRegistrationForm = ({
  companyId,
  registration,
}: {
  companyId: number;
  registration: Parameters<typeof RegistrationSettingsForm>[0]['registration'];
}) => {
  const save = useSaveConsoleRegistration(companyId);
  const managers = useCompanyManagers(companyId);
  const relations = useConsoleRelations(companyId);
  return (
    <QueryBoundary query={managers} skeletonRows={5}>
      {(loadedManagers) => (
        <QueryBoundary query={relations} skeletonRows={5}>
          {(loadedRelations) => (
            <RegistrationSettingsForm
              registration={registration}
              managers={loadedManagers.managers}
              relations={loadedRelations.relations}
              save={save.mutateAsync}
              saving={save.isPending}
              back={{
                to: pathTo('super_admin.companies.details', { company_id: companyId }),
                label: 'Back to Company',
              }}
              noGroupsText="The company belongs to no group yet."
            />
          )}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
};

/** S-013, S-020: super_admin.companies.registration (/super_admin/companies/{company_id}/registation). */
export const ConsoleRegistrationPage = ({ companyId }: { companyId: number }) => (
  <CompanyOrBack companyId={companyId}>
    {(company) => (
      <Stack gap="md">
        <div>
          <Title order={1}>User Registration Settings</Title>
          <Text c="dimmed">Who may join {company.name} on its login page, and who approves them.</Text>
        </div>
        <Panel title="Registration">
          <ConsoleRegistrationForm companyId={company.id} registration={company.registration} />
        </Panel>
      </Stack>
    )}
  </CompanyOrBack>
);
