import { Link } from 'react-router';
import { Anchor, Button, Group, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { PartnerLogo } from '@/components/company-logo';
import { LoadFailed } from '@/components/load-failed';
import { Panel } from '@/components/panel';
import { useFavorites } from '../api/get-favorites';
import { usePartnerSearch } from '../api/search-partners';
import { partnerLabel, submitCasePath } from '../utils/partners';

const FavoriteRows = () => {
  const favorites = useFavorites();
  if (favorites.isError)
    return (
      <LoadFailed
        message={favorites.error.message}
        onRetry={() => {
          void favorites.refetch();
        }}
      />
    );
  if (favorites.data === undefined)
    return (
      <Stack gap={6} role="status" aria-label="Loading">
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  if (favorites.data.favorites.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No favorites yet. Star a partner's process on its page to find it here.
      </Text>
    );
  return (
    <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your Partners">
      {favorites.data.favorites.map((favorite) => {
        const label = partnerLabel(favorite.company, favorite.department);
        return (
          <Group
            component="li"
            key={`${favorite.type}-${String(favorite.department_id ?? favorite.company_id)}`}
            justify="space-between"
            wrap="nowrap"
            gap="sm"
            py={6}
          >
            <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
              <PartnerLogo slug={favorite.company_slug} domain={favorite.company_domain} name={favorite.company} />
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={500} truncate>
                  {label}
                </Text>
                <Text size="xs" c="dimmed" truncate>
                  {favorite.document?.name ?? 'Process no longer offered'}
                </Text>
              </div>
            </Group>
            <Anchor component={Link} to={submitCasePath(favorite)} size="sm" aria-label={`Collaborate with ${label}`}>
              Collaborate
            </Anchor>
          </Group>
        );
      })}
    </Stack>
  );
};

/**
 * D-009, D-010, D-011: My Favorites, a drop-up list of the partners the user starred. "Your Partners ..." waits for the
 * partner directory's first answer (issue 26: the recently used partners the search offers before a term); each row
 * links to the partner's submit page.
 */
export const FavoritesDropUp = () => {
  const directory = usePartnerSearch('');
  return (
    <Panel title="My Favorites">
      <Text size="sm" c="dimmed" mb="sm">
        The partners you starred on their process pages.
      </Text>
      <Popover position="top-start" width={340} shadow="md">
        <Popover.Target>
          <Button variant="default" disabled={directory.data === undefined}>
            Your Partners ...
          </Button>
        </Popover.Target>
        <Popover.Dropdown aria-label="Your Partners">
          <FavoriteRows />
        </Popover.Dropdown>
      </Popover>
    </Panel>
  );
};
