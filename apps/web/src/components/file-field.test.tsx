import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  tooManyFilesMessage,
  uploadTooLargeMessage,
  UPLOAD_TYPE_MESSAGE,
  type FileFieldRule,
} from '@casebridge/contract/case-feed';
import { LOGO_MAX_BYTES, LOGO_TYPE_MESSAGE, logoFileRule } from '@casebridge/contract/super-admin-companies';
import { fakeConfig } from '@/test/fake-api';
import { createTestQueryClient, renderInRouter } from '@/test/render';
import { stubApi } from '@/test/stub-api';
import { FileField } from './file-field';

afterEach(() => {
  vi.unstubAllGlobals();
});

const chosen = vi.fn();

const Field = ({ maxFiles, rule }: { maxFiles?: number; rule?: FileFieldRule }) => {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileField
      label="Files"
      maxFiles={maxFiles}
      rule={rule}
      value={files}
      onChange={(next) => {
        chosen(next.map((file) => file.name));
        setFiles(next);
      }}
    />
  );
};

const renderField = async (maxFiles?: number, rule?: FileFieldRule) => {
  stubApi({ 'GET /api/config': { status: 200, body: fakeConfig } });
  // One client for the whole render: the config's suspense would otherwise start each render with a new one.
  renderInRouter(<Field maxFiles={maxFiles} rule={rule} />, { client: createTestQueryClient() });
  const button = await screen.findByRole('button', { name: /^Files/ });
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { button, input, user: userEvent.setup({ applyAccept: false }) };
};

describe('FileField', () => {
  it('[X-028] a refused choice keeps the files chosen before and says why at the field', async () => {
    const { button, input, user } = await renderField(2);
    await user.upload(input, new File(['pdf'], 'trace.pdf'));
    await waitFor(() => {
      expect(button.textContent).toBe('trace.pdf');
    });
    await user.upload(input, new File(['x'], 'notes.txt'));
    expect(button.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe(`notes.txt: ${UPLOAD_TYPE_MESSAGE}`);
    expect(button.textContent).toBe('trace.pdf');
    expect(chosen.mock.calls).toEqual([[['trace.pdf']]]);
  });

  it('more files than the field takes are refused with the server’s message', async () => {
    const { input, user } = await renderField(2);
    await user.upload(input, [new File(['a'], 'a.pdf'), new File(['b'], 'b.pdf'), new File(['c'], 'c.pdf')]);
    expect(screen.getByRole('alert').textContent).toBe(tooManyFilesMessage(2));
  });

  it("[issue 24] a console field judges by its own rule: the logo's types and 2 MB, said before sending", async () => {
    chosen.mockClear();
    const { button, input, user } = await renderField(1, logoFileRule);
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toBe('png, jpg, jpeg; up to 2 MB. Choose or drop a file here.');
    await user.upload(input, new File(['GIF89a'], 'logo.gif'));
    expect(screen.getByRole('alert').textContent).toBe(`logo.gif: ${LOGO_TYPE_MESSAGE}`);
    await user.upload(input, new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'logo.png'));
    expect(screen.getByRole('alert').textContent).toBe(`logo.png: ${uploadTooLargeMessage(LOGO_MAX_BYTES)}`);
    expect(chosen.mock.calls).toEqual([]);
    await user.upload(input, new File(['png'], 'logo.png'));
    expect(chosen.mock.calls).toEqual([[['logo.png']]]);
  });

  it('says what it takes: the allowed types, the deployment’s limit, and that files may be dropped', async () => {
    const { button } = await renderField();
    const description = document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(description).toBe('xls, xlsx, doc, docx, pdf, jpg, jpeg, png; up to 20 MB. Choose or drop a file here.');
  });
});
