import { fileTypeFromBuffer } from 'file-type';
import { UPLOAD_CONTENT_MESSAGE, UPLOAD_EXTENSIONS, UPLOAD_TYPE_MESSAGE } from '@casebridge/contract/case-feed';
import { AppError } from './app-error.ts';

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

const onlyTypesMessage = (only: readonly UploadExtension[]) => `Only ${only.join(', ')} files can be uploaded here.`;

/**
 * What each allowed extension's content must be, as file-type reads it from the bytes, and the type the download
 * is served with (never the one the client claimed). Legacy Office files are OLE compound files ('cfb').
 */
const uploadTypes = {
  pdf: { detected: ['pdf'], contentType: 'application/pdf' },
  png: { detected: ['png'], contentType: 'image/png' },
  jpg: { detected: ['jpg'], contentType: 'image/jpeg' },
  jpeg: { detected: ['jpg'], contentType: 'image/jpeg' },
  doc: { detected: ['cfb'], contentType: 'application/msword' },
  xls: { detected: ['cfb'], contentType: 'application/vnd.ms-excel' },
  docx: {
    detected: ['docx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    detected: ['xlsx', 'zip'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
} satisfies Record<UploadExtension, { detected: string[]; contentType: string }>;

const isUploadExtension = (ext: string): ext is UploadExtension =>
  (UPLOAD_EXTENSIONS as readonly string[]).includes(ext);

/** The name shown and offered on download: no folders, no control characters, at most 200 characters. */
export function displayFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '' ? 'file' : clean).slice(-200);
}

/**
 * an uploaded file of an allowed extension whose content matches it, or a field error on `field`. Answers the
 * content type to keep and serve the file with. `only` narrows the allowed extensions (an addendum is a PDF).
 */
export async function requireAllowedUpload(
  file: { filename: string; bytes: Buffer },
  field: string,
  only?: readonly UploadExtension[],
): Promise<string> {
  const invalid = (message: string) => new AppError('validation', message, { [field]: [message] });
  const ext = file.filename.includes('.') ? (file.filename.split('.').pop() ?? '').toLowerCase() : '';
  if (!isUploadExtension(ext)) throw invalid(only ? onlyTypesMessage(only) : UPLOAD_TYPE_MESSAGE);
  if (only && !only.includes(ext)) throw invalid(onlyTypesMessage(only));
  const detected = await fileTypeFromBuffer(file.bytes);
  const rule: { detected: string[]; contentType: string } = uploadTypes[ext];
  if (!detected || !rule.detected.includes(detected.ext)) throw invalid(`${file.filename}: ${UPLOAD_CONTENT_MESSAGE}`);
  return rule.contentType;
}
