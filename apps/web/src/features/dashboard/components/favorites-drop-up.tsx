import { Link } from 'react-router';
import { Button, Menu, Skeleton, Stack, Text } from '@mantine/core';
import { LoadFailed } from '@/components/load-failed';
import { Panel } from '@/components/panel';
import { useCompanyDirectory } from '../api/get-company-directory';
import { useFavorites } from '../api/get-favorites';
import { partnerLabel, submitCasePath } from '../utils/partners';

const FavoriteItems = () => {
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
      <Stack gap={6} p="xs" role="status" aria-label="Loading">
        <Skeleton height={16} />
        <Skeleton height={16} width="70%" />
      </Stack>
    );
  if (favorites.data.favorites.length === 0)
    return (
      <Text size="sm" c="dimmed" p="xs">
        No favorites yet. Star a partner's process on its page to find it here.
      </Text>
    );
  return favorites.data.favorites.map((favorite) => {
    const label = partnerLabel(favorite.company, favorite.department);
    return (
      <Menu.Item
        key={`${favorite.type}-${String(favorite.department_id ?? favorite.company_id)}`}
        component={Link}
        to={submitCasePath(favorite)}
        aria-label={`Collaborate with ${label}`}
        rightSection={
          <Text size="xs" c="blue.7" fw={500}>
            Collaborate
          </Text>
        }
      >
        <Text size="sm" fw={500}>
          {label}
        </Text>
        <Text size="xs" c="dimmed">
          {favorite.document?.name ?? 'Process no longer offered'}
        </Text>
      </Menu.Item>
    );
  });
};

/**
 * D-009, D-010: My Favorites, a drop-up of the partners the user starred. "Your Partners ..." waits for the company
 * directory; each row opens the partner's submit page.
 */
export const FavoritesDropUp = () => {
  const directory = useCompanyDirectory();
  return (
    <Panel title="My Favorites">
      <Text size="sm" c="dimmed" mb="sm">
        The partners you starred on their process pages.
      </Text>
      <Menu position="top-start" width={340} shadow="md">
        <Menu.Target>
          <Button variant="default" disabled={directory.data === undefined}>
            Your Partners ...
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Your Partners</Menu.Label>
          <FavoriteItems />
        </Menu.Dropdown>
      </Menu>
    </Panel>
  );
};
