import { useState } from 'react';
import { Alert, Stack, Switch, Text } from '@mantine/core';
import type { SuperAdminCompany } from '@casebridge/contract/super-admin-companies';
import { Panel } from '@/components/panel';
import { useSetFormDesigner } from '../api/set-form-designer';

/**
 * Issue 25 (ADR 53): whether the company's admins design their own processes' case forms. Saved at once (and
 * audited), apart from the company form above.
 */
export const FormDesignerSwitch = ({ company }: { company: SuperAdminCompany }) => {
  const save = useSetFormDesigner(company.id);
  // The value being saved, set in the click itself: the mutation's own pending state reaches the component a tick
  // later, and in between the switch would jump back to the stored value.
  const [saving, setSaving] = useState<boolean | null>(null);
  const enabled = saving ?? company.form_designer;
  return (
    <Panel title="Case forms">
      <Stack gap="xs">
        <Switch
          label="Company admins design their own processes' case forms"
          description={
            enabled
              ? 'On: its admins save new versions of their forms with the designer. Saved at once.'
              : 'Off: the network designs them and the admins use Request a change. Saved at once.'
          }
          checked={enabled}
          disabled={saving !== null}
          onChange={(event) => {
            const wanted = event.currentTarget.checked;
            setSaving(wanted);
            save.mutate(wanted, {
              onSettled: () => {
                setSaving(null);
              },
            });
          }}
        />
        {save.isError ? (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        ) : null}
        {save.isSuccess ? (
          <Text size="sm" c="dimmed" role="status">
            {save.data.message}
          </Text>
        ) : null}
      </Stack>
    </Panel>
  );
};
