import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import { EscalationTable } from './escalation-table';
import { NetworkRegistrationQueue } from './network-registration-queue';
import { OnboardingQueue } from './onboarding-queue';
import { CompanySearch, UserSearch } from './network-search';

/** The super admin dashboard (3 §2.2 Dashboard). */
export const SuperAdminDashboard = ({ user }: { user: SessionUser }) => (
  <Stack gap="lg">
    <div>
      <Title order={1}>Super admin dashboard</Title>
      <Text c="dimmed" data-testid="welcome">
        Welcome, {user.first_name} {user.last_name} (Super Admin)
      </Text>
    </div>
    <Paper withBorder p="md" radius="md" component="section" aria-label="Search">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <CompanySearch />
        <UserSearch />
      </SimpleGrid>
    </Paper>
    <OnboardingQueue />
    <NetworkRegistrationQueue />
    <EscalationTable />
  </Stack>
);
