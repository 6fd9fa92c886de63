import { Anchor, Text } from '@mantine/core';
import type { GroupDocument } from '@casebridge/contract/partner-groups';
import { DataTable, type DataTableColumn } from './data-table';
import { RowActionsMenu } from './row-actions-menu';

/** M-041, S-061: the confirmation names the document (3 §8). */
export const deleteDocumentQuestion = (document: Pick<GroupDocument, 'name'>): string =>
  `Are you sure you want to delete ${document.name} from this partner group?`;

type Props = {
  documents: GroupDocument[];
  /** Downloads a stored file (a link opens in a new tab). */
  onDownload: (document: GroupDocument) => void;
  /** Asks, then deletes a document the viewer may delete (can_delete). */
  onDelete: (document: GroupDocument) => void;
  empty: string;
};

/** M-039, S-060: the documents shared in a group: name (a link or a download), file or link, company, type. */
export const GroupDocumentsTable = ({ documents, onDownload, onDelete, empty }: Props) => {
  const columns: DataTableColumn<GroupDocument>[] = [
    {
      key: 'name',
      header: 'Name',
      cell: (row) =>
        row.document_type === 'url' && row.url ? (
          <Anchor href={row.url} target="_blank" rel="noopener noreferrer" size="sm">
            {row.name}
          </Anchor>
        ) : (
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              onDownload(row);
            }}
          >
            {row.name}
          </Anchor>
        ),
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
          <RowActionsMenu
            subject={row.name}
            actions={[
              {
                label: 'Delete document',
                danger: true,
                onClick: () => {
                  onDelete(row);
                },
              },
            ]}
          />
        ) : null,
    },
  ];
  return (
    <DataTable
      label="Documents"
      columns={columns}
      rows={documents}
      rowKey={(row) => String(row.id)}
      searchable={documents.length > 10}
      empty={empty}
    />
  );
};
