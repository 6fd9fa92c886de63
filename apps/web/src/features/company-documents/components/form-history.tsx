import { useState } from 'react';
import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { FieldChange } from '@casebridge/contract/process-forms';
import { QueryBoundary } from '@/components/query-boundary';
import { formatAdminDate } from '@/lib/date-format';
import { useFormHistory, useFormVersion, useRestoreFormVersion, type DesignerScope } from '../api/process-forms';
import type { PreviewRenderer } from './form-designer';
import { toFormField } from '@casebridge/contract/process-forms';

const changeColor = { added: 'green', removed: 'red', changed: 'blue' } as const;

const Changes = ({ changes }: { changes: FieldChange[] }) =>
  changes.length === 0 ? (
    <Text size="sm" c="dimmed">
      No field changed (another setting of the process did).
    </Text>
  ) : (
    <List size="sm" spacing={2}>
      {changes.map((change) => (
        <List.Item key={`${change.change}-${String(change.requirement_id)}`}>
          <Group gap={6} wrap="wrap">
            <Badge size="sm" variant="light" color={changeColor[change.change]} tt="none">
              {change.change}
            </Badge>
            <Text size="sm">{change.label}</Text>
            {change.details.length > 0 ? (
              <Text size="sm" c="dimmed">
                ({change.details.join(', ')})
              </Text>
            ) : null}
          </Group>
        </List.Item>
      ))}
    </List>
  );

const VersionView = ({
  scope,
  documentId,
  versionId,
  preview,
}: {
  scope: DesignerScope;
  documentId: number;
  versionId: number;
  preview: PreviewRenderer;
}) => (
  <QueryBoundary query={useFormVersion(scope, documentId, versionId)} skeletonRows={3}>
    {(form) => preview(form.fields.map(toFormField))}
  </QueryBoundary>
);

/** Issue 25: the process's versions, newest first: who saved each, when, what changed in its fields; restore. */
export const FormHistory = ({
  scope,
  documentId,
  preview,
  canRestore,
}: {
  scope: DesignerScope;
  documentId: number;
  preview: PreviewRenderer;
  /** A member admin whose designer is off sees the history, not the restore. */
  canRestore: boolean;
}) => {
  const history = useFormHistory(scope, documentId);
  const restore = useRestoreFormVersion(scope, documentId);
  const [viewed, setViewed] = useState<number | null>(null);
  return (
    <Stack gap="xs" component="section" aria-label="Version history">
      <Title order={3} size="h5">
        Version history
      </Title>
      <QueryBoundary query={history} skeletonRows={3}>
        {({ versions }) => (
          <Stack gap="xs">
            {versions.map((version, index) => (
              <Paper
                key={version.id}
                component="section"
                withBorder
                p="sm"
                radius="md"
                aria-label={`Version ${String(version.version_number)}`}
              >
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text size="sm" fw={600}>
                    Version {version.version_number}
                    {index === 0 ? ' (current)' : ''}: {version.field_count} fields, saved by{' '}
                    {version.created_by ?? 'the system'} on {formatAdminDate(version.created_at)}
                  </Text>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      onClick={() => {
                        setViewed(viewed === version.id ? null : version.id);
                      }}
                    >
                      {viewed === version.id ? 'Hide' : 'View'} version {version.version_number}
                    </Button>
                    {index === 0 || !canRestore ? null : (
                      <Button
                        size="compact-sm"
                        variant="default"
                        loading={restore.isPending && restore.variables === version.id}
                        onClick={() => {
                          restore.mutate(version.id);
                        }}
                      >
                        Restore version {version.version_number}
                      </Button>
                    )}
                  </Group>
                </Group>
                <Changes changes={version.changes} />
                {viewed === version.id ? (
                  <VersionView scope={scope} documentId={documentId} versionId={version.id} preview={preview} />
                ) : null}
              </Paper>
            ))}
          </Stack>
        )}
      </QueryBoundary>
    </Stack>
  );
};
