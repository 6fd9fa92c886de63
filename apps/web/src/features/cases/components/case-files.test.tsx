import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_TYPE_MESSAGE } from '@casebridge/contract/case-feed';
import { getAlerts } from '@/lib/alerts';
import { createQueryClient } from '@/lib/query-client';
import { fakeConfig } from '@/test/fake-api';
import { renderInRouter } from '@/test/render';
import { stubUploads } from '@/test/stub-uploads';
import { CaseFiles, RELOAD_AFTER_UPLOAD_MS } from './case-files';

const json = (status: number, body: unknown): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const TOKEN = 'case-token-for-the-files-test';
const UPLOAD_URL = `/api/v1/collaboration-requests/${TOKEN}/attachments`;
const stored = {
  id: 9,
  company: { id: 1, name: 'Acme' },
  uploaded_by: 'Dana Caller',
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

/** The server: the deployment's settings (a 3 MB limit) and the list through fetch, the upload through XHR. */
const fakeServer = (upload: { status: number; body: unknown }) => {
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) =>
      Promise.resolve(
        url.endsWith('/api/config')
          ? json(200, { ...fakeConfig, upload_limit_bytes: 3 * 1024 * 1024 })
          : json(200, { files: [] }),
      ),
    ),
  );
  return stubUploads(() => upload);
};

const renderFiles = async (onUploaded: () => void = () => undefined) => {
  renderInRouter(<CaseFiles token={TOKEN} canUpload onUploaded={onUploaded} />, { client: createQueryClient() });
  await screen.findByText('No files yet.');
  const form = screen.getByRole('form', { name: 'Upload File' });
  return { form, fileButton: within(form).getByRole('button', { name: /^Files/ }) };
};

const choose = async (user: ReturnType<typeof userEvent.setup>, ...files: File[]) => {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await user.upload(input, files);
};

/** The message the file field's button is described by: what a screen reader says at the field. */
const messageAtField = (fileButton: HTMLElement): string =>
  (fileButton.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('CaseFiles', () => {
  it('[C-058] an upload sends multipart description and files with its progress, says "File Uploaded Successfully" beside Upload and reloads the case after 9 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = fakeServer({ status: 201, body: { files: [stored] } });
    const onUploaded = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    const { form } = await renderFiles(onUploaded);
    await user.type(within(form).getByLabelText('Description'), 'Array logs');
    await choose(user, new File(['png'], 'bundle.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload File' }));

    expect((await within(form).findByRole('status')).textContent).toBe('File Uploaded Successfully');
    expect(within(form).getByText('Uploaded')).toBeTruthy();
    expect(within(form).getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow')).toBe(
      '100',
    );
    expect(getAlerts()).toEqual([]);
    expect(sent.map((request) => [request.method, request.url])).toEqual([['POST', UPLOAD_URL]]);
    const body = sent[0]?.body as FormData;
    expect(body.get('description')).toBe('Array logs');
    expect((body.get('files') as File).name).toBe('bundle.png');
    expect(await screen.findByRole('button', { name: 'bundle.png' })).toBeTruthy();

    expect(onUploaded).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(RELOAD_AFTER_UPLOAD_MS);
    });
    expect(onUploaded).toHaveBeenCalledOnce();
  });

  it('[C-058] [X-028] the server’s refusal shows under the file field, "File upload failed" beside Upload', async () => {
    const refusal = 'evil.png: The file content does not match its extension.';
    fakeServer({ status: 422, body: { errors: { files: [refusal] } } });
    const user = userEvent.setup();
    const { form, fileButton } = await renderFiles();
    await choose(user, new File(['<html>'], 'evil.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Upload File' }));
    await waitFor(() => {
      expect(messageAtField(fileButton)).toContain(refusal);
    });
    const failed = within(form).getByText('File upload failed');
    expect(failed.closest('[role="alert"]')?.getAttribute('data-notice-level')).toBe('danger');
    expect(getAlerts()).toEqual([]);
  });

  it('[X-028] a file of another type is refused at the field, before anything is sent', async () => {
    const { sent } = fakeServer({ status: 201, body: { files: [] } });
    const user = userEvent.setup({ applyAccept: false });
    const { form, fileButton } = await renderFiles();
    await choose(user, new File(['<html>'], 'page.html', { type: 'text/html' }));
    expect(messageAtField(fileButton)).toContain(`page.html: ${UPLOAD_TYPE_MESSAGE}`);
    expect(within(form).getByRole('button', { name: 'Upload File' })).toHaveProperty('disabled', true);
    expect(sent).toEqual([]);
    expect(getAlerts()).toEqual([]);
  });

  it('[X-029] [X-042] a file over the deployment limit is refused at the field with the size message naming it, before it is sent', async () => {
    const { sent } = fakeServer({ status: 201, body: { files: [] } });
    const user = userEvent.setup();
    const { fileButton } = await renderFiles();
    const big = new File(['x'], 'huge.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 3 * 1024 * 1024 + 1 });
    await choose(user, big);
    expect(messageAtField(fileButton)).toContain(
      'huge.pdf: Unable to upload your file. That max file size allowed is 3 MB.',
    );
    expect(sent).toEqual([]);
  });

  it('files dropped on the field are chosen as if picked, and judged the same way', async () => {
    fakeServer({ status: 201, body: { files: [] } });
    const { form, fileButton } = await renderFiles();
    const drop = (...files: File[]) => {
      fireEvent.dragOver(fileButton, { dataTransfer: { files, types: ['Files'], dropEffect: 'none' } });
      fireEvent.drop(fileButton, { dataTransfer: { files, types: ['Files'] } });
    };
    drop(new File(['exe'], 'setup.exe'));
    expect(messageAtField(fileButton)).toContain(`setup.exe: ${UPLOAD_TYPE_MESSAGE}`);
    drop(new File(['pdf'], 'trace.pdf', { type: 'application/pdf' }), new File(['png'], 'shot.png'));
    await waitFor(() => {
      expect(fileButton.textContent).toBe('trace.pdf, shot.png');
    });
    expect(messageAtField(fileButton)).not.toContain(UPLOAD_TYPE_MESSAGE);
    expect(within(form).getByRole('button', { name: 'Upload File' })).toHaveProperty('disabled', false);
  });
});
