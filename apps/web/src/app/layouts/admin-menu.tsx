import { Link } from 'react-router';
import { Container, Paper, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { pathTo } from '@/config/paths';

/** exactly five tiles. */
export const adminMenuTiles = [
  { label: 'Company', to: pathTo('admin.company'), description: 'Company information, departments and notes' },
  { label: 'Users', to: pathTo('admin.users'), description: 'Users, registrations and access' },
  { label: 'Inbound Process', to: pathTo('admin.inbound_process'), description: 'How partners send you cases' },
  { label: 'My Partners', to: pathTo('admin.partner_groups'), description: 'Partner groups and members' },
  { label: 'Reports', to: pathTo('admin.reports'), description: 'Usage of your company' },
] as const;

export const AdminMenu = ({ id }: { id: string }) => (
  <Paper id={id} component="nav" aria-label="Admin" radius={0} py="md" bg="gray.0" withBorder>
    <Container size="xl">
      <SimpleGrid cols={{ base: 2, sm: 3, md: 5 }} spacing="sm">
        {adminMenuTiles.map((tile) => (
          <UnstyledButton
            key={tile.to}
            component={Link}
            to={tile.to}
            p="sm"
            bg="white"
            bd="1px solid var(--mantine-color-gray-3)"
            style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="admin-tile"
          >
            <Text fw={600} c="blue.9">
              {tile.label}
            </Text>
            <Text size="xs" c="dimmed">
              {tile.description}
            </Text>
          </UnstyledButton>
        ))}
      </SimpleGrid>
    </Container>
  </Paper>
);
