import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { verifyAccountBody, type VerifyAnswer } from '@casebridge/contract/registration';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useAppConfig } from '@/lib/app-config';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useResendVerification } from '../api/resend-verification';
import { useVerifyAccount } from '../api/verify-account';

/** H-019, H-020: the email of a registration that needs a new verification link. */
const ResendVerificationForm = () => {
  const [sent, setSent] = useState<string | null>(null);
  const resend = useResendVerification();
  const { form, formProps } = useSchemaForm({
    schema: verifyAccountBody,
    initialValues: { email: '' },
    onSubmit: async (body) => {
      setSent((await resend.mutateAsync(body)).message);
    },
    withLoader: true,
  });
  if (sent !== null)
    return (
      <Alert color="green" variant="light" role="status">
        {sent}
      </Alert>
    );
  return (
    <SchemaForm {...formProps} aria-label="Request a new verification email">
      <Stack gap="sm">
        <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
        <Group>
          <Button type="submit" loading={resend.isPending}>
            Send a new verification email
          </Button>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

const Outcome = ({ answer }: { answer: VerifyAnswer }) => {
  const { membership_email: membership } = useAppConfig();
  switch (answer.action) {
    case 'invalid':
      return (
        <Stack gap="md">
          <Title order={2} size="h3">
            Invalid Token.
          </Title>
          <Text>{answer.error}</Text>
          <ResendVerificationForm />
        </Stack>
      );
    case 'verified':
      return (
        <Stack gap="md" align="flex-start">
          <Title order={2} size="h3">
            Account Verified
          </Title>
          <Text>{answer.message}</Text>
          {answer.company === null ? null : (
            <Anchor component={Link} to={pathTo('home-with-slug', { slug: answer.company.slug })} fw={600}>
              Go to the {answer.company.name} login page
            </Anchor>
          )}
        </Stack>
      );
    case 'approval':
      return (
        <Stack gap="md">
          <Title order={2} size="h3">
            Your Account Must be Approved.
          </Title>
          <Text>{answer.message}</Text>
          <Text size="sm">
            Questions about your account? Contact membership support at{' '}
            <Anchor href={`mailto:${membership}`}>{membership}</Anchor>.
          </Text>
        </Stack>
      );
  }
};

/**
 * verify-account (/verify_account/{token}, H-018..H-022): the emailed link is checked once on load; the outcome says
 * whether the account is active, waits for approval, or needs a new link.
 */
export const VerifyAccountPage = ({ token }: { token: string }) => {
  const verification = useVerifyAccount(token);
  return (
    <Stack maw={520} mx="auto" gap="md">
      <Title order={1}>Account Verification.</Title>
      <Paper withBorder p="lg" radius="md">
        <QueryBoundary query={verification} skeletonRows={3}>
          {(answer) => <Outcome answer={answer} />}
        </QueryBoundary>
      </Paper>
    </Stack>
  );
};
