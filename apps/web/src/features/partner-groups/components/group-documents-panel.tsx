import { GroupDocumentsPanel as DocumentsPanel } from '@/components/group-documents-panel';
import { useDeleteGroupDocument } from '../api/delete-group-document';
import { downloadGroupDocument, useGroupDocuments } from '../api/get-group-documents';
import { useUploadGroupDocument } from '../api/upload-group-document';

/** M-039..M-041: the documents members share in the group; each company deletes its own. */
export const GroupDocumentsPanel = ({ groupId, companyId }: { groupId: number; companyId: number }) => {
  const remove = useDeleteGroupDocument(groupId);
  const upload = useUploadGroupDocument(groupId);
  return (
    <DocumentsPanel
      documents={useGroupDocuments(groupId)}
      download={(document) => downloadGroupDocument(groupId, document.id)}
      remove={(document) => remove.mutateAsync(document.id)}
      upload={(input) => upload.mutateAsync(input)}
      uploading={upload.isPending}
      company={{ id: companyId }}
      empty="No documents shared in this group yet. Upload a runbook or a link for your partners."
    />
  );
};
