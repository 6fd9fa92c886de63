import { useRef, useState, type DragEvent } from 'react';
import { FileInput, Group, Progress, Text } from '@mantine/core';
import {
  tooManyFilesMessage,
  uploadFileRule,
  uploadLimitLabel,
  uploadTooLargeMessage,
  type FileFieldRule,
} from '@casebridge/contract/case-feed';
import { useAppConfig } from '@/lib/app-config';
import classes from './file-field.module.css';

const extensionOf = (name: string): string => (name.includes('.') ? (name.split('.').pop() ?? '') : '').toLowerCase();

/**
 * Why the server would refuse these files, judged as it judges them before any byte is sent: the field's rule (the
 * contract's extensions and size; X-028's by default), the limit in bytes (the rule's, else the deployment's, GET
 * /api/config) and the field's count. null: nothing to say.
 */
export const refusalOf = (
  files: readonly File[],
  rule: Pick<FileFieldRule, 'extensions' | 'typeMessage'>,
  limitBytes: number,
  maxFiles: number,
): string | null => {
  if (files.length > maxFiles) return tooManyFilesMessage(maxFiles);
  for (const file of files) {
    if (rule.extensions !== null && !rule.extensions.includes(extensionOf(file.name)))
      return `${file.name}: ${rule.typeMessage}`;
    if (file.size > limitBytes) return `${file.name}: ${uploadTooLargeMessage(limitBytes)}`;
  }
  return null;
};

type Props = {
  label: string;
  /** The chosen files: one at most unless maxFiles says more. */
  value: File[];
  onChange: (files: File[]) => void;
  maxFiles?: number;
  required?: boolean;
  /** The server's word on the field (its 422 message, the 413's): shown where the field's own refusal shows. */
  error?: string | null;
  /** The chosen files' upload, from 0 to 1, while it runs and once done; null: no upload yet. */
  progress?: number | null;
  /** What the field takes (X-028's files by default): the server's rule for this field, from the contract. */
  rule?: FileFieldRule;
  /** What the field holds now, said before its rule ("A logo is on record: ..."). */
  note?: string;
  /** The multipart name, where a test or a script finds the field by it. */
  name?: string;
};

/**
 * A file field (case files, group documents, the console's logos, banners, addenda and identity files): chosen with
 * the button or dropped on it, refused at the field before sending when the server would refuse them, with the
 * upload's progress under it. The server stays the judge (it also reads the content); this only spares the wait and
 * says it where the eye is.
 */
export const FileField = ({
  label,
  value,
  onChange,
  maxFiles = 1,
  required,
  error,
  progress = null,
  rule = uploadFileRule,
  note,
  name,
}: Props) => {
  const { upload_limit_bytes: uploadLimit } = useAppConfig();
  const limitBytes = rule.maxBytes ?? uploadLimit;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const resetInput = useRef<() => void>(null);
  const multiple = maxFiles > 1;

  const take = (files: File[]) => {
    const reason = refusalOf(files, rule, limitBytes, maxFiles);
    setRefusal(reason);
    if (reason === null) {
      onChange(files);
      return;
    }
    // The browser's input still holds the refused choice: emptied, the same file may be chosen again once fixed.
    resetInput.current?.();
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    take(Array.from(event.dataTransfer.files));
  };
  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (!event.dataTransfer.types.includes('Files')) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  };

  const done = progress !== null && progress >= 1;
  const percent = progress === null ? 0 : Math.round(progress * 100);
  return (
    <div
      className={classes.zone}
      data-dragging={dragging || undefined}
      data-file-field={label}
      onDragOver={onDragOver}
      onDragLeave={(event) => {
        // Leaving for one of its own children is no leaving.
        if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)))
          setDragging(false);
      }}
      onDrop={onDrop}
    >
      <FileInput
        resetRef={resetInput}
        label={label}
        required={required}
        description={[
          note,
          `${rule.extensions === null ? 'Any type' : rule.extensions.join(', ')}; up to ${uploadLimitLabel(limitBytes)}${multiple ? ' each' : ''}.`,
          `Choose or drop ${multiple ? `up to ${String(maxFiles)} files` : 'a file'} here.`,
        ]
          .filter(Boolean)
          .join(' ')}
        name={name}
        multiple={multiple}
        clearable
        clearButtonProps={{ 'aria-label': multiple ? 'Clear the chosen files' : 'Clear the chosen file' }}
        accept={rule.accept}
        value={value}
        onChange={(files: File[] | File | null) => {
          take(Array.isArray(files) ? files : files === null ? [] : [files]);
        }}
        // The button's name when nothing is chosen; Mantine's placeholder grey is below the contrast minimum.
        placeholder={multiple ? 'Choose files' : 'Choose a file'}
        styles={{ placeholder: { color: 'var(--mantine-color-gray-7)' } }}
        error={refusal ?? error ?? undefined}
        // Read out when it appears: a refusal moves no focus.
        errorProps={{ role: 'alert' }}
      />
      {progress === null ? null : (
        <Group gap="xs" mt={6} wrap="nowrap">
          <Progress.Root flex={1} size="md">
            <Progress.Section value={percent} color={done ? 'green' : 'blue'} aria-label="Upload progress" />
          </Progress.Root>
          <Text size="xs" c="dimmed" w={80} ta="right" aria-live="polite">
            {done ? 'Uploaded' : `${String(percent)}%`}
          </Text>
        </Group>
      )}
    </div>
  );
};
