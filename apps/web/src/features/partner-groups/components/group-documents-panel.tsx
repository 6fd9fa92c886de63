import { useState } from 'react';
import { Anchor, Button, Group, Text } from '@mantine/core';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { DataTable, type DataTableColumn } from '@/components/data-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteGroupDocument } from '../api/delete-group-document';
import { downloadGroupDocument, useGroupDocuments } from '../api/get-group-documents';
import { UploadDocumentModal } from './upload-document-modal';

/** M-041: the confirmation names the document (3 §8). */
export const deleteDocumentQuestion = (document: Pick<GroupDocument, 'name'>): string =>
  `Are you sure you want to delete ${document.name} from this partner group?`;

const DocumentLink = ({ groupId, document }: { groupId: number; document: GroupDocument }) =>
  document.document_type === 'url' && document.url ? (
    <Anchor href={document.url} target="_blank" rel="noopener noreferrer" size="sm">
      {document.name}
    </Anchor>
  ) : (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => {
        downloadGroupDocument(groupId, document.id).catch((error: unknown) => {
          showAlert({
            type: 'error',
            message: isApiError(error) ? error.message : 'The file could not be downloaded.',
          });
        });
      }}
    >
      {document.name}
    </Anchor>
  );

/** M-039..M-041: the documents members share in the group; each company deletes its own. */
export const GroupDocumentsPanel = ({ groupId, companyId }: { groupId: number; companyId: number }) => {
  const [uploading, setUploading] = useState(false);
  const remove = useDeleteGroupDocument(groupId);
  const askDelete = async (document: GroupDocument) => {
    const confirmed = await confirmAction({
      title: 'Delete document',
      message: deleteDocumentQuestion(document),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      const { message } = await remove.mutateAsync(document.id);
      showAlert({ type: 'delete', message });
    } catch (error) {
      showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The document could not be deleted.' });
    }
  };
  const columns: DataTableColumn<GroupDocument>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) => <DocumentLink groupId={groupId} document={row} />,
      value: (row) => row.name,
    },
    {
      key: 'document_name',
      header: 'Document',
      cell: (row) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {row.document_name}
        </Text>
      ),
      value: (row) => row.document_name,
    },
    { key: 'company', header: 'Company', cell: (row) => row.company_name, value: (row) => row.company_name },
    {
      key: 'type',
      header: 'Type',
      cell: (row) => (row.document_type === 'url' ? 'Link' : 'File'),
      value: (row) => row.document_type,
    },
    {
      key: 'actions',
      header: 'Actions',
      sortable: false,
      cell: (row) =>
        row.can_delete ? (
          <Button
            size="compact-xs"
            color="red"
            variant="subtle"
            aria-label={`Delete ${row.name}`}
            onClick={() => {
              void askDelete(row);
            }}
          >
            Delete
          </Button>
        ) : null,
    },
  ];
  return (
    <Panel title="Documents">
      <Group justify="flex-end" mb="xs">
        <Button
          size="xs"
          onClick={() => {
            setUploading(true);
          }}
        >
          Upload Document
        </Button>
      </Group>
      <QueryBoundary query={useGroupDocuments(groupId)} skeletonRows={3}>
        {(documents) => (
          <DataTable
            label="Documents"
            columns={columns}
            rows={documents}
            rowKey={(row) => String(row.id)}
            searchable={documents.length > 10}
            empty="No documents shared in this group yet. Upload a runbook or a link for your partners."
          />
        )}
      </QueryBoundary>
      <UploadDocumentModal
        groupId={groupId}
        companyId={companyId}
        opened={uploading}
        onClose={() => {
          setUploading(false);
        }}
      />
    </Panel>
  );
};
