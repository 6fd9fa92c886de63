import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let folder: string;
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('precompressFolder', () => {
  it('writes a brotli and a gzip copy of every text file, in sub-folders too, that decompress to the file', async () => {
    folder = mkdtempSync(join(tmpdir(), 'cb-precompress-'));
    mkdirSync(join(folder, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    writeFileSync(join(folder, 'assets', 'app.js'), script);
    writeFileSync(join(folder, 'index.html'), `<!doctype html>${'<p>hello</p>'.repeat(50)}`);

    await precompressFolder(folder);

    const path = join(folder, 'assets', 'app.js');
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(script);
    expect(readFileSync(`${path}.br`).length).toBeLessThan(script.length / 10);
    expect(existsSync(join(folder, 'index.html.br'))).toBe(true);
    expect(existsSync(join(folder, 'index.html.gz'))).toBe(true);
  });

  it('leaves images and files that compression would not shrink alone', async () => {
    folder = mkdtempSync(join(tmpdir(), 'cb-precompress-'));
    writeFileSync(join(folder, 'logo.png'), Buffer.alloc(4096));
    writeFileSync(join(folder, 'tiny.txt'), 'a');

    await precompressFolder(folder);

    for (const name of ['logo.png.br', 'logo.png.gz', 'tiny.txt.br', 'tiny.txt.gz'])
      expect(existsSync(join(folder, name)), name).toBe(false);
  });
});
