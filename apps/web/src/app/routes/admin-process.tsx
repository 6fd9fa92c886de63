import { Link, Navigate, useParams } from 'react-router';
import { Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { FormPreview } from '@/features/case-submission/components/form-preview';
import { SampleCaseSubmission } from '@/features/case-submission/components/sample-case-submission';
import { ChangeRequestButton } from '@/features/companies/components/change-request-button';
import { useDocumentSample } from '@/features/company-documents/api/get-document-sample';
import { LimitedProcessPage } from '@/features/company-documents/components/limited-process-page';
import type { PreviewRenderer } from '@/features/company-documents/components/form-designer';
import { ProcessDetailsPage } from '@/features/company-documents/components/process-details-page';
import { ProcessListPage } from '@/features/company-documents/components/process-list-page';
import { useAppConfig } from '@/lib/app-config';
import { pathId } from '@/lib/path-ids';

/** M-030: what the admin cannot change on the process is asked of the provider in the change-request window. */
const ProcessContactButton = ({ processName }: { processName: string | null }) => {
  const productName = useAppConfig().product_name;
  return (
    <ChangeRequestButton
      label={`Contact ${productName}`}
      changeType="process"
      variant="default"
      intro={`Tell our membership team what to change in ${processName ?? 'your process'}: the groups it applies to, its fields, its static document or its group details. Change requests take 24-48 hours.`}
    />
  );
};

/**
 * admin.inbound_process (/admin/inbound_process, M-025). The level only says which summary fits a limited member:
 * every admin may open it (ADR 25), so no permission is decided here (ADR 43).
 */
export const AdminInboundProcessRoute = () => (
  <QueryBoundary query={useMe()} skeletonRows={6}>
    {(me) => <ProcessListPage limited={me.company?.membership_type === 'limited'} />}
  </QueryBoundary>
);

/** Issue 25: the process's case form as the submit page renders it, with its sample submission. */
const previewForm: PreviewRenderer = (fields, sample) => <FormPreview fields={fields} sample={sample} />;

/** admin.inbound_process.manage (/admin/inbound_process/{document_id}, M-026..M-030). */
export const AdminProcessDetailsRoute = () => {
  const documentId = pathId(useParams().document_id);
  if (documentId === null) return <Navigate to={pathTo('not-found')} replace />;
  return (
    <ProcessDetailsPage
      key={documentId}
      documentId={documentId}
      contact={(name) => <ProcessContactButton processName={name} />}
      preview={previewForm}
    />
  );
};

/** The sample's page: its breadcrumb (M-031) and the process as the submit page renders it. */
const SamplePage = ({ documentId }: { documentId: number }) => {
  const me = useMe();
  const sample = useDocumentSample(documentId);
  return (
    <QueryBoundary query={me} skeletonRows={10}>
      {({ user }) => (
        <QueryBoundary query={sample} skeletonRows={10}>
          {({ document, messages }) => (
            <Stack gap="lg">
              <Breadcrumbs>
                <Anchor component={Link} to={pathTo('admin.inbound_process')}>
                  Process
                </Anchor>
                <Anchor
                  component={Link}
                  to={pathTo('admin.inbound_process.manage', { document_id: String(document.id) })}
                >
                  {document.name} Process Details
                </Anchor>
                <Text size="sm">Sample Case Submission</Text>
              </Breadcrumbs>
              <div>
                <Title order={1}>Sample Case Submission</Title>
                <Text c="dimmed">{document.name}, as partners see it when they send your company a case.</Text>
              </div>
              <SampleCaseSubmission document={document} messages={messages} user={user} />
            </Stack>
          )}
        </QueryBoundary>
      )}
    </QueryBoundary>
  );
};

/** admin.inbound_process.test (/admin/inbound_process/{id}/test, M-031). */
export const AdminProcessSampleRoute = () => {
  const documentId = pathId(useParams().id);
  if (documentId === null) return <Navigate to={pathTo('not-found')} replace />;
  return <SamplePage key={documentId} documentId={documentId} />;
};

/** admin.limited_process (/admin/limited_process, M-032). */
export const AdminLimitedProcessRoute = () => (
  <LimitedProcessPage contact={<ProcessContactButton processName={null} />} />
);
