import { Alert, Anchor, Stack, Title } from '@mantine/core';

/** An emailed onboarding link the server refused (used, expired): why, and the way back to the program home. */
export const LinkRefused = ({ title, error }: { title: string; error: string }) => (
  <Stack maw={560} mx="auto" gap="md">
    <Title order={1}>{title}</Title>
    <Alert color="red" variant="light" role="alert">
      {error}
    </Alert>
    <Anchor href="/">Go to the program home</Anchor>
  </Stack>
);
