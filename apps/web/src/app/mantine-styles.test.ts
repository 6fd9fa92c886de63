import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));
const mantineDir = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/core')));
const componentsDir = join(mantineDir, 'esm', 'components');

/** Every name the app's own code (tests aside) imports from @mantine/core. */
const importedNames = (): Set<string> => {
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'),
  );
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(srcDir, file), 'utf8');
    for (const [, list = ''] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@mantine\/core'/g)) {
      for (const item of list.split(',')) {
        const name = item.trim().split(/\s+as\s+/)[0] ?? '';
        if (name !== '' && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
};

/** The component (and shared part) folders a component's module reaches through its imports: what it renders inside. */
const componentFoldersReached = (names: Set<string>): Set<string> => {
  const seen = new Set<string>();
  const folders = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    // A component's folder, or a shared part's (utils/InlineInput of Radio and Checkbox has its own sheet too).
    const [area, folder = ''] = relative(dirname(componentsDir), file).split('/');
    if (area === 'components' || area === 'utils') folders.add(folder);
    for (const [, target = ''] of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g))
      visit(resolve(dirname(file), target));
  };
  for (const name of names) {
    const entry = join(componentsDir, name, `${name}.mjs`);
    if (existsSync(entry)) visit(entry);
  }
  return folders;
};

describe('mantine-styles.css', () => {
  it("imports the stylesheet of every Mantine component the app renders, no other, in Mantine's own order", () => {
    const wholeSheet = readFileSync(join(mantineDir, 'styles.css'), 'utf8');
    const sheet = (name: string) => join(mantineDir, 'styles', `${name}.css`);
    const positionInWholeSheet = (name: string) => wholeSheet.indexOf(readFileSync(sheet(name), 'utf8').trim());
    const needed = [...componentFoldersReached(importedNames())]
      .filter((folder) => existsSync(sheet(folder)))
      .sort((a, b) => positionInWholeSheet(a) - positionInWholeSheet(b));

    const imported = [
      ...readFileSync(join(srcDir, 'app', 'mantine-styles.css'), 'utf8').matchAll(
        /@import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
      ),
    ].map(([, name]) => name);

    expect(imported).toEqual(['baseline', 'default-css-variables', 'global', ...needed]);
  });
});
