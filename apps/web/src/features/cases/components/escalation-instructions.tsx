import { Paper, Text, Title } from '@mantine/core';
import { SafeHtml } from '@/components/safe-html';

/**
 * C-047, C-066: the process version's escalation instructions (server-sanitised HTML), or a note that it has none;
 * instructions that ask for "the case number" find it here (issue 24).
 */
export const EscalationInstructions = ({
  html,
  networkCaseNumber,
}: {
  html: string | null;
  networkCaseNumber: string;
}) => (
  <Paper withBorder p="md" radius="md" component="section" aria-labelledby="escalation-title">
    <Title order={2} size="h4" id="escalation-title" mb="xs">
      Escalation instructions
    </Title>
    {html === null || html.trim() === '' ? (
      <Text size="sm" c="dimmed">
        This process has no escalation instructions.
      </Text>
    ) : (
      <>
        <Text size="sm" mb="xs">
          When you escalate, quote case number <strong style={{ whiteSpace: 'nowrap' }}>{networkCaseNumber}</strong>.
        </Text>
        <SafeHtml html={html} />
      </>
    )}
  </Paper>
);
