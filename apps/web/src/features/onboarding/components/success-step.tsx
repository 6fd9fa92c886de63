import { useEffect } from 'react';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import type { OnboardingState } from '@casebridge/contract/onboarding';
import { corporateSiteLink } from '@/config/links';
import { clearStoredOnboarding } from '@/lib/session-storage';

/** O-025, O-026: the thank-you page; the browser forgets the session, so reopening the wizard goes home. */
export const SuccessStep = ({ state }: { state: OnboardingState }) => {
  useEffect(() => {
    clearStoredOnboarding();
  }, []);
  const invoice = state.session.status === 'pending_payment';
  const companyDecides = state.session.status === 'pending_company';
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Thank you for registering
      </Title>
      <Text>
        Your registration for {state.group.name} has been submitted. The membership team reviews it and emails{' '}
        {state.session.email} when your membership is active.
      </Text>
      {companyDecides ? (
        <Alert color="blue" variant="light">
          Your company approves new accounts: its administrators decide on yours first, and you will get an email once
          they have. Your company signs you in as it signs in its other users.
        </Alert>
      ) : null}
      {invoice ? (
        <Alert color="blue" variant="light">
          We will send you an invoice. Your membership is activated when the payment is received.
        </Alert>
      ) : null}
      {state.group.registration_status_url === null ? null : (
        <Text size="sm">
          Follow your registration on the{' '}
          <Anchor href={state.group.registration_status_url} target="_blank" rel="noopener noreferrer">
            registration status page
          </Anchor>
          .
        </Text>
      )}
      <Text size="sm">
        <Anchor href={corporateSiteLink.href} target="_blank" rel="noopener noreferrer">
          {corporateSiteLink.label}
        </Anchor>
      </Text>
    </Stack>
  );
};
