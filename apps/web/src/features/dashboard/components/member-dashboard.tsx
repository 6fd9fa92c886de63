import { Grid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import type { CompanySummary } from '@casebridge/contract/companies';
import { NotBuiltYetSection } from '@/components/not-built-yet';
import { roleTitle } from '@/lib/roles';
import { FavoritesDropUp } from './favorites-drop-up';
import { LimitedPartnersPanel } from './limited-partners-panel';
import { PartnerSearch } from './partner-search';

/**
 * The member dashboard (1 §2 Dashboard): the partner search, My Favorites and the Company Note (D-001); limited
 * members get the limited-partners panel instead of search and notes (D-002).
 */
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
        <LimitedPartnersPanel />
      ) : (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PartnerSearch />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <FavoritesDropUp />
              <NotBuiltYetSection title="Company Note" />
            </Stack>
          </Grid.Col>
        </Grid>
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
