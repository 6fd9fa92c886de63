import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants as zlib, gzip, gzipSync, type BrotliOptions } from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { chosenEncoding } from '../lib/accept-encoding.ts';

/**
 * Smaller answers go as they are (issue 26): they arrive within the first round trip of a connection either way (an
 * initial window of 10 segments, RFC 6928, holds some 14 kB), so compressing them saves bytes but no time, and it
 * cost more server CPU than the rest of a case list page's own work (brotli's set-up is per answer). A case list page
 * (about 3.7 kB) and a case page go as they are; the API document, exports and the directory do not.
 */
const THRESHOLD_BYTES = 8 * 1024;
/**
 * Up to this size an answer is compressed on the spot, at the fastest level (ADR 64: brotli's quality 1 packs a 12 kB
 * partner search page in about a third of quality 4's CPU, some 10% larger, well within the first round trip either
 * way); above it, on libuv's thread pool at quality 4.
 */
const INLINE_LIMIT_BYTES = 64 * 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|xml)|text\/)/;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const brotliOptions = (size: number, quality: number): BrotliOptions => ({
  // On the thread pool, quality 4: about what gzip costs, packing JSON closer; 11 (zlib's default) is for files made once.
  params: {
    [zlib.BROTLI_PARAM_QUALITY]: quality,
    [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  },
});

const addVary = (reply: FastifyReply) => {
  const vary = reply.getHeader('vary');
  const present = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(present))
    reply.header('vary', present === '' ? 'accept-encoding' : `${present}, accept-encoding`);
};

/**
 * The API's answers go out compressed when the client accepts it (a case list page shrinks from about 3.7 kB to 1.4).
 * The answers are whole strings or buffers by the time they are sent, so they are compressed in one call: a stream
 * per answer (what @fastify/compress does) cost more CPU than the rest of a case list request. Left as they are: the
 * web app's files (compressed at build time, plugins/web-app.ts), answers that carry their own Content-Encoding
 * (the kept directory, ADR 19), streams (file downloads, whose formats are mostly packed already), and small ones.
 */
export function registerAnswerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('content-encoding')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
    // Measured, not copied: the compressors take the string as it is.
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < THRESHOLD_BYTES) return payload;
    addVary(reply);
    const encoding = chosenEncoding(request.headers['accept-encoding']);
    if (encoding === 'identity') return payload;
    const inline = size <= INLINE_LIMIT_BYTES;
    const compressed =
      encoding === 'br'
        ? inline
          ? brotliCompressSync(payload, brotliOptions(size, 1))
          : await brotliAsync(payload, brotliOptions(size, 4))
        : inline
          ? gzipSync(payload, { level: 1 })
          : await gzipAsync(payload);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    return compressed;
  });
}
