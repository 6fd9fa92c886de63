import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getAlerts } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { CaseFiles, RELOAD_AFTER_UPLOAD_MS } from './case-files';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = 'case-token-for-the-files-test';
const stored = {
  id: 9,
  company: { id: 1, name: 'Acme' },
  original_filename: 'bundle.png',
  description: 'Array logs',
  content_type: 'image/png',
  size: 2048,
  created_at: '2026-11-20T14:05:00.000Z',
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** The server: the deployment's settings, the list, then the upload's answer (or failure). */
const fakeServer = (upload: Response) =>
  vi.fn((url: string, init?: RequestInit) =>
    Promise.resolve(
      init?.method === 'POST'
        ? upload.clone()
        : url.endsWith('/api/config')
          ? json(200, { ...fakeConfig, upload_limit_bytes: 3 * 1024 * 1024 })
          : json(200, { files: [] }),
    ),
  );

const chooseAndUpload = async (user: ReturnType<typeof userEvent.setup>, file: File) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, file);
  await user.click(screen.getByRole('button', { name: 'Upload File' }));
};

describe('CaseFiles', () => {
  it('[C-058] an upload sends multipart description and files, says "File Uploaded Successfully" and reloads the case after 9 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetch = fakeServer(json(201, { files: [stored] }));
    vi.stubGlobal('fetch', fetch);
    const onUploaded = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    renderInRouter(<CaseFiles token={TOKEN} canUpload onUploaded={onUploaded} />, { client: createQueryClient() });
    await screen.findByText('No files yet.');
    await user.type(screen.getByLabelText('Description'), 'Array logs');
    await chooseAndUpload(user, new File(['png'], 'bundle.png', { type: 'image/png' }));

    await waitFor(() => {
      expect(getAlerts().map((a) => a.message)).toContain('File Uploaded Successfully');
    });
    const post = fetch.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(post?.[0]).toBe(`/api/v1/collaboration-requests/${TOKEN}/attachments`);
    const body = post?.[1]?.body as FormData;
    expect(body.get('description')).toBe('Array logs');
    expect((body.get('files') as File).name).toBe('bundle.png');
    expect(await screen.findByRole('button', { name: 'bundle.png' })).toBeTruthy();

    expect(onUploaded).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(RELOAD_AFTER_UPLOAD_MS);
    });
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it('[C-058] a refused upload shows "File upload failed" as a danger alert, with the reason', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer(
        json(422, { errors: { files: ['Only xls, xlsx, doc, docx, pdf, jpg, jpeg, png files can be uploaded.'] } }),
      ),
    );
    const user = userEvent.setup({ applyAccept: false });
    renderInRouter(<CaseFiles token={TOKEN} canUpload onUploaded={() => undefined} />, { client: createQueryClient() });
    await screen.findByText('No files yet.');
    await chooseAndUpload(user, new File(['<html>'], 'page.html', { type: 'text/html' }));
    await waitFor(() => {
      expect(getAlerts().map((a) => [a.level, a.message])).toContainEqual([
        'danger',
        'File upload failed: Only xls, xlsx, doc, docx, pdf, jpg, jpeg, png files can be uploaded.',
      ]);
    });
  });

  it('[X-029] [X-042] a file over the deployment limit is stopped with the size message naming it, before it is sent', async () => {
    const fetch = fakeServer(json(201, { files: [] }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    renderInRouter(<CaseFiles token={TOKEN} canUpload onUploaded={() => undefined} />, { client: createQueryClient() });
    await screen.findByText('No files yet.');
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 + 1 });
    await chooseAndUpload(user, big);
    expect(getAlerts().map((a) => a.message)).toContain(
      'Unable to upload your file. That max file size allowed is 3 MB.',
    );
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });
});
