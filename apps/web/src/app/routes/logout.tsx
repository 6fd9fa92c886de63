import { useEffect, useRef } from 'react';
import { Loader, Stack, Text } from '@mantine/core';
import { useSessionActions } from '@/features/auth/utils/use-session-actions';

/** /auth/logout: signs out, then leaves for the company host or the main home with a fresh page. */
export const LogoutRoute = () => {
  const { signOut } = useSessionActions();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut().then((destination) => {
      window.location.assign(destination);
    });
  }, [signOut]);

  return (
    <Stack align="center" gap="sm" py="xl">
      <Loader aria-hidden="true" />
      <Text role="status">Signing you out…</Text>
    </Stack>
  );
};
