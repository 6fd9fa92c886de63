import type { ReactNode } from 'react';
import { Grid, Stack, Text, Title } from '@mantine/core';
import type { SessionUser } from '@casebridge/contract/auth';
import type { CompanySummary } from '@casebridge/contract/companies';
import { roleTitle } from '@/lib/roles';
import { CompanyNotePanel } from './company-note-panel';
import { FavoritesDropUp } from './favorites-drop-up';
import { LimitedPartnersPanel } from './limited-partners-panel';
import { NewsPanel } from './news-panel';
import { PartnerSearch } from './partner-search';

/**
 * The member dashboard (1 §2 Dashboard): the partner search, My Favorites and the Company Note (D-001); members who
 * may not search partners (a limited company's) get the limited-partners panel instead of search and notes (D-002);
 * every member sees the active cases (D-017) and the News panel (D-016).
 */
export const MemberDashboard = ({
  user,
  company,
  searchesPartners,
  companyNote,
  canEditCompanyNote,
  cases,
}: {
  user: SessionUser;
  company: CompanySummary | null;
  /** D-001, D-002: the contract's rule of the partner search's calls (member_non_limited) lets the member search. */
  searchesPartners: boolean;
  /** D-012: the note of the user's company (sanitised HTML), from the session. */
  companyNote: string | null;
  /** D-013: the session's answer says whether the user may edit it. */
  canEditCompanyNote: boolean;
  /** The active cases table (D-017), composed by the route. */
  cases: ReactNode;
}) => {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Dashboard</Title>
        <Text c="dimmed" data-testid="welcome">
          Welcome, {user.first_name} {user.last_name}
          {company === null ? '' : ` of ${company.name}`} ({roleTitle(user.role)})
        </Text>
      </div>
      {searchesPartners ? (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <PartnerSearch />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <FavoritesDropUp />
              {company === null ? null : (
                <CompanyNotePanel companyId={company.id} note={companyNote} canEdit={canEditCompanyNote} />
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      ) : (
        <LimitedPartnersPanel />
      )}
      {cases}
      <NewsPanel />
    </Stack>
  );
};
