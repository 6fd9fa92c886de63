import { useParams } from 'react-router';
import { Paper, Stack, Title } from '@mantine/core';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

/** reset-password (/reset_password/{token}, H-027): usable at 375 px wide (UI.md). */
export const ResetPasswordRoute = () => {
  const { token = '' } = useParams();
  return (
    <Stack maw={480} mx="auto" gap="md">
      <Title order={1}>Reset password</Title>
      <Paper withBorder p="lg" radius="md">
        <ResetPasswordForm token={token} />
      </Paper>
    </Stack>
  );
};
