import { useState } from 'react';
import { Button, Group } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { confirmAction } from '@/lib/confirm';
import { GroupDocumentUploadModal, type GroupDocumentInput } from './group-document-upload-modal';
import { deleteDocumentQuestion, GroupDocumentsTable } from './group-documents-table';
import { Panel } from './panel';
import { QueryBoundary } from './query-boundary';

type Props = {
  documents: UseQueryResult<GroupDocument[]>;
  download: (document: GroupDocument) => Promise<void>;
  remove: (document: GroupDocument) => Promise<{ message: string }>;
  upload: (input: GroupDocumentInput) => Promise<{ message: string }>;
  uploading: boolean;
  /** The company a document is shared for: the member admin's own, or one of the group's partners (S-060). */
  company: { id: number } | { choices: { value: string; label: string }[] };
  /** Why nothing can be uploaded yet, when so (a group without partners). */
  uploadBlocked?: string;
  empty: string;
};

/**
 * M-039..M-041, S-060, S-061: the documents shared in a group, each deleted after its confirmation (3 §8), and the
 * upload of a file or a link; the list reloads after either.
 */
export const GroupDocumentsPanel = ({
  documents,
  download,
  remove,
  upload,
  uploading,
  company,
  uploadBlocked,
  empty,
}: Props) => {
  const [opened, setOpened] = useState(false);
  const failed = (error: unknown, fallback: string) => {
    showAlert({ type: 'error', message: isApiError(error) ? error.message : fallback });
  };
  const askDelete = async (document: GroupDocument) => {
    const confirmed = await confirmAction({
      title: 'Delete document',
      message: deleteDocumentQuestion(document),
      confirmLabel: 'Delete',
      danger: true,
    });
    if (!confirmed) return;
    try {
      showAlert({ type: 'delete', message: (await remove(document)).message });
    } catch (error) {
      failed(error, 'The document could not be deleted.');
    }
  };
  return (
    <Panel title="Documents">
      <Group justify="flex-end" mb="xs">
        <Button
          size="xs"
          disabled={uploadBlocked !== undefined}
          title={uploadBlocked}
          onClick={() => {
            setOpened(true);
          }}
        >
          Upload Document
        </Button>
      </Group>
      <QueryBoundary query={documents} skeletonRows={3}>
        {(rows) => (
          <GroupDocumentsTable
            documents={rows}
            onDownload={(document) => {
              download(document).catch((error: unknown) => {
                failed(error, 'The file could not be downloaded.');
              });
            }}
            onDelete={(document) => {
              void askDelete(document);
            }}
            empty={empty}
          />
        )}
      </QueryBoundary>
      <GroupDocumentUploadModal
        company={company}
        upload={upload}
        pending={uploading}
        opened={opened}
        onClose={() => {
          setOpened(false);
        }}
      />
    </Panel>
  );
};
