import { useEffect, useRef, useState } from 'react';
import { Button, Card, Group, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { CASE_FILES_FIELD, FILES_PER_UPLOAD, type CaseFile } from '@casebridge/contract/case-feed';
import { FileField } from '@/components/file-field';
import { QueryBoundary } from '@/components/query-boundary';
import { showAlert } from '@/lib/alerts';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { formatCaseDate } from '@/lib/date-format';
import { reportError } from '@/lib/report-error';
import { FormNoticeAlert, type FormNotice } from '@/lib/schema-form';
import { downloadCaseFile, useCaseFiles, useUploadCaseFiles } from '../api/case-feed';

/** C-058: after an upload the case reloads after 9 seconds (the spec's wait for the partner's systems). */
export const RELOAD_AFTER_UPLOAD_MS = 9_000;
/** The form's fields a 422 may name: their messages show under them. */
const formFields = new Set<string>([CASE_FILES_FIELD, 'description']);

/** A failed upload's field map: the 422's, or the 413's message as the files' (X-029). */
const fieldErrorsOf = (error: unknown): FieldErrors =>
  isApiError(error) ? (error.fieldErrors ?? (error.status === 413 ? { [CASE_FILES_FIELD]: [error.message] } : {})) : {};

/** The reasons of a failure that no field of the form shows: they go with its message. */
const reasonsBesideFields = (error: unknown, fieldErrors: FieldErrors): string[] =>
  Object.keys(fieldErrors).length === 0
    ? isApiError(error)
      ? [error.message]
      : []
    : Object.entries(fieldErrors)
        .filter(([field]) => !formFields.has(field))
        .flatMap(([, messages]) => messages.slice(0, 1));
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

/** C-058: the spec's words for the upload's outcome. */
export const UPLOAD_SUCCESS_MESSAGE = 'File Uploaded Successfully';
export const UPLOAD_FAILED_MESSAGE = 'File upload failed';

/**
 * C-058: description and files. Everything it has to say stays at the form: a refusal under the field that caused it
 * (the file field's own check, the server's 422 or 413), the outcome beside the Upload button, the upload's progress
 * under the file field.
 */
const UploadForm = ({ token, onUploaded }: Pick<Props, 'token' | 'onUploaded'>) => {
  const [files, setFiles] = useState<File[]>([]);
  const [description, setDescription] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<FormNotice | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadCaseFiles(token);
  const reload = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (reload.current) clearTimeout(reload.current);
    },
    [],
  );
  const submit = async () => {
    setErrors({});
    setNotice(null);
    setProgress(0);
    try {
      await upload.mutateAsync({ description, files, onProgress: setProgress });
    } catch (error) {
      if (!isApiError(error)) reportError(error);
      const fieldErrors = fieldErrorsOf(error);
      setProgress(null);
      setErrors(fieldErrors);
      const reasons = reasonsBesideFields(error, fieldErrors).join(' ');
      setNotice({ level: 'danger', message: [UPLOAD_FAILED_MESSAGE, reasons].filter(Boolean).join(': ') });
      return;
    }
    setProgress(1);
    setNotice({ level: 'success', message: UPLOAD_SUCCESS_MESSAGE });
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
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <FileField
          label="Files"
          maxFiles={FILES_PER_UPLOAD}
          value={files}
          error={errors[CASE_FILES_FIELD]?.[0]}
          progress={progress}
          onChange={(chosen) => {
            setFiles(chosen);
            setErrors(({ [CASE_FILES_FIELD]: _chosenAgain, ...others }) => others);
            setNotice(null);
            setProgress(null);
          }}
        />
        <TextInput
          label="Description"
          value={description}
          maxLength={1000}
          error={errors.description?.[0]}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
      </SimpleGrid>
      <Group justify="flex-end">
        <Button type="submit" disabled={files.length === 0} loading={upload.isPending}>
          Upload File
        </Button>
      </Group>
      <FormNoticeAlert notice={notice} />
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
