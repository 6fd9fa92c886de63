import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Alert, Anchor, Button, Group, Stack, Title } from '@mantine/core';
import { GENERIC_ERROR_MESSAGE, isApiError } from '@/lib/api-client';

const messageOf = (error: unknown): string => {
  if (isApiError(error)) return error.message;
  if (isRouteErrorResponse(error)) return `${String(error.status)} ${error.statusText}`;
  return GENERIC_ERROR_MESSAGE;
};

/** A failed page load: what went wrong and a Retry (UI.md: nothing is ever blank). */
export const RouteError = () => {
  const error = useRouteError();
  console.error(error);
  return (
    <Stack gap="md" align="flex-start" p="md">
      <Title order={1}>This page could not be loaded</Title>
      <Alert color="red" variant="light" role="alert">
        {messageOf(error)}
      </Alert>
      <Group>
        <Button
          onClick={() => {
            window.location.reload();
          }}
        >
          Retry
        </Button>
        <Anchor component={Link} to="/" reloadDocument>
          Go to the home page
        </Anchor>
      </Group>
    </Stack>
  );
};
