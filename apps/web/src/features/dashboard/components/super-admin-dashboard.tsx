import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import { NotBuiltYetSection } from '@/components/not-built-yet';

/** The super admin dashboard (3 §2.2 Dashboard). */
export const SuperAdminDashboard = ({ user }: { user: SessionUser }) => (
  <Stack gap="lg">
    <div>
      <Title order={1}>Super admin dashboard</Title>
      <Text c="dimmed" data-testid="welcome">
        Welcome, {user.first_name} {user.last_name} (Super Admin)
      </Text>
    </div>
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <NotBuiltYetSection title="Company search" />
      <NotBuiltYetSection title="User search" />
      <NotBuiltYetSection title="Onboarding approval queue" />
      <NotBuiltYetSection title="User registration queue" />
    </SimpleGrid>
    <NotBuiltYetSection title="Escalation reporting" />
  </Stack>
);
