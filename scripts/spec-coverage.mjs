// npm run coverage: which rows of the feature catalogue (docs/requirements/FEATURES.md) a test names. A test names a
// row by putting its id in brackets in its title: test('[C-014] receiver accepts ...'). It reads files only and
// proves nothing about what the tests assert. Exit 0 always.
//   --missing    the rows no test names, under each section's count
//   --unknown    every id the repository cites that the catalogue lacks, with the files citing it: a bracketed id
//                in a test, or an id of a catalogue section (C-014) anywhere in the code, the docs or SQL
//   --repo=DIR   the repository to read (default: this one), its catalogue at docs/requirements/FEATURES.md
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** @typedef {Map<string, Set<string>>} Citations id -> the files (relative to the repository) that cite it */

const { values: options } = parseArgs({
  options: {
    missing: { type: 'boolean', default: false },
    unknown: { type: 'boolean', default: false },
    repo: { type: 'string', default: resolve(import.meta.dirname, '..') },
  },
});
const repo = resolve(options.repo);

const TEST_FILE = /\.(test|spec|e2e)\.(ts|tsx|js|mjs|cjs|jsx)$/;
const TEXT_FILE = /\.(ts|tsx|js|mjs|cjs|jsx|md|sql)$/;
const SKIP = new Set([
  'node_modules',
  '.git',
  'dist',
  'build',
  'coverage',
  'data',
  'test-results',
  'playwright-report',
]);

/** The catalogue's rows, id -> behaviour, in the catalogue's order. */
function readCatalogue() {
  /** @type {Map<string, string>} */
  const rows = new Map();
  for (const line of readFileSync(join(repo, 'docs/requirements/FEATURES.md'), 'utf8').split('\n')) {
    const row = /^\|\s*([A-Z]-\d{3})\s*\|\s*(.*?)\s*\|/.exec(line);
    if (row?.[1] !== undefined) rows.set(row[1], row[2] ?? '');
  }
  return rows;
}

/** @param {string} dir @returns {string[]} every text file under dir, the skipped folders left out */
function textFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(path);
    return entry.isFile() && TEXT_FILE.test(entry.name) ? [path] : [];
  });
}

/** @param {Citations} citations @param {string} id @param {string} file */
function cite(citations, id, file) {
  citations.set(id, (citations.get(id) ?? new Set()).add(file));
}

const rows = readCatalogue();
const sections = [...new Set([...rows.keys()].map((id) => id[0]))].join('');
const anyCitation = sections === '' ? undefined : new RegExp(String.raw`\b[${sections}]-\d{3}\b`, 'g');
/** @type {Citations} */
const namedByTests = new Map();
/** @type {Citations} */
const cited = new Map();
for (const path of textFiles(repo)) {
  const file = relative(repo, path);
  const text = readFileSync(path, 'utf8');
  if (TEST_FILE.test(file)) {
    for (const [, id] of text.matchAll(/\[([A-Z]-\d{3})\]/g)) if (id !== undefined) cite(namedByTests, id, file);
  }
  if (anyCitation) for (const [id] of text.matchAll(anyCitation)) cite(cited, id, file);
}

/** @type {Map<string, { total: number, named: number, missing: string[] }>} */
const bySection = new Map();
for (const id of rows.keys()) {
  const section = bySection.get(id[0] ?? '') ?? { total: 0, named: 0, missing: [] };
  section.total++;
  if (namedByTests.has(id)) section.named++;
  else section.missing.push(id);
  bySection.set(id[0] ?? '', section);
}
let total = 0;
let named = 0;
for (const [letter, section] of bySection) {
  total += section.total;
  named += section.named;
  console.log(`${letter}-  ${String(section.named).padStart(4)} of ${String(section.total).padEnd(4)} named by a test`);
  if (options.missing && section.missing.length > 0) console.log(`     missing: ${section.missing.join(' ')}`);
}
const unknownInTests = [...namedByTests.keys()].filter((id) => !rows.has(id));
if (unknownInTests.length > 0) console.log(`IDs named by tests but not in the catalogue: ${unknownInTests.join(' ')}`);
console.log(
  `${named} of ${total} catalogue rows are named by a test (${total ? Math.round((100 * named) / total) : 0}%)`,
);

if (options.unknown) {
  for (const [id, files] of namedByTests) for (const file of files) cite(cited, id, file);
  const unknown = [...cited].filter(([id]) => !rows.has(id)).sort(([a], [b]) => a.localeCompare(b));
  console.log(`IDs cited but not in the catalogue:${unknown.length === 0 ? ' none' : ''}`);
  for (const [id, files] of unknown) console.log(`     ${id}: ${[...files].sort().join(' ')}`);
}
