import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import type { CompanySummary } from '@casebridge/contract/companies';
import { NotBuiltYetSection } from '@/components/not-built-yet';
import { roleTitle } from '@/lib/roles';

/** The member dashboard (1 §2 Dashboard): limited members get the limited-partners panel instead of search and notes. */
export const MemberDashboard = ({ user, company }: { user: SessionUser; company: CompanySummary | null }) => {
  const limited = company?.membership_type === 'limited';
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed" data-testid="welcome">
          Welcome, {user.first_name} {user.last_name}
          {company === null ? '' : ` of ${company.name}`} ({roleTitle(user.role)})
        </Text>
      </div>
      {limited ? (
        <NotBuiltYetSection title="My Partners" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          <NotBuiltYetSection title="New Partner Collaboration">
            <Text size="sm" mb={4}>
              Search partner companies and departments to send a case.
            </Text>
          </NotBuiltYetSection>
          <NotBuiltYetSection title="My Favorites" />
          <NotBuiltYetSection title="Company Note" />
        </SimpleGrid>
      )}
      <NotBuiltYetSection title="My Active Cases">
        <Text size="sm" mb={4}>
          Cases of the last 30 days with their partner, priority and status.
        </Text>
      </NotBuiltYetSection>
      <NotBuiltYetSection title="News" />
    </Stack>
  );
};
