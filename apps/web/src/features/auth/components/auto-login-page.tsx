import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Alert, Button, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { pathTo } from '@/config/paths';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';
import { reportError } from '@/lib/report-error';
import { savePostLoginRedirect } from '@/lib/session-storage';
import { useAutoLogin } from '../api/auto-login';
import { autoLoginDestination } from '../utils/auto-login-destination';
import { useSessionActions } from '../utils/use-session-actions';

/**
 * auto-login (/auto_login/{token}, H-028, H-029): exchanges the emailed link's token for a session once, then opens
 * the destination the link names. A used or expired link says so and offers the sign-in page, which then opens the
 * case the link was for.
 */
export const AutoLoginPage = ({ token }: { token: string }) => {
  const [query] = useSearchParams();
  const autoLogin = useAutoLogin();
  const { signIn } = useSessionActions();
  // The token works once: the effect must not post it twice (React runs effects twice in development).
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    autoLogin.mutate(
      { token },
      {
        onSuccess: ({ token: session }) => {
          signIn(session, (me) => autoLoginDestination(query, me.user.role)).catch(reportError);
        },
      },
    );
  }, [autoLogin, query, signIn, token]);

  if (!autoLogin.isError)
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Loader />
        <Text>Signing you in…</Text>
      </Stack>
    );

  const caseToken = query.get('redir') === 'case' ? query.get('token') : null;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          This link cannot sign you in
        </Title>
        <Alert color="yellow" title="Sign in to continue">
          {isApiError(autoLogin.error) ? autoLogin.error.message : GENERIC_ERROR_MESSAGE}
        </Alert>
        <Button
          component={Link}
          to={pathTo('home')}
          onClick={() => {
            if (caseToken) savePostLoginRedirect(pathTo('case-info', { token: caseToken }));
          }}
        >
          Go to sign in
        </Button>
      </Stack>
    </Paper>
  );
};
