import { Link } from 'react-router';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { Role } from '@casebridge/contract/enums';
import { pathTo } from '@/config/paths';

export const NOT_FOUND_MESSAGE = 'The page you are trying to access cannot be found.';

/**
 * the home link of the 404 page: the super admin dashboard for a super admin, the dashboard for other
 * signed-in users, and for a visitor the tenant home by slug (or the main home).
 */
export const notFoundHomePath = (session: {
  signedIn: boolean;
  role: Role | null;
  pathSlug: string | null;
}): string => {
  if (session.signedIn) {
    return session.role === 'super_admin' ? pathTo('super_admin.dashboard') : pathTo('dashboard');
  }
  return session.pathSlug === null ? pathTo('home') : pathTo('home-with-slug', { slug: session.pathSlug });
};

export const NotFoundPage = ({ homePath }: { homePath: string }) => (
  <Stack gap="sm" align="flex-start">
    <Title order={1}>Page not found</Title>
    <Text>{NOT_FOUND_MESSAGE}</Text>
    <Anchor component={Link} to={homePath}>
      Go to the home page
    </Anchor>
  </Stack>
);
