import { useParams } from 'react-router';
import { Stack } from '@mantine/core';
import { AutoLoginPage } from '@/features/auth/components/auto-login-page';

/** auto-login (/auto_login/{token}, H-028, H-029): usable at 375 px wide (UI.md). */
export const AutoLoginRoute = () => {
  const { token = '' } = useParams();
  return (
    <Stack maw={480} mx="auto" gap="md">
      <AutoLoginPage token={token} />
    </Stack>
  );
};
