import { useState } from 'react';
import { Anchor, Button, Group, Radio, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import {
  ssoMetadataFileRule,
  ssoSettingsFields,
  SSO_FILE_FIELD,
  type SsoSettingsAnswer,
} from '@casebridge/contract/sso';
import { DateTime } from '@/components/date-time';
import { FileField } from '@/components/file-field';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { SchemaForm, useSchemaForm } from '@/lib/schema-form';
import { useSsoSettings } from '../api/get-sso-settings';
import { useSaveSsoSettings } from '../api/save-sso-settings';

const SsoForm = ({ answer, onSaved }: { answer: SsoSettingsAnswer; onSaved: (message: string) => void }) => {
  const save = useSaveSsoSettings();
  const [file, setFile] = useState<File | null>(null);
  const { settings } = answer;
  const { form, formProps } = useSchemaForm({
    schema: ssoSettingsFields,
    initialValues: {
      sso_identity_source: settings.sso_identity_source ?? 'url',
      sso_idp_entity_url: settings.sso_idp_entity_url ?? '',
      sso_idp_federation_url: settings.sso_idp_federation_url ?? '',
      sso_idp_logout_url: settings.sso_idp_logout_url ?? '',
      sso_login_section: settings.sso_login_section ?? '',
      sso_registration_section: settings.sso_registration_section ?? '',
      sso_idp_initiated: settings.sso_idp_initiated ? '1' : '0',
    },
    onSubmit: async (fields) => {
      const saved = await save.mutateAsync({ fields, file: fields.sso_identity_source === 'file' ? file : null });
      onSaved(saved.message);
    },
    withLoader: true,
  });
  const source = form.getValues().sso_identity_source;

  return (
    <SchemaForm {...formProps} aria-label="SSO Setup">
      <Stack gap="sm">
        <Radio.Group label="Identity provider source" required {...form.getInputProps('sso_identity_source')}>
          <Group gap="lg" mt={4}>
            <Radio value="url" label="URL (federation metadata)" />
            <Radio value="file" label="File (metadata XML)" />
          </Group>
        </Radio.Group>
        {source === 'url' ? (
          <TextInput
            label="Federation metadata URL"
            description="The address of the identity provider's SAML metadata (Entra ID: App Federation Metadata Url)."
            required
            {...form.getInputProps('sso_idp_federation_url')}
          />
        ) : (
          <FileField
            label="Identity file"
            name={SSO_FILE_FIELD}
            rule={ssoMetadataFileRule}
            note={
              settings.has_identity_file
                ? 'A metadata file is on record: choose another to replace it.'
                : "The identity provider's SAML metadata, as an XML file."
            }
            value={file ? [file] : []}
            onChange={(chosen) => {
              setFile(chosen[0] ?? null);
            }}
          />
        )}
        <TextInput
          label="Entity identifier"
          description="The identity provider's entity ID, a URI (it must match its metadata)."
          required
          {...form.getInputProps('sso_idp_entity_url')}
        />
        <TextInput
          label="Logout URL"
          description="Where logout sends your users after CaseBridge (optional)."
          {...form.getInputProps('sso_idp_logout_url')}
        />
        <Textarea
          label="Login section"
          description="Shown above the login button on your company page."
          autosize
          minRows={2}
          {...form.getInputProps('sso_login_section')}
        />
        <Textarea
          label="Registration section"
          description="Shown below the login button on your company page."
          autosize
          minRows={2}
          {...form.getInputProps('sso_registration_section')}
        />
        <Radio.Group
          label="IdP-initiated sign-in"
          description="Off: your users sign in with the Login button on your company page. On: also from your identity provider's portal, without a sign-in request from CaseBridge."
          {...form.getInputProps('sso_idp_initiated')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="0" label="Off" />
            <Radio value="1" label="On" />
          </Group>
        </Radio.Group>
        <div>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </div>
      </Stack>
    </SchemaForm>
  );
};

/** /admin/company/sso (M-011..M-014): the company's SSO settings; saved, the admin goes to the company page. */
export const SsoSetupPage = ({ onSaved }: { onSaved: (message: string) => void }) => {
  const settings = useSsoSettings();
  return (
    <Stack gap="lg" maw={880}>
      <Title order={1} size="h2">
        SSO Setup
      </Title>
      <QueryBoundary query={settings} skeletonRows={8}>
        {(answer) => (
          <>
            <Panel title="Service provider">
              <Stack gap="xs">
                <TextInput
                  label="Service provider metadata URL"
                  value={answer.sp_metadata_url}
                  readOnly
                  variant="filled"
                />
                <Text size="sm">
                  Give this address to your identity provider, or{' '}
                  <Anchor href={answer.sp_metadata_url} target="_blank" rel="noopener noreferrer" inherit>
                    open the metadata
                  </Anchor>
                  .
                </Text>
                <Text size="sm" c="dimmed">
                  {answer.metadata_read_at === null ? (
                    "The identity provider's metadata has not been read yet."
                  ) : (
                    <>
                      Identity provider metadata last read <DateTime iso={answer.metadata_read_at} />; sign-in goes to{' '}
                      {answer.idp_sso_url}.
                    </>
                  )}
                </Text>
              </Stack>
            </Panel>
            <Panel title="Identity provider">
              <SsoForm answer={answer} onSaved={onSaved} />
            </Panel>
          </>
        )}
      </QueryBoundary>
    </Stack>
  );
};
