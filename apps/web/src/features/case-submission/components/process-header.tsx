import { Anchor, Badge, Group, List, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ContactDocument, PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import { SafeHtml } from '@/components/safe-html';

export const partnerName = (partner: PartnerDocumentsAnswer['partner']): string =>
  partner.department ? `${partner.company.name} | ${partner.department.name}` : partner.company.name;

/**
 * C-003: the process title with its favorite star, support hours and products. The star and the internal note are
 * shown read-only here: their toggle and editor (C-004, C-005) are other pages' work.
 */
export const ProcessTitle = ({ document }: { document: ContactDocument }) => (
  <Stack gap={4}>
    <Group gap="xs" wrap="nowrap">
      <Title order={2} size="h3">
        {document.version.title}
      </Title>
      <Tooltip label={document.is_favorite ? 'In your favorites' : 'Not in your favorites'}>
        <Text
          component="span"
          fz="xl"
          c={document.is_favorite ? 'yellow.8' : 'gray.6'}
          role="img"
          aria-label={document.is_favorite ? 'Favorite' : 'Not a favorite'}
        >
          {document.is_favorite ? '★' : '☆'}
        </Text>
      </Tooltip>
    </Group>
    <Group gap="lg">
      <Text size="sm">
        <Text span fw={600}>
          Support hours:
        </Text>{' '}
        {document.version.support_hours}
      </Text>
      <Text size="sm">
        <Text span fw={600}>
          Products supported:
        </Text>{' '}
        {document.version.product_supported}
      </Text>
    </Group>
  </Stack>
);

/** C-003, C-006: what sits beside the form: the partner's note, your internal note, group documents, and for managers the owner and instructions. */
export const ProcessAside = ({ document }: { document: ContactDocument }) => {
  const { version } = document;
  return (
    <Stack gap="md">
      {version.admin_note ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label={`Note from ${document.company.name}`}>
          <Title order={2} size="h5" mb={4}>
            Note from {document.company.name}
          </Title>
          <SafeHtml html={version.admin_note} />
        </Paper>
      ) : null}
      {document.note ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Internal notes">
          <Group justify="space-between" mb={4}>
            <Title order={2} size="h5">
              Internal notes
            </Title>
            <Badge variant="light" color="gray">
              Your company only
            </Badge>
          </Group>
          <SafeHtml html={document.note.note} />
        </Paper>
      ) : null}
      {document.files.length > 0 ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Group documents">
          <Title order={2} size="h5" mb={4}>
            Group documents
          </Title>
          <List size="sm" spacing={4}>
            {document.files.map((file) => (
              <List.Item key={file.id}>
                {file.document_type === 'url' && file.url ? (
                  <Anchor href={file.url} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </Anchor>
                ) : (
                  <Text span size="sm">
                    {file.name}{' '}
                    <Text span c="dimmed">
                      ({file.original_filename ?? 'file'})
                    </Text>
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {version.manager_users.length > 0 ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Process owner">
          <Title order={2} size="h5" mb={4}>
            Process owner
          </Title>
          <List size="sm" spacing={4}>
            {version.manager_users.map((manager) => (
              <List.Item key={manager.user_type}>
                {manager.name} ({manager.user_type === 'main' ? 'main' : 'alternate'}):{' '}
                <Anchor href={`mailto:${manager.email}`}>{manager.email}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
      ) : null}
      {version.escalation_instructions ? (
        <Paper withBorder p="md" radius="md" component="section" aria-label="Escalation instructions">
          <Title order={2} size="h5" mb={4}>
            Escalation instructions
          </Title>
          <SafeHtml html={version.escalation_instructions} />
        </Paper>
      ) : null}
    </Stack>
  );
};
