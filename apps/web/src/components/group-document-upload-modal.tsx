import { useState } from 'react';
import { Button, Group, Input, Radio, Select, Stack, TextInput } from '@mantine/core';
import { GROUP_DOCUMENT_FILE_FIELD } from '@casebridge/contract/partner-groups';
import { uploadTooLargeMessage } from '@casebridge/contract/case-feed';
import { FileField } from '@/components/file-field';
import { FormModal } from '@/components/form-modal';
import { showAlert } from '@/lib/alerts';
import { isApiError, type FieldErrors } from '@/lib/api-client';
import { useAppConfig } from '@/lib/app-config';
import { FormNoticeAlert } from '@/lib/schema-form';

/** any upload failure but the size. */
export const UPLOAD_FAILED_MESSAGE = 'There was an error with your submission. Please check your entry and try again.';

/** M-040, S-060: the upload form's input (multipart name, company_id, document_type, url, file). */
export type GroupDocumentInput = {
  name: string;
  company_id: number | null;
  document_type: 'file' | 'url';
  url: string;
  file: File | null;
};

/** The multipart body of an upload (M-040, S-060). */
export const groupDocumentFormData = (input: GroupDocumentInput): FormData => {
  const form = new FormData();
  form.append('name', input.name);
  if (input.company_id !== null) form.append('company_id', String(input.company_id));
  form.append('document_type', input.document_type);
  if (input.document_type === 'url') form.append('url', input.url);
  if (input.document_type === 'file' && input.file) form.append(GROUP_DOCUMENT_FILE_FIELD, input.file);
  return form;
};

type Props = {
  opened: boolean;
  onClose: () => void;
  /** Sends the form; answers the server's message. */
  upload: (input: GroupDocumentInput) => Promise<{ message: string }>;
  pending: boolean;
  /** The company the document is shared for: fixed (a member admin's own), or chosen among these (S-060). */
  company: { id: number } | { choices: { value: string; label: string }[] };
};

/** M-040, S-060: a document shared in the group, a file or a link (the type toggles the input). */
export const GroupDocumentUploadModal = ({ opened, onClose, upload, pending, company }: Props) => {
  const [companyId, setCompanyId] = useState<number | null>('id' in company ? company.id : null);
  const [name, setName] = useState('');
  const [type, setType] = useState<'file' | 'url'>('file');
  const [url, setUrl] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failed, setFailed] = useState(false);
  const { upload_limit_bytes: limit } = useAppConfig();
  const close = () => {
    setName('');
    setUrl('');
    setType('file');
    setFile(null);
    setErrors({});
    setFailed(false);
    if (!('id' in company)) setCompanyId(null);
    onClose();
  };
  // the size's message under the file; any other failure beside Upload, with its field errors under them.
  const submit = async () => {
    setFailed(false);
    try {
      const answer = await upload({ name, company_id: companyId, document_type: type, url, file });
      showAlert({ type: 'success', message: answer.message });
      close();
    } catch (error) {
      if (isApiError(error) && error.status === 413) {
        setErrors({ [GROUP_DOCUMENT_FILE_FIELD]: [uploadTooLargeMessage(limit)] });
        return;
      }
      setErrors(isApiError(error) && error.fieldErrors ? error.fieldErrors : {});
      setFailed(true);
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
        {'choices' in company ? (
          <Select
            label="Company"
            description="The partner the document is shared for."
            required
            searchable
            data={company.choices}
            value={companyId === null ? null : String(companyId)}
            error={errors.company_id?.[0]}
            onChange={(value) => {
              setCompanyId(value === null ? null : Number(value));
            }}
          />
        ) : null}
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
          <FileField
            label="Upload file"
            required
            value={file ? [file] : []}
            onChange={(files) => {
              setFile(files[0] ?? null);
            }}
            error={errors[GROUP_DOCUMENT_FILE_FIELD]?.[0]}
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
        {errors.company_id && 'id' in company ? <Input.Error>{errors.company_id[0]}</Input.Error> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            Upload
          </Button>
        </Group>
        <FormNoticeAlert notice={failed ? { level: 'danger', message: UPLOAD_FAILED_MESSAGE } : null} />
      </Stack>
    </FormModal>
  );
};
