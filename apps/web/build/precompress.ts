import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const compressible = /\.(?:js|css|html|svg|json|txt)$/;

/**
 * Writes `name.br` and `name.gz` beside every text file of a folder, at the strongest settings: made once at
 * build time, they cost the server nothing per request. A copy that would not be smaller is not written.
 */
export async function precompressFolder(folder: string): Promise<void> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && compressible.test(entry.name));
  await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      const content = await readFile(path);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([
        br.length < content.length ? writeFile(`${path}.br`, br) : undefined,
        gz.length < content.length ? writeFile(`${path}.gz`, gz) : undefined,
      ]);
    }),
  );
}

/** Vite build plugin: precompresses the whole output folder (bundle and public files) once it is written. */
export const precompress = (): Plugin => {
  let outDir = '';
  return {
    name: 'casebridge:precompress',
    apply: 'build',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle: () => precompressFolder(outDir),
  };
};
