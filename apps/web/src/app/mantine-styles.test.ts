import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const srcDir = dirname(dirname(fileURLToPath(import.meta.url)));
const mantineDir = dirname(dirname(createRequire(import.meta.url).resolve('@mantine/core')));
const componentsDir = join(mantineDir, 'esm', 'components');

/** The app's module an import names (tests aside), or null for a package or a stylesheet. */
const resolveImport = (from: string, specifier: string): string | null => {
  const base = specifier.startsWith('@/')
    ? join(srcDir, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  return [`${base}.ts`, `${base}.tsx`].find((file) => existsSync(file)) ?? null;
};

const appFiles = (): string[] =>
  readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith('test'))
    .map((file) => join(srcDir, file));

const routerFile = join(srcDir, 'app', 'router.tsx');
const landingPageFile = join(srcDir, 'app', 'routes', 'home.tsx');

/**
 * The modules the landing can run before any other page loads: the entry, the landing page, and what they import,
 * also lazily (the dialogs it may open). The router's lazy imports are the pages, which bring the other sheet.
 */
const landingFiles = (): string[] => {
  const seen = new Set<string>();
  const visit = (file: string): void => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    const imports = [...source.matchAll(/^import\s+(?!type\s)(?:[^;]*?\sfrom\s+)?'([^']+)'/gm)];
    const lazyImports = file === routerFile ? [] : [...source.matchAll(/import\('([^']+)'\)/g)];
    for (const [, specifier = ''] of [...imports, ...lazyImports]) {
      const target = resolveImport(file, specifier);
      if (target !== null) visit(target);
    }
  };
  visit(join(srcDir, 'main.tsx'));
  visit(landingPageFile);
  return [...seen];
};

/** Every name the given modules import from @mantine/core. */
const importedNames = (files: string[]): Set<string> => {
  const names = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
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

describe('mantine-styles.css and mantine-styles-other-pages.css', () => {
  it("import the stylesheets of the Mantine components the app renders: the landing's first, the rest with the other pages; no other, in Mantine's own order", () => {
    const wholeSheet = readFileSync(join(mantineDir, 'styles.css'), 'utf8');
    const sheet = (name: string) => join(mantineDir, 'styles', `${name}.css`);
    const positionInWholeSheet = (name: string) => wholeSheet.indexOf(readFileSync(sheet(name), 'utf8').trim());
    const sheetsOf = (files: string[]) =>
      [...componentFoldersReached(importedNames(files))]
        .filter((folder) => existsSync(sheet(folder)))
        .sort((a, b) => positionInWholeSheet(a) - positionInWholeSheet(b));
    const landing = sheetsOf(landingFiles());
    const otherPages = sheetsOf(appFiles()).filter((name) => !landing.includes(name));

    const imported = (file: string) =>
      [
        ...readFileSync(join(srcDir, 'app', file), 'utf8').matchAll(
          /@import '@mantine\/core\/styles\/([\w-]+)\.css';/g,
        ),
      ].map(([, name]) => name);

    // No default-css-variables: the provider writes every variable itself (providers.tsx).
    expect(imported('mantine-styles.css')).toEqual(['baseline', 'global', ...landing]);
    expect(imported('mantine-styles-other-pages.css')).toEqual(otherPages);
  });
});
