// npm run build -w apps/api: the API as JavaScript for `node` (no tsx, no dev dependencies at run time).
// Our own code, the contract package included, is bundled into one file per entry with its source map; every other
// package stays an import that Node resolves from node_modules, as installed by `npm ci --omit=dev`.
// The entries sit directly in src/ and land directly in dist/: src/app-paths.ts relies on both being one folder
// below apps/api.
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const apiDir = fileURLToPath(new URL('.', import.meta.url));
const outdir = `${apiDir}dist`;

/** @type {import('esbuild').Plugin} */
const packagesStayExternal = {
  name: 'packages-stay-external',
  setup(builder) {
    // A bare import (a package or a Node built-in) is left to Node, but for the workspace's own TypeScript packages.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@casebridge/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
await build({
  absWorkingDir: apiDir,
  entryPoints: ['src/server.ts', 'src/admin.ts', 'src/migrate.ts'],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Stack traces name our source files' lines (node --enable-source-maps); the code stays as written.
  minify: false,
  plugins: [packagesStayExternal],
  logLevel: 'warning',
});
