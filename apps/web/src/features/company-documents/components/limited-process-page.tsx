import type { ReactNode } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LimitedDocumentAnswer } from '@casebridge/contract/company-documents';
import { DefinitionField, NoneText } from '@/components/definition-field';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { SafeHtml } from '@/components/safe-html';
import { useLimitedDocument } from '../api/get-limited-document';
import { FieldsPreviewPanel } from './process-preview';

const mail = (address: string | null | undefined) =>
  address ? (
    <Anchor href={`mailto:${address}`} size="sm">
      {address}
    </Anchor>
  ) : (
    <NoneText />
  );

/**
 * M-032: a limited member's process, read-only: support hours, products, the support email alias (where cases
 * go), the support manager's email (the escalation contact), the escalation instructions and the fields.
 */
const LimitedProcess = ({ answer, contact }: { answer: LimitedDocumentAnswer; contact: ReactNode }) => {
  const { document } = answer;
  const { version } = document;
  const manager = version.managers.find((entry) => entry.user_type === 'main');
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{document.name}</Title>
          <Text c="dimmed">Your company&apos;s process, as partners follow it. Use Contact to ask for a change.</Text>
        </div>
        {contact}
      </Group>
      <Panel title="Process">
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
          <DefinitionField label="Support Hours">{version.support_hours}</DefinitionField>
          <DefinitionField label="Products">{version.product_supported}</DefinitionField>
          <DefinitionField label="Support Email Alias">{mail(version.collaborate_email)}</DefinitionField>
          <DefinitionField label="Support Manager Email">{mail(manager?.user.email)}</DefinitionField>
        </SimpleGrid>
      </Panel>
      <Panel title="Escalation Instructions">
        {version.escalation_instructions ? <SafeHtml html={version.escalation_instructions} /> : <NoneText />}
      </Panel>
      <FieldsPreviewPanel document={document} />
    </Stack>
  );
};

/** admin.limited_process (/admin/limited_process, M-032). */
export const LimitedProcessPage = ({ contact }: { contact: ReactNode }) => (
  <QueryBoundary query={useLimitedDocument()} skeletonRows={8}>
    {(answer) => <LimitedProcess answer={answer} contact={contact} />}
  </QueryBoundary>
);
