import type { ReactNode } from 'react';
import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { SuperAdminUserAnswer } from '@casebridge/contract/super-admin-users';
import { formatAdminDate } from '@/lib/date-format';
import { roleTitle } from '@/lib/roles';

const Field = ({ label, children }: { label: string; children: ReactNode }) => (
  <div>
    <Text size="xs" c="dimmed" fw={600} tt="uppercase">
      {label}
    </Text>
    <Text size="sm">{children}</Text>
  </div>
);

/** A super admin's account as the console shows it (S-046): read only, never changed there (DECISIONS 1). */
export const UserSummary = ({ answer, actions }: { answer: SuperAdminUserAnswer; actions?: ReactNode }) => {
  const { user, company } = answer;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={1}>
            {user.first_name} {user.last_name}
          </Title>
          <Text c="dimmed">{company?.name ?? 'No company'}</Text>
        </div>
        {actions}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          <Field label="Email">{user.email}</Field>
          <Field label="Role">{roleTitle(user.role)}</Field>
          <Field label="Status">
            <Badge color={user.status === 'active' ? 'green' : 'gray'} variant="light">
              {user.status === 'active' ? 'Active' : 'Inactive'}
            </Badge>
          </Field>
          <Field label="Phone">{user.phone === null ? '—' : `${user.phone_country_code} ${user.phone}`}</Field>
          <Field label="City">{user.city ?? '—'}</Field>
          <Field label="Last login">
            {user.last_login_date === null ? 'Never' : `${formatAdminDate(user.last_login_date)} UTC`}
          </Field>
        </SimpleGrid>
      </Paper>
    </Stack>
  );
};
