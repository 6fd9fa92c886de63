import { useState } from 'react';
import { Alert, Anchor, Button, Grid, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ContactDocument, PartnerDocumentsAnswer } from '@casebridge/contract/case-submission';
import { QueryBoundary } from '@/components/query-boundary';
import { useAppConfig } from '@/lib/app-config';
import { SafeHtml } from '@/components/safe-html';
import { useOpenCaseExchange } from '../api/get-case-exchange';
import { useSubDocuments } from '../api/get-sub-documents';
import type { PageUser } from '../utils/case-form-values';
import { CaseForm } from './case-form';
import { ManagerRequestForm } from './manager-request-form';
import { ProcessAside, ProcessTitle } from './process-header';
import { RequestSent, summaryOfCase, type SentSummary } from './request-sent';

export type LayoutProps = {
  document: ContactDocument;
  answer: PartnerDocumentsAnswer;
  user: PageUser;
  onProfileUpdated: () => void;
};

/** C-010: the network's case exchange, opened in a new tab; offered only where the network has one (ADR 14). */
const CaseExchangeButton = () => {
  const open = useOpenCaseExchange();
  return (
    <Button
      variant="light"
      loading={open.isPending}
      onClick={() => {
        open.mutate();
      }}
      style={{ alignSelf: 'flex-start' }}
    >
      Open case exchange
    </Button>
  );
};

/** C-009: a static process: the partner's page, no form. */
const StaticDocument = ({ document }: { document: ContactDocument }) => {
  const { case_exchange: hasCaseExchange } = useAppConfig();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="How to reach this partner">
      <Stack gap="md">
        {document.static_document ? (
          <SafeHtml html={document.static_document} />
        ) : (
          <Text c="dimmed">{document.company.name} has not written its process yet.</Text>
        )}
        {hasCaseExchange ? <CaseExchangeButton /> : null}
      </Stack>
    </Paper>
  );
};

/** C-011: the sub-process chosen on a parent, loaded with its own layout. */
const SubProcess = ({
  documentId,
  parent,
  ...props
}: Omit<LayoutProps, 'document'> & { documentId: number; parent: () => void }) => {
  const { partner } = props.answer;
  const query = useSubDocuments(documentId, partner.type, partner.department?.id ?? partner.company.id);
  return (
    <Stack gap="md">
      <Anchor component="button" type="button" onClick={parent} size="sm" style={{ alignSelf: 'flex-start' }}>
        ← Choose another option
      </Anchor>
      <QueryBoundary query={query} skeletonRows={8}>
        {(sub) =>
          sub.documents[0] ? (
            <DocumentLayout {...props} answer={sub} document={sub.documents[0]} />
          ) : (
            <Alert color="yellow">This option has no process.</Alert>
          )
        }
      </QueryBoundary>
    </Stack>
  );
};

/** C-011: a parent process asks which sub-process fits (its option names), then shows that one. */
const ParentChooser = (props: LayoutProps) => {
  const { document } = props;
  const [chosen, setChosen] = useState<number | null>(null);
  if (chosen !== null)
    return (
      <SubProcess
        {...props}
        documentId={chosen}
        parent={() => {
          setChosen(null);
        }}
      />
    );
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-label="Choose a process">
      <Title order={2} size="h4" mb="sm">
        {document.parent_option_name ?? 'Choose the process that fits your case'}
      </Title>
      {document.doc_linkages.length === 0 ? (
        <Text c="dimmed">{document.company.name} has no options on this process yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          {document.doc_linkages.map((linkage) => (
            <Button
              key={linkage.contact_document_id}
              variant="default"
              size="md"
              justify="flex-start"
              onClick={() => {
                setChosen(linkage.contact_document_id);
              }}
            >
              {linkage.option_name}
            </Button>
          ))}
        </SimpleGrid>
      )}
    </Paper>
  );
};

/** The standard form or the manager request form, replaced by the request-sent summary once sent (C-030, C-032). */
const FormOrSummary = ({ manager, ...props }: LayoutProps & { manager?: true }) => {
  const [sent, setSent] = useState<SentSummary | null>(null);
  const [attempt, setAttempt] = useState(0);
  if (sent)
    return (
      <RequestSent
        sent={sent}
        onAnother={() => {
          setSent(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  const onSent = (summary: SentSummary, profileUpdated: boolean) => {
    if (profileUpdated) props.onProfileUpdated();
    setSent(summary);
    window.scrollTo({ top: 0 });
  };
  const shared = { document: props.document, answer: props.answer, user: props.user };
  return manager ? (
    <ManagerRequestForm key={attempt} {...shared} onSent={onSent} />
  ) : (
    <CaseForm
      key={attempt}
      {...shared}
      onSent={(answer, profileUpdated) => {
        onSent(summaryOfCase(answer), profileUpdated);
      }}
    />
  );
};

/** C-008: the layout follows the document type. */
const Body = (props: LayoutProps) => {
  switch (props.document.version.document_type) {
    case 'ticket':
    case 'solution_support':
    case 'json':
      return <FormOrSummary {...props} />;
    case 'default':
      return <StaticDocument document={props.document} />;
    case 'parent':
      return <ParentChooser {...props} />;
    case 'manager':
      return <FormOrSummary {...props} manager />;
  }
};

/** One process: its title, the layout of its type, and what sits beside it (C-003). */
export const DocumentLayout = (props: LayoutProps) => {
  return (
    <Stack gap="md">
      <ProcessTitle document={props.document} partner={props.answer.partner} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Body {...props} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <ProcessAside document={props.document} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
};
