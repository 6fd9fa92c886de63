import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Breadcrumbs, Button, Grid, Group, Stack, Text, Title } from '@mantine/core';
import type { CompanyDocumentAnswer } from '@casebridge/contract/company-documents';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useCompanyDocument } from '../api/get-company-document';
import { isManagedType } from '@casebridge/contract/super-admin-documents';
import type { PreviewRenderer } from './form-designer';
import { MemberFormPanel } from './member-form-panel';
import { ProcessForm } from './process-form';
import { AppliesToPanel, FieldsPreviewPanel, StaticDocumentPanel } from './process-preview';

type Props = {
  documentId: number;
  /** The change-request button for this process (M-030: what cannot be edited here is asked of the provider). */
  contact: (processName: string) => ReactNode;
  /** Issue 25: the submit page's rendering of a form (the route hands it in, ADR 8). */
  preview: PreviewRenderer;
};

const Details = ({ answer, contact, preview }: Omit<Props, 'documentId'> & { answer: CompanyDocumentAnswer }) => {
  const { document } = answer;
  return (
    <Stack gap="md">
      {/* A long process name wraps on a phone instead of widening the page. */}
      <Breadcrumbs styles={{ root: { flexWrap: 'wrap' }, breadcrumb: { whiteSpace: 'normal' } }}>
        <Anchor component={Link} to={pathTo('admin.inbound_process')}>
          Process
        </Anchor>
        <Text size="sm">{document.name} Process Details</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{document.name} Process Details</Title>
          <Text c="dimmed">How partners send your company cases through this process.</Text>
        </div>
        <Group gap="xs">
          <Button
            component={Link}
            to={pathTo('admin.inbound_process.test', { id: String(document.id) })}
            variant="default"
          >
            Sample Case Submission
          </Button>
          {contact(document.name)}
        </Group>
      </Group>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <Panel title="Process">
            <ProcessForm answer={answer} />
          </Panel>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <Stack gap="md">
            <AppliesToPanel document={document} />
            <FieldsPreviewPanel document={document} />
            <StaticDocumentPanel document={document} />
            <Text size="sm" c="dimmed">
              The groups this process applies to and its static document are set up by the network: use Contact to ask
              for a change. For its case form, use Request a change below.
            </Text>
          </Stack>
        </Grid.Col>
      </Grid>
      {isManagedType(document.version.document_type) ? (
        <MemberFormPanel documentId={document.id} preview={preview} />
      ) : null}
    </Stack>
  );
};

/** admin.inbound_process.manage (/admin/inbound_process/{document_id}, M-026..M-030). */
export const ProcessDetailsPage = ({ documentId, ...props }: Props) => (
  <QueryBoundary query={useCompanyDocument(documentId)} skeletonRows={10}>
    {(answer) => <Details answer={answer} {...props} />}
  </QueryBoundary>
);
