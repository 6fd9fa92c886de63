import { Anchor, SimpleGrid, Stack, Text } from '@mantine/core';
import { loginMethodLabels, type MemberCompany } from '@casebridge/contract/companies';
import { DefinitionField, NoneText } from '@/components/definition-field';
import { membershipInfoLink, membershipLevelLabel } from '@/config/links';
import { useAppConfig } from '@/lib/app-config';
import { companyHostUrl } from '@/lib/tenant';

/** M-001, S-012: the company's information as the member record holds it (the admin's Company screen, the console). */
export const CompanyInfoFields = ({ company }: { company: MemberCompany }) => {
  const config = useAppConfig();
  const loginPage = companyHostUrl(company.slug, config.app_domain, window.location);
  const domains = [company.domain, company.additional_domains].filter((value) => value !== null && value !== '');
  return (
    <>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm" m={0}>
        <DefinitionField label="Name">{company.name}</DefinitionField>
        <DefinitionField label="Website">
          {company.url ? (
            <Anchor href={company.url} target="_blank" rel="noopener noreferrer" size="sm">
              {company.url}
            </Anchor>
          ) : (
            <NoneText />
          )}
        </DefinitionField>
        <DefinitionField label="Membership Level">
          <Anchor
            href={membershipInfoLink(company.membership_type)}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
          >
            {membershipLevelLabel(company.membership_type)}
          </Anchor>
        </DefinitionField>
        <DefinitionField label="Login Method">{loginMethodLabels[company.login_method]}</DefinitionField>
        <DefinitionField label="Login Page">
          <Anchor href={loginPage} size="sm">
            {loginPage}
          </Anchor>
        </DefinitionField>
        <DefinitionField label="Outbound Process BCC E-mail">
          {company.communications_email ?? <NoneText />}
        </DefinitionField>
        <DefinitionField label="Inbound Process BCC E-mail">
          {company.bcc_response_email ?? <NoneText />}
        </DefinitionField>
        <DefinitionField label="E-mail Domains">
          {domains.length > 0 ? domains.join(', ') : <NoneText />}
        </DefinitionField>
        <DefinitionField label="Show in Public Web">{company.show_in_public_web ? 'Yes' : 'No'}</DefinitionField>
      </SimpleGrid>
      <Stack gap={2} mt="md">
        <Text size="xs" fw={700} c="dimmed" tt="uppercase">
          Login Page Text
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {company.login_page_text ?? <NoneText />}
        </Text>
      </Stack>
    </>
  );
};
