import { Alert, Stack, Text, Title } from '@mantine/core';

/**
 * Issue 21: after Register Now the wizard waits for the address to be proven. The page says where the link went; it
 * opens the wizard in whichever browser it is opened in (this one may be closed).
 */
export const CheckEmailPage = ({ message }: { message: string | null }) => (
  <Stack maw={560} mx="auto" gap="md">
    <Title order={1}>Check your email</Title>
    <Alert color="blue" variant="light" role="status">
      {message ?? 'We have sent a link to your work email. Open it to confirm the address and continue.'}
    </Alert>
    <Text size="sm">
      The link works once. If no email arrives within a few minutes, check your spam folder or enter your work email on
      the program home again.
    </Text>
  </Stack>
);
