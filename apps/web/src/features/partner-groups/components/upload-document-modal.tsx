import { useState } from 'react';
import { Button, FileInput, Group, Input, Radio, Stack, TextInput } from '@mantine/core';
import { UPLOAD_EXTENSIONS, uploadLimitLabel, uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import { FormModal } from '@/components/form-modal';
import { showAlert } from '@/lib/alerts';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { useUploadGroupDocument } from '../api/upload-group-document';

const accept = UPLOAD_EXTENSIONS.map((ext) => `.${ext}`).join(',');
/** any upload failure but the size. */
export const UPLOAD_FAILED_MESSAGE = 'There was an error with your submission. Please check your entry and try again.';

type Props = { groupId: number; companyId: number; opened: boolean; onClose: () => void };

/** M-040: a document shared in the group, a file or a link (the type toggles the input). */
export const UploadDocumentModal = ({ groupId, companyId, opened, onClose }: Props) => {
  const [name, setName] = useState('');
  const [type, setType] = useState<'file' | 'url'>('file');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const upload = useUploadGroupDocument(groupId);
  const { upload_limit_bytes: limit } = useAppConfig();
  const close = () => {
    setName('');
    setUrl('');
    setType('file');
    setFile(null);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    if (type === 'file' && file && file.size > limit) {
      showAlert({ type: 'error', message: uploadTooLargeMessage(limit) });
      return;
    }
    try {
      const answer = await upload.mutateAsync({ name, company_id: companyId, document_type: type, url, file });
      showAlert({ type: 'success', message: answer.message });
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 413) {
        showAlert({ type: 'error', message: uploadTooLargeMessage(limit) });
        return;
      }
      setErrors(isApiError(error) && error.fieldErrors ? error.fieldErrors : {});
      showAlert({ type: 'error', message: UPLOAD_FAILED_MESSAGE });
    }
  };
  const unsaved = name !== '' || url !== '' || file !== null;
  return (
    <FormModal opened={opened} onClose={close} title="Upload Document" unsavedInput={unsaved}>
      <Stack
        component="form"
        aria-label="Upload Document"
        gap="sm"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextInput
          label="Name"
          required
          maxLength={200}
          value={name}
          error={errors.name?.[0]}
          onChange={(event) => {
            setName(event.currentTarget.value);
          }}
          data-autofocus
        />
        <Radio.Group
          label="Type"
          required
          value={type}
          error={errors.document_type?.[0]}
          onChange={(value) => {
            setType(value === 'url' ? 'url' : 'file');
          }}
        >
          <Group gap="lg" mt={4}>
            <Radio value="file" label="File" />
            <Radio value="url" label="URL" />
          </Group>
        </Radio.Group>
        {type === 'file' ? (
          <FileInput
            label="Upload file"
            required
            description={`${UPLOAD_EXTENSIONS.join(', ')}; up to ${uploadLimitLabel(limit)}`}
            accept={accept}
            value={file}
            onChange={setFile}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the chosen file' }}
            placeholder="Choose a file"
            styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
            error={errors.file?.[0]}
          />
        ) : (
          <TextInput
            label="Link"
            required
            type="url"
            placeholder="https://"
            value={url}
            error={errors.url?.[0]}
            onChange={(event) => {
              setUrl(event.currentTarget.value);
            }}
          />
        )}
        {errors.company_id ? <Input.Error>{errors.company_id[0]}</Input.Error> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
      </Stack>
    </FormModal>
  );
};
