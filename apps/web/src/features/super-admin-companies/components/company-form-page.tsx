import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  Anchor,
  Button,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { loginMethodLabels } from '@casebridge/contract/companies';
import { loginMethods } from '@casebridge/contract/enums';
import { SSO_FILE_FIELD, ssoMetadataFileRule } from '@casebridge/contract/sso';
import {
  LOGO_FILE_FIELD,
  logoFileRule,
  membershipTypeOptions,
  newCompanyDefaults,
  superAdminCompanyForm,
  type SuperAdminCompany,
  type SuperAdminCompanyForm,
} from '@casebridge/contract/super-admin-companies';
import { FileField } from '@/components/file-field';
import { Panel } from '@/components/panel';
import { membershipLevelLabel } from '@/config/links';
import { pathTo } from '@/config/paths';
import { flashAlert } from '@/lib/alerts';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSaveConsoleCompany } from '../api/save-console-company';
import { CompanyOrBack } from './company-detail-page';
import { FormDesignerSwitch } from './form-designer-switch';

/** S-017: a new company's values; an existing one's come from its record. */
const initialValues = (company: SuperAdminCompany | null): Required<SuperAdminCompanyForm> => ({
  name: company?.name ?? '',
  url: company?.url ?? '',
  membership_type: company?.membership_type ?? newCompanyDefaults.membership_type,
  login_method: company?.login_method ?? newCompanyDefaults.login_method,
  domain: company?.domain ?? '',
  additional_domains: company?.additional_domains ?? '',
  communications_email: company?.communications_email ?? '',
  bcc_response_email: company?.bcc_response_email ?? '',
  slug: company?.slug ?? '',
  region_text: company?.region_text ?? '',
  public_web_text: company?.public_web_text ?? '',
  login_page_text: company?.login_page_text ?? '',
  show_in_public_web: company ? (company.show_in_public_web ? '1' : '0') : newCompanyDefaults.show_in_public_web,
  // S-017: allow_notes is always sent as 1.
  allow_notes: '1',
  sso_identity_source: company?.sso.sso_identity_source ?? '',
  sso_idp_entity_url: company?.sso.sso_idp_entity_url ?? '',
  sso_idp_federation_url: company?.sso.sso_idp_federation_url ?? '',
  sso_idp_logout_url: company?.sso.sso_idp_logout_url ?? '',
  sso_login_section: company?.sso.sso_login_section ?? '',
  sso_registration_section: company?.sso.sso_registration_section ?? '',
  sso_idp_initiated: company?.sso.sso_idp_initiated ? '1' : '0',
});

/** S-015..S-019: the company's fields, its logo and its single sign-on; saving goes to the company's page. */
const CompanyForm = ({ company }: { company: SuperAdminCompany | null }) => {
  const navigate = useNavigate();
  const save = useSaveConsoleCompany();
  const [logo, setLogo] = useState<File | null>(null);
  const [identityFile, setIdentityFile] = useState<File | null>(null);
  const { form, formProps } = useSchemaForm({
    schema: superAdminCompanyForm,
    initialValues: initialValues(company),
    onSubmit: async () => {
      const answer = await save.mutateAsync({
        companyId: company?.id ?? 0,
        fields: form.getValues(),
        logo,
        identityFile,
      });
      flashAlert({ type: 'success', message: answer.message });
      await navigate(pathTo('super_admin.companies.details', { company_id: answer.id }));
    },
    withLoader: true,
  });
  const values = form.getValues();
  const source = values.sso_identity_source;

  return (
    <SchemaForm {...formProps} aria-label="Company">
      <Stack gap="md">
        <Panel title="Company">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <TextInput label="Name" required {...form.getInputProps('name')} />
            <TextInput label="Website" placeholder="https://" {...form.getInputProps('url')} />
            <Select
              label="Membership Type"
              required
              allowDeselect={false}
              data={membershipTypeOptions.map((value) => ({ value, label: membershipLevelLabel(value) }))}
              {...form.getInputProps('membership_type')}
            />
            <Select
              label="Login Method"
              required
              allowDeselect={false}
              data={loginMethods.map((value) => ({ value, label: loginMethodLabels[value] }))}
              {...form.getInputProps('login_method')}
            />
            <TextInput
              label="Login Subdomain"
              description="The company's login page address: lowercase letters, digits and hyphens."
              required
              {...form.getInputProps('slug')}
            />
            <TextInput label="E-mail Domain" placeholder="example.com" {...form.getInputProps('domain')} />
            <TextInput
              label="Additional Domains"
              description="Separated by commas."
              {...form.getInputProps('additional_domains')}
            />
            <TextInput label="Region" {...form.getInputProps('region_text')} />
            <TextInput
              label="Outbound Process BCC E-mail"
              description="Sent only when filled in."
              {...form.getInputProps('communications_email')}
            />
            <TextInput
              label="Inbound Process BCC E-mail"
              description="Sent only when filled in."
              {...form.getInputProps('bcc_response_email')}
            />
            <FileField
              label="Logo"
              name={LOGO_FILE_FIELD}
              rule={logoFileRule}
              note={company?.has_logo ? 'A logo is on record: choose another to replace it.' : undefined}
              value={logo ? [logo] : []}
              onChange={(chosen) => {
                setLogo(chosen[0] ?? null);
              }}
            />
            <Radio.Group label="Show in Public Web" {...form.getInputProps('show_in_public_web')}>
              <Group gap="md" mt="xs">
                <Radio value="1" label="Yes" />
                <Radio value="0" label="No" />
              </Group>
            </Radio.Group>
          </SimpleGrid>
          <Stack gap="md" mt="md">
            <Textarea label="Public Web Text" autosize minRows={2} {...form.getInputProps('public_web_text')} />
            <Textarea label="Login Page Text" autosize minRows={2} {...form.getInputProps('login_page_text')} />
          </Stack>
        </Panel>
        <Panel title="Single Sign On">
          <Stack gap="md">
            <Radio.Group
              label="Identity provider source"
              description="Leave unset to keep the single sign-on settings as they are."
              {...form.getInputProps('sso_identity_source')}
            >
              <Group gap="md" mt="xs">
                <Radio value="" label="Not set" />
                <Radio value="url" label="URL" />
                <Radio value="file" label="File" />
              </Group>
            </Radio.Group>
            {source === 'url' ? (
              <TextInput label="Federation metadata URL" {...form.getInputProps('sso_idp_federation_url')} />
            ) : null}
            {source === 'file' ? (
              <FileField
                label="Identity file"
                name={SSO_FILE_FIELD}
                rule={ssoMetadataFileRule}
                note={
                  company?.sso.has_identity_file
                    ? 'A metadata file is on record: choose another to replace it.'
                    : "The identity provider's SAML metadata, as an XML file."
                }
                value={identityFile ? [identityFile] : []}
                onChange={(chosen) => {
                  setIdentityFile(chosen[0] ?? null);
                }}
              />
            ) : null}
            {source === '' ? null : (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
                <TextInput
                  label="Entity identifier"
                  description="The identity provider's entity ID, a URI."
                  {...form.getInputProps('sso_idp_entity_url')}
                />
                <TextInput label="Logout URL" {...form.getInputProps('sso_idp_logout_url')} />
                <Textarea label="Login section" autosize minRows={2} {...form.getInputProps('sso_login_section')} />
                <Textarea
                  label="Registration section"
                  autosize
                  minRows={2}
                  {...form.getInputProps('sso_registration_section')}
                />
                <Radio.Group
                  label="IdP-initiated sign-in"
                  description="On: users may also sign in from the identity provider's portal, unasked."
                  {...form.getInputProps('sso_idp_initiated')}
                >
                  <Group gap="md" mt="xs">
                    <Radio value="0" label="Off" />
                    <Radio value="1" label="On" />
                  </Group>
                </Radio.Group>
              </SimpleGrid>
            )}
          </Stack>
        </Panel>
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Anchor
            component={Link}
            to={
              company
                ? pathTo('super_admin.companies.details', { company_id: company.id })
                : pathTo('super_admin.companies')
            }
            size="sm"
          >
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </SchemaForm>
  );
};

/** S-015: super_admin.companies.edit (/super_admin/companies/{company_id}/edit; 0 is a new company). */
export const CompanyFormPage = ({ companyId }: { companyId: number }) => (
  <Stack gap="md">
    <div>
      <Title order={1}>{companyId === 0 ? 'New Company' : 'Edit Company'}</Title>
      <Text c="dimmed">The company's details, login page and single sign-on.</Text>
    </div>
    {companyId === 0 ? (
      <CompanyForm company={null} />
    ) : (
      <CompanyOrBack companyId={companyId}>
        {(company) => (
          <Stack gap="md">
            <CompanyForm company={company} />
            <FormDesignerSwitch company={company} />
          </Stack>
        )}
      </CompanyOrBack>
    )}
  </Stack>
);
