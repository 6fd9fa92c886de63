import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';

/** Content-Disposition for a download: always an attachment, the name as ASCII and as RFC 5987 UTF-8. */
export function attachmentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}

/**
 * Sends a file the way every download goes (a user's upload, an export): as an attachment that the browser saves and
 * never renders from our origin (nosniff, a sandboxing CSP), and that no cache keeps. A stored file streams from the
 * file store with its size as Content-Length, as a buffer would go; an export streams as it is made.
 */
export function sendAttachment(
  reply: FastifyReply,
  file: { bytes: Buffer | Readable; size?: number; filename: string; contentType: string },
): FastifyReply {
  if (file.size !== undefined) reply.header('content-length', file.size);
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', attachmentDisposition(file.filename))
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "sandbox; default-src 'none'")
    .header('cache-control', 'private, no-store')
    .send(file.bytes);
}
