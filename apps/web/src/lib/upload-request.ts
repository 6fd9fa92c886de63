/** The share of a request's body sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

const responseHeaders = (raw: string): Headers => {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
};

/** The statuses whose Response may carry no body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

/**
 * fetch's request, answered as fetch answers it, reporting how much of the body has been sent. fetch cannot: a
 * streamed request body needs HTTP/2 in Chromium and would also lose the multipart form's own length; the browser's
 * XMLHttpRequest reports the upload of any body.
 */
export const fetchWithUploadProgress = (
  url: string,
  init: RequestInit,
  onProgress: UploadProgress,
): Promise<Response> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      request.setRequestHeader(name, value);
    });
    request.withCredentials = init.credentials === 'include';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      resolve(
        new Response(NULL_BODY_STATUSES.has(request.status) ? null : request.responseText, {
          status: request.status,
          statusText: request.statusText,
          headers: responseHeaders(request.getAllResponseHeaders()),
        }),
      );
    });
    // As fetch fails: a TypeError for the network, an AbortError for an abort.
    request.addEventListener('error', () => {
      reject(new TypeError('Failed to fetch'));
    });
    request.addEventListener('abort', () => {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    init.signal?.addEventListener('abort', () => {
      request.abort();
    });
    request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
