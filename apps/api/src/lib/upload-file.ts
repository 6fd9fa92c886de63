import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import {
  UPLOAD_CONTENT_MESSAGE,
  UPLOAD_EXTENSIONS,
  UPLOAD_TYPE_MESSAGE,
  onlyTypesMessage,
  tooManyFilesMessage,
} from '@casebridge/contract/case-feed';
import type { AppDeps } from '../app-deps.ts';
import { AppError, unauthorized } from './app-error.ts';
import type { IncomingFile } from './file-store.ts';
import { takeUploadSlot, UPLOAD_TIME_LIMIT_SECONDS } from './upload-slots.ts';

export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/**
 * What each allowed extension's content must be, as file-type reads it from the first bytes, and the type the
 * download is served with (never the one the client claimed). Legacy Office files are OLE compound files ('cfb').
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

/** The first bytes a file's type is judged from: file-type's own sample size (not exported in its types). */
const HEAD_BYTES = 4100;
/** After a refusal, the most of the rest of the body read and thrown away before the connection is closed. */
const REFUSED_BODY_GRACE_MS = 5000;

/** The name shown and offered on download: no folders, no control characters, at most 200 characters. */
export function displayFilename(name: string): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this removes
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean === '' ? 'file' : clean).slice(-200);
}

/** How a form takes the files of one field. */
export type UploadFileRule = {
  /**
   * 'allowed': X-028's extensions; a list: only those (`typeMessage` says so, else the list does); either way the
   * first bytes must be what the extension says. 'any': taken as sent (the identity provider's metadata XML).
   */
  types: 'allowed' | 'any' | readonly UploadExtension[];
  typeMessage?: string;
  maxBytes: number;
  tooLargeMessage: string;
  /** How many files of this field are taken (default 1); a further one is refused. */
  count?: number;
};

export type UploadFormSpec = {
  files: Record<string, UploadFileRule>;
  /** The text parts a form may send (busboy's limits: fields, parts and the size of one field). */
  limits: { fields: number; parts: number; fieldSize?: number };
};

/** A received file: in the file store, nobody's until `keep` claims it; removed after the answer otherwise. */
export type ReceivedFile = {
  field: string;
  filename: string;
  /** The type the file is served with: its extension's, judged from its content. */
  contentType: string;
  size: number;
  /** The SHA-256 of its bytes (hex): what an upload's Idempotency-Key compares (ADR 57). */
  sha256: string;
  /** The file's bytes: only for the small files a form parses (the metadata XML). */
  read: () => Promise<Buffer>;
  /** Makes the accepted file a stored file and answers its key (file-store.ts). */
  keep: () => Promise<string>;
};

export type UploadForm = { fields: Record<string, string>; files: ReceivedFile[] };

/** A request's multipart body, not read yet: what a route hands to the service that reads it with readUpload. */
export type IncomingUpload = {
  parts: (limits: Record<string, number>) => AsyncIterable<Multipart>;
  request: IncomingMessage;
  response: ServerResponse;
  userId: number | null;
};

export const incomingUpload = (request: FastifyRequest, reply: FastifyReply): IncomingUpload => ({
  parts: (limits) => request.parts({ limits }),
  request: request.raw,
  response: reply.raw,
  userId: request.actor?.userId ?? null,
});

const fieldError = (field: string, message: string) => new AppError('validation', message, { [field]: [message] });

/** The extension rule: a file of another extension is refused before any of its bytes are read. */
function requireExtension(field: string, filename: string, rule: UploadFileRule): UploadExtension | null {
  if (rule.types === 'any') return null;
  const ext = filename.includes('.') ? (filename.split('.').pop() ?? '').toLowerCase() : '';
  const only = rule.types === 'allowed' ? null : rule.types;
  const message = rule.typeMessage ?? (only ? onlyTypesMessage(only) : UPLOAD_TYPE_MESSAGE);
  if (!isUploadExtension(ext) || (only && !only.includes(ext))) throw fieldError(field, message);
  return ext;
}

/** the content rule, judged from the file's first bytes; answers the type to serve the file with. */
async function judgeContent(field: string, filename: string, ext: UploadExtension, head: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(head);
  const rule: { detected: string[]; contentType: string } = uploadTypes[ext];
  if (!detected || !rule.detected.includes(detected.ext))
    throw fieldError(field, `${filename}: ${UPLOAD_CONTENT_MESSAGE}`);
  return rule.contentType;
}

/**
 * One file part, streamed to the file store as it arrives: its type judged once its first bytes are in, refused
 * the moment it passes its limit. Nothing for an empty part (a form's file input left empty).
 */
async function receiveFile(
  deps: AppDeps,
  part: MultipartFile,
  rule: UploadFileRule,
  incoming: IncomingFile[],
): Promise<ReceivedFile | null> {
  const field = part.fieldname;
  const filename = displayFilename(part.filename);
  const ext = requireExtension(field, filename, rule);
  const file = await deps.files.receive();
  incoming.push(file);
  let size = 0;
  const hash = createHash('sha256');
  let contentType = 'application/octet-stream';
  let head: Buffer[] | null = ext === null ? null : [];
  const judged = async () => {
    const bytes = head ?? [];
    head = null;
    if (ext !== null) contentType = await judgeContent(field, filename, ext, Buffer.concat(bytes));
    return bytes;
  };
  await pipeline(
    part.file,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        size += chunk.length;
        if (size > rule.maxBytes) throw new AppError('payload_too_large', rule.tooLargeMessage);
        hash.update(chunk);
        if (!head) yield chunk;
        else {
          head.push(chunk);
          if (size >= HEAD_BYTES) yield* await judged();
        }
      }
      if (head && size > 0) yield* await judged();
    },
    file.stream,
  );
  if (size === 0) return null;
  return { field, filename, contentType, size, sha256: hash.digest('hex'), read: file.read, keep: file.keep };
}

/**
 * After a refusal the client may still be sending: the answer goes out at once, then the rest of the body is read
 * and thrown away for a moment (so that a browser, which reads the answer only once it has sent everything, sees
 * it), at most as much as one more file, and the connection is closed if more comes.
 */
function endRefusedBody(request: IncomingMessage, mostBytes: number): void {
  if (request.complete || request.destroyed) return;
  let discarded = 0;
  const close = () => request.destroy();
  const timer = setTimeout(close, REFUSED_BODY_GRACE_MS);
  request.on('data', (chunk: Buffer) => {
    discarded += chunk.length;
    if (discarded > mostBytes) close();
  });
  request.once('end', () => {
    clearTimeout(timer);
  });
  request.resume();
}

const tooManyFiles = (field: string, rule: { count?: number }) =>
  fieldError(field, tooManyFilesMessage(rule.count ?? 1));

const multipartCode = (error: unknown) => (error as { code?: unknown }).code;

/**
 * The one way an upload is read (docs/files.md, "Uploads"): within the caps on uploads in flight (lib/upload-slots.ts), the
 * form's text parts and its files as they stream in; each file to the file store as it arrives, never whole in
 * memory, refused with 422 the moment its extension or first bytes break X-028 and with 413 the moment it passes
 * its limit. The service keeps the files it accepts; what it does not keep is removed once the answer is
 * sent, and a refused body is not read further.
 */
export async function readUpload(deps: AppDeps, upload: IncomingUpload, spec: UploadFormSpec): Promise<UploadForm> {
  const incoming: IncomingFile[] = [];
  const largest = Math.max(...Object.values(spec.files).map((rule) => rule.maxBytes));
  upload.response.once('close', () => {
    endRefusedBody(upload.request, largest);
    void Promise.all(incoming.map((file) => file.remove()));
  });
  if (upload.userId === null) throw unauthorized();
  const giveBack = await takeUploadSlot(deps, upload.userId);
  const timeLimit = setTimeout(() => upload.request.destroy(), UPLOAD_TIME_LIMIT_SECONDS * 1000);
  const form: UploadForm = { fields: {}, files: [] };
  const fileCount = Object.values(spec.files).reduce((sum, rule) => sum + (rule.count ?? 1), 0);
  try {
    for await (const part of upload.parts({ ...spec.limits, files: fileCount, fileSize: largest + 1 })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') form.fields[part.fieldname] = part.value;
        continue;
      }
      const rule = Object.hasOwn(spec.files, part.fieldname) ? spec.files[part.fieldname] : undefined;
      if (!rule || part.filename === '') {
        part.file.resume();
        continue;
      }
      if (form.files.filter((file) => file.field === part.fieldname).length >= (rule.count ?? 1))
        throw tooManyFiles(part.fieldname, rule);
      const file = await receiveFile(deps, part, rule, incoming);
      if (file) form.files.push(file);
    }
  } catch (error) {
    upload.request.unpipe();
    if (multipartCode(error) === 'FST_FILES_LIMIT') {
      const [field, rule] = Object.entries(spec.files)[0] ?? ['file', {}];
      throw tooManyFiles(field, rule);
    }
    throw error;
  } finally {
    clearTimeout(timeLimit);
    await giveBack();
  }
  return form;
}
