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
  const enabled = save.isPending ? save.variables : company.form_designer;
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
          disabled={save.isPending}
          onChange={(event) => {
            save.mutate(event.currentTarget.checked);
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
