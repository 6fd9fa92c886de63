import { useEffect, useRef, useState } from 'react';
import { Button, Card, FileInput, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import {
  UPLOAD_EXTENSIONS,
  uploadLimitLabel,
  uploadTooLargeMessage,
  type CaseFile,
} from '@casebridge/contract/case-feed';
import { QueryBoundary } from '@/components/query-boundary';
import { showAlert } from '@/lib/alerts';
import { isApiError } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { formatCaseDate } from '@/lib/date-format';
import { downloadCaseFile, useCaseFiles, useUploadCaseFiles } from '../api/case-feed';

/** C-058: after an upload the case reloads after 9 seconds (the spec's wait for the partner's systems). */
export const RELOAD_AFTER_UPLOAD_MS = 9_000;
const accept = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');
const sizeLabel = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${String(Math.max(1, Math.round(bytes / 1024)))} KB`
    : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Props = {
  token: string;
  /** The server's answer: the viewer may upload now (DECISIONS 17, 21). */
  canUpload: boolean;
  /** Reloads the case once an upload has settled. */
  onUploaded: () => void;
};

const FileList = ({ token, files }: { token: string; files: CaseFile[] }) => {
  if (files.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No files yet.
      </Text>
    );
  const download = (file: CaseFile) => {
    downloadCaseFile(token, file.id).catch((error: unknown) => {
      showAlert({ type: 'error', message: isApiError(error) ? error.message : 'The file could not be downloaded.' });
    });
  };
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table verticalSpacing="xs" aria-label="Case files">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>File</Table.Th>
            <Table.Th>From</Table.Th>
            <Table.Th>Uploaded</Table.Th>
            <Table.Th>Size</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {files.map((file) => (
            <Table.Tr key={file.id}>
              <Table.Td>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => {
                    download(file);
                  }}
                >
                  {file.original_filename}
                </Button>
                {file.description ? (
                  <Text size="xs" c="dimmed">
                    {file.description}
                  </Text>
                ) : null}
              </Table.Td>
              <Table.Td>{file.company.name}</Table.Td>
              <Table.Td>{formatCaseDate(file.created_at)}</Table.Td>
              <Table.Td>{sizeLabel(file.size)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

const UploadForm = ({ token, onUploaded }: Pick<Props, 'token' | 'onUploaded'>) => {
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const upload = useUploadCaseFiles(token);
  const { upload_limit_bytes: uploadLimitBytes } = useAppConfig();
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reload.current) clearTimeout(reload.current);
    },
    [],
  );
  const submit = async () => {
    if (files.some((file) => file.size > uploadLimitBytes)) {
      showAlert({ type: 'error', message: uploadTooLargeMessage(uploadLimitBytes) });
      return;
    }
    try {
      await upload.mutateAsync({ description, files });
    } catch (error) {
      const tooLarge = isApiError(error) && error.status === 413;
      const reasons = isApiError(error) && error.fieldErrors ? Object.values(error.fieldErrors).flat().join(' ') : '';
      showAlert({
        type: 'error',
        message: tooLarge ? error.message : ['File upload failed', reasons].filter(Boolean).join(': '),
      });
      return;
    }
    showAlert({ type: 'success', message: 'File Uploaded Successfully' });
    setFiles([]);
    setDescription('');
    reload.current = setTimeout(onUploaded, RELOAD_AFTER_UPLOAD_MS);
  };
  return (
    <Stack
      gap="xs"
      component="form"
      aria-label="Upload File"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Group grow align="flex-start">
        <FileInput
          label="Files"
          description={`${UPLOAD_EXTENSIONS.join(', ')}; up to ${uploadLimitLabel(uploadLimitBytes)} each`}
          multiple
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the chosen files' }}
          accept={accept}
          value={files}
          onChange={setFiles}
          // The button's name when nothing is chosen; Mantine's placeholder grey is below the contrast minimum.
          placeholder="Choose files"
          styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        />
        <TextInput
          label="Description"
          value={description}
          maxLength={1000}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
      </Group>
      <Group justify="flex-end">
        <Button type="submit" disabled={files.length === 0} loading={upload.isPending}>
          Upload File
        </Button>
      </Group>
    </Stack>
  );
};

/** C-057, C-058: the files both parties attached to the case, and the upload while the case takes files. */
export const CaseFiles = ({ token, canUpload, onUploaded }: Props) => {
  const files = useCaseFiles(token);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby="case-files">
      <Title order={3} id="case-files" size="h4" mb="sm">
        Files
      </Title>
      <Stack gap="sm">
        <QueryBoundary query={files}>{(answer) => <FileList token={token} files={answer.files} />}</QueryBoundary>
        {canUpload ? (
          <UploadForm
            token={token}
            onUploaded={() => {
              void files.refetch();
              onUploaded();
            }}
          />
        ) : null}
      </Stack>
    </Card>
  );
};
