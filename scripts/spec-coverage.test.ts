import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'spec-coverage.mjs');
let repo = '';

/** Writes a file of the temporary repository, path relative to it. */
function write(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text);
}

function coverage(...args: string[]) {
  return execFileSync(process.execPath, [script, `--repo=${repo}`, ...args], { encoding: 'utf8' });
}

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'spec-coverage-'));
  write(
    'docs/requirements/FEATURES.md',
    [
      '# Catalogue',
      '| ID | Behaviour | Source |',
      '|---|---|---|',
      '| A-001 | The header shows the logo. | 1 §2 |',
      '| A-002 | The Admin link shows to managers. | 1 §2 |',
      '| C-001 | A case is sent. | 2 §3 |',
    ].join('\n'),
  );
  write(
    'apps/api/test/cases.test.ts',
    "it('[C-001] sends a case', () => {});\nit('[C-999] a row that does not exist', () => {});\n",
  );
  write('apps/web/src/header.test.tsx', "it('[A-001] shows the logo', () => {});\n");
  // Cited outside a test: counts for --unknown only. G-900 is data (no catalogue section G), not a citation.
  write('apps/api/src/admin.ts', "// A-002, and A-404 which the catalogue lacks\nconst model = 'G-900';\n");
  // A test id in a skipped folder names nothing.
  write('node_modules/lib/a.test.ts', "it('[A-002] from a dependency', () => {});\n");
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('npm run coverage: the catalogue rows the tests name', () => {
  it('counts each section and the total, and names the tests’ ids the catalogue lacks', () => {
    expect(coverage().split('\n')).toEqual([
      'A-     1 of 2    named by a test',
      'C-     1 of 1    named by a test',
      'IDs named by tests but not in the catalogue: C-999',
      '2 of 3 catalogue rows are named by a test (67%)',
      '',
    ]);
  });

  it('--missing lists the rows no test names under their section', () => {
    expect(coverage('--missing')).toContain('A-     1 of 2    named by a test\n     missing: A-002\nC-');
  });

  it('--unknown lists every cited id the catalogue lacks, in tests or elsewhere, with the files citing it', () => {
    expect(coverage('--unknown')).toMatch(
      /IDs cited but not in the catalogue:\n {5}A-404: apps\/api\/src\/admin\.ts\n {5}C-999: apps\/api\/test\/cases\.test\.ts\n$/,
    );
  });

  // Last: it rewrites the files the tests above read.
  it('--unknown says none when every cited id is a row', () => {
    write('apps/api/src/admin.ts', '// A-002\n');
    write('apps/api/test/cases.test.ts', "it('[C-001] sends a case', () => {});\n");
    expect(coverage('--unknown')).toMatch(/\nIDs cited but not in the catalogue: none\n$/);
  });
});
