import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const script = join(import.meta.dirname, 'spec-coverage.mjs');
let repo = '';

/**
 * Writes a file of the temporary repository, path relative to it, each `{` and `}` written as a square bracket. The fixtures'
 * ids are of sections the real catalogue lacks (K, N) and their brackets are made here, so that this file, a test
 * file of the repository, names no row and cites no id when `npm run coverage` reads the repository.
 */
function write(path: string, text: string) {
  mkdirSync(dirname(join(repo, path)), { recursive: true });
  writeFileSync(join(repo, path), text.replaceAll('{', '[').replaceAll('}', ']'));
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
      '| K-001 | The header shows the logo. | 1 §2 |',
      '| K-002 | The Admin link shows to managers. | 1 §2 |',
      '| N-001 | A case is sent. | 2 §3 |',
    ].join('\n'),
  );
  write(
    'apps/api/test/cases.test.ts',
    "it('{N-001} sends a case', () => {});\nit('{N-999} a row that does not exist', () => {});\n",
  );
  write('apps/web/src/header.test.tsx', "it('{K-001} shows the logo', () => {});\n");
  // Cited outside a test: counts for --unknown only. G-900 is data (no catalogue section G), not a citation.
  write('apps/api/src/admin.ts', "// K-002, and K-404 which the catalogue lacks\nconst model = 'G-900';\n");
  // A test id in a skipped folder names nothing.
  write('node_modules/lib/a.test.ts', "it('{K-002} from a dependency', () => {});\n");
});

afterAll(() => {
  rmSync(repo, { recursive: true, force: true });
});

describe('npm run coverage: the catalogue rows the tests name', () => {
  it('counts each section and the total, and names the tests’ ids the catalogue lacks', () => {
    expect(coverage().split('\n')).toEqual([
      'K-     1 of 2    named by a test',
      'N-     1 of 1    named by a test',
      'IDs named by tests but not in the catalogue: N-999',
      '2 of 3 catalogue rows are named by a test (67%)',
      '',
    ]);
  });

  it('--missing lists the rows no test names under their section', () => {
    expect(coverage('--missing')).toContain('K-     1 of 2    named by a test\n     missing: K-002\nN-');
  });

  it('--unknown lists every cited id the catalogue lacks, in tests or elsewhere, with the files citing it', () => {
    expect(coverage('--unknown')).toMatch(
      /IDs cited but not in the catalogue:\n {5}K-404: apps\/api\/src\/admin\.ts\n {5}N-999: apps\/api\/test\/cases\.test\.ts\n$/,
    );
  });

  // Last: it rewrites the files the tests above read.
  it('--unknown says none when every cited id is a row', () => {
    write('apps/api/src/admin.ts', '// K-002\n');
    write('apps/api/test/cases.test.ts', "it('{N-001} sends a case', () => {});\n");
    expect(coverage('--unknown')).toMatch(/\nIDs cited but not in the catalogue: none\n$/);
  });
});
