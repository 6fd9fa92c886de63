import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubUploads } from '@/test/stub-uploads';
import { fetchWithUploadProgress } from './upload-request';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchWithUploadProgress', () => {
  it('sends what fetch would send, reports the body’s progress and answers as fetch answers', async () => {
    const { sent } = stubUploads(() => ({ status: 422, body: { errors: { files: ['Only pdf files.'] } } }));
    const body = new FormData();
    body.append('description', 'Array logs');
    const progress: number[] = [];
    const response = await fetchWithUploadProgress(
      '/api/v1/collaboration-requests/t/attachments',
      { method: 'POST', headers: { Authorization: 'Bearer abc' }, body },
      (fraction) => progress.push(fraction),
    );
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/v1/collaboration-requests/t/attachments',
        headers: { authorization: 'Bearer abc' },
        body,
      },
    ]);
    expect(progress).toEqual([0.5, 1]);
    expect(response.status).toBe(422);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual({ errors: { files: ['Only pdf files.'] } });
  });

  it('an abort of its signal aborts the request, as fetch would', async () => {
    stubUploads(() => ({ status: 201, body: {} }));
    const controller = new AbortController();
    const pending = fetchWithUploadProgress('/x', { method: 'POST', signal: controller.signal }, () => undefined);
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
