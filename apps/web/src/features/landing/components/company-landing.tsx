import type { ReactNode } from 'react';
import { Alert, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LandingAnswer } from '@casebridge/contract/landing';
import { CompanyLogo } from '@/components/company-logo';
import { SafeHtml } from '@/components/safe-html';
import { EmailLinkForm } from './email-link-form';
import { SsoLogin } from './sso-login';
import { ManagersBlock } from './managers-block';

type CompanyLandingAnswer = Extract<LandingAnswer, { type: 'company' }>;

export const ACCOUNT_DISABLED_MESSAGE = 'Your account is disabled. Contact membership to re-activate.';

type LoginForms = { loginForm: ReactNode; registerForm: ReactNode };

const FormSection = ({
  id,
  title,
  maw,
  children,
}: {
  id: string;
  title: string;
  maw?: number;
  children: ReactNode;
}) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby={id} maw={maw}>
    <Title order={2} size="h5" id={id} mb="sm">
      {title}
    </Title>
    {children}
  </Paper>
);

const LoginMethodSection = ({ landing, loginForm, registerForm }: { landing: CompanyLandingAnswer } & LoginForms) => {
  const { company } = landing;
  switch (company.login_method) {
    case 'requires_registration':
      return (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <FormSection id="login-heading" title="Login">
            {loginForm}
          </FormSection>
          <FormSection id="register-heading" title="Register">
            {registerForm}
          </FormSection>
        </SimpleGrid>
      );
    case 'email_link':
      return (
        <FormSection id="email-link-heading" title="Login" maw={560}>
          <EmailLinkForm company={company} />
        </FormSection>
      );
    case 'sso':
      return (
        <Stack gap="md">
          {company.sso_login_section === null ? null : <SafeHtml html={company.sso_login_section} />}
          <FormSection id="sso-heading" title="Single Sign-On" maw={560}>
            <SsoLogin slug={company.slug} name={company.name} />
          </FormSection>
          {company.sso_registration_section === null ? null : <SafeHtml html={company.sso_registration_section} />}
        </Stack>
      );
  }
};

/** H-004, H-005, H-006, H-008, H-016, H-017: a company's own login page, by its login method. */
export const CompanyLanding = ({
  landing,
  loginForm,
  registerForm,
}: { landing: CompanyLandingAnswer } & LoginForms) => {
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
          <LoginMethodSection landing={landing} loginForm={loginForm} registerForm={registerForm} />
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
