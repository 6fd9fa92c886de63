import type { ReactNode } from 'react';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LandingAnswer } from '@casebridge/contract/landing';
import { CompanyLogo } from '@/components/company-logo';
import { NotBuiltYetSection } from '@/components/not-built-yet';
import { SafeHtml } from '@/components/safe-html';
import { EmailLinkForm } from './email-link-form';
import { ManagersBlock } from './managers-block';

type CompanyLandingAnswer = Extract<LandingAnswer, { type: 'company' }>;

export const ACCOUNT_DISABLED_MESSAGE = 'Your account is disabled. Contact membership to re-activate.';

const LoginMethodSection = ({ landing, loginForm }: { landing: CompanyLandingAnswer; loginForm: ReactNode }) => {
  const { company } = landing;
  switch (company.login_method) {
    case 'requires_registration':
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="login-heading">
            <Title order={2} size="h5" id="login-heading" mb="sm">
              Login
            </Title>
            {loginForm}
          </Paper>
          <NotBuiltYetSection title="Register">
            <Text size="sm" mb={4}>
              New to {company.name} on CaseBridge? Registration asks for your contact details and a password.
            </Text>
          </NotBuiltYetSection>
        </SimpleGrid>
      );
    case 'email_link':
      return (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="email-link-heading" maw={560}>
          <Title order={2} size="h5" id="email-link-heading" mb="sm">
            Login
          </Title>
          <EmailLinkForm company={company} />
        </Paper>
      );
    case 'sso':
      return (
        <Stack gap="md">
          {company.sso_login_section === null ? null : <SafeHtml html={company.sso_login_section} />}
          <NotBuiltYetSection title="Single Sign-On">
            <Text size="sm" mb={4}>
              {company.name} signs in through its identity provider.
            </Text>
          </NotBuiltYetSection>
          {company.sso_registration_section === null ? null : <SafeHtml html={company.sso_registration_section} />}
        </Stack>
      );
  }
};

/** H-004, H-005, H-006, H-008, H-016, H-017: a company's own login page, by its login method. */
export const CompanyLanding = ({ landing, loginForm }: { landing: CompanyLandingAnswer; loginForm: ReactNode }) => {
  const { company } = landing;
  const active = company.status === 'active';
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap">
        <CompanyLogo slug={company.slug} name={company.name} />
        <div>
          <Title order={1}>{company.name}</Title>
          <Text c="dimmed" size="sm">
            Partner collaboration on CaseBridge
          </Text>
        </div>
      </Group>
      {active ? (
        <>
          {company.login_page_text === null || company.login_page_text === '' ? null : (
            <SafeHtml html={company.login_page_text} />
          )}
          <LoginMethodSection landing={landing} loginForm={loginForm} />
          <ManagersBlock manager={landing.manager} keyContacts={landing.key_contacts} />
        </>
      ) : (
        <Alert color="red" variant="light" role="alert">
          {ACCOUNT_DISABLED_MESSAGE}
        </Alert>
      )}
    </Stack>
  );
};
