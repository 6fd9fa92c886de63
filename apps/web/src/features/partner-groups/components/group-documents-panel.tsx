import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { GroupDocumentUploadModal } from '@/components/group-document-upload-modal';
import { deleteDocumentQuestion, GroupDocumentsTable } from '@/components/group-documents-table';
import { Panel } from '@/components/panel';
import { QueryBoundary } from '@/components/query-boundary';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { useDeleteGroupDocument } from '../api/delete-group-document';
import { downloadGroupDocument, useGroupDocuments } from '../api/get-group-documents';
import { useUploadGroupDocument } from '../api/upload-group-document';

/** M-039..M-041: the documents members share in the group; each company deletes its own. */
export const GroupDocumentsPanel = ({ groupId, companyId }: { groupId: number; companyId: number }) => {
  const [uploading, setUploading] = useState(false);
  const remove = useDeleteGroupDocument(groupId);
  const upload = useUploadGroupDocument(groupId);
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
  const download = (document: GroupDocument) => {
    downloadGroupDocument(groupId, document.id).catch((error: unknown) => {
      showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The file could not be downloaded.' });
    });
  };
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
          <GroupDocumentsTable
            documents={documents}
            onDownload={download}
            onDelete={(document) => {
              void askDelete(document);
            }}
            empty="No documents shared in this group yet. Upload a runbook or a link for your partners."
          />
        )}
      </QueryBoundary>
      <GroupDocumentUploadModal
        company={{ id: companyId }}
        upload={(input) => upload.mutateAsync(input)}
        pending={upload.isPending}
        opened={uploading}
        onClose={() => {
          setUploading(false);
        }}
      />
    </Panel>
  );
};
