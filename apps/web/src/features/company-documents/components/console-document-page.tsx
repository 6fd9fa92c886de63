import { Link } from 'react-router';
import { Alert, Anchor, Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { DOCUMENT_NOT_FOUND_MESSAGE } from '@casebridge/contract/company-documents';
import type { DocumentType } from '@casebridge/contract/enums';
import {
  consoleDocumentTypeLabels,
  isManagedType,
  type ConsoleDocument,
  type ConsoleDocumentFormData,
} from '@casebridge/contract/super-admin-documents';
import { QueryBoundary } from '@/components/query-boundary';
import { pathTo } from '@/config/paths';
import { useConsoleDocument, useConsoleDocumentFormData, useParentFormData } from '../api/console-documents';
import { ManagedDocumentForm, ParentDocumentForm, StaticDocumentForm } from './console-document-forms';
import { FormDesigner, type PreviewRenderer } from './form-designer';

type Props = { companyId: number; documentId: number; type: DocumentType; preview: PreviewRenderer };

const ParentForm = ({ companyId, document }: { companyId: number; document: ConsoleDocument | null }) => (
  <QueryBoundary query={useParentFormData(companyId)} skeletonRows={4}>
    {(data) => <ParentDocumentForm companyId={companyId} document={document} data={data} />}
  </QueryBoundary>
);

/** The page around the form of the process's type: its breadcrumb and title. */
const Editor = ({
  companyId,
  document,
  type,
  data,
  preview,
}: {
  companyId: number;
  document: ConsoleDocument | null;
  type: DocumentType;
  data: ConsoleDocumentFormData;
  preview: PreviewRenderer;
}) => (
  <Stack gap="md">
    <Breadcrumbs>
      <Anchor component={Link} to={pathTo('super_admin.companies')}>
        Companies
      </Anchor>
      <Anchor component={Link} to={pathTo('super_admin.companies.details', { company_id: companyId })}>
        {data.company.name}
      </Anchor>
      <Text size="sm">{document ? document.name : 'New process'}</Text>
    </Breadcrumbs>
    <div>
      <Title order={1}>{document ? `Edit ${document.name}` : 'New Process'}</Title>
      <Text c="dimmed">
        {consoleDocumentTypeLabels[type]}
        {document ? ` (version ${String(document.version.version_number)}; the type cannot be changed)` : ''}, a process
        of {data.company.name}.
      </Text>
    </div>
    {isManagedType(type) ? (
      <>
        <ManagedDocumentForm companyId={companyId} document={document} type={type} data={data} />
        {document ? (
          <FormDesigner documentId={document.id} preview={preview} />
        ) : (
          <Text size="sm" c="dimmed">
            Save the process first: its case form is designed here once it exists.
          </Text>
        )}
      </>
    ) : type === 'default' ? (
      <StaticDocumentForm companyId={companyId} document={document} />
    ) : (
      <ParentForm companyId={companyId} document={document} />
    )}
  </Stack>
);

/**
 * S-027..S-038: super_admin.documents.edit (/super_admin/companies/{company_id}/documents/{document_id}/edit/{type}).
 * Document 0 is a new process of the path's type; an existing one opens the form of its own type (S-028: fixed).
 */
export const ConsoleDocumentPage = ({ companyId, documentId, type, preview }: Props) => {
  const data = useConsoleDocumentFormData(companyId);
  const document = useConsoleDocument(documentId);
  return (
    <QueryBoundary query={data} skeletonRows={10} failedLevel="warning">
      {(loaded) =>
        documentId === 0 ? (
          <Editor companyId={companyId} document={null} type={type} data={loaded} preview={preview} />
        ) : (
          <QueryBoundary query={document} skeletonRows={10} failedLevel="warning">
            {({ document: stored }) =>
              stored.company_id !== companyId ? (
                <Alert color="yellow" title="Not found">
                  {DOCUMENT_NOT_FOUND_MESSAGE} {loaded.company.name} has no process of this id.
                </Alert>
              ) : (
                <Editor
                  companyId={companyId}
                  document={stored}
                  type={stored.version.document_type}
                  data={loaded}
                  preview={preview}
                />
              )
            }
          </QueryBoundary>
        )
      }
    </QueryBoundary>
  );
};
