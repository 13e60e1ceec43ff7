import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
/** `import x from '…'`, `import '…'`, `export { x } from '…'`; not `import type`, not import(). */
const STATIC_IMPORT = /^(?:import|export)(?!\s+type\b)(?:[^;'"]*?\sfrom)?\s*'([^']+)';/gm;
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/**
 * Every module a file loads before its code runs: its static, non-type imports and
 * re-exports, followed through the project's own source files. import() is left out: that is
 * what the page fetches after it has rendered. Packages are listed, not entered.
 */
function staticImports(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) return;
    for (const match of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      visit(resolveSpecifier(file, match[1] ?? ''));
    }
  };
  visit(resolve(ROOT, entry));
  return seen;
}

function resolveSpecifier(from: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  const base = resolve(dirname(from), specifier);
  const found = EXTENSIONS.map((extension) => base + extension).find(existsSync);
  if (!found) throw new Error(`${from} imports ${specifier}, which is not there`);
  return found;
}

describe('the popup’s first render', () => {
  const loaded = [...staticImports('entrypoints/popup/main.tsx')];

  it('is walked through to the packages it renders with', () => {
    expect(loaded).toContain('preact');
  });

  it('loads its own strings, not the options, welcome or notebook pages’ catalogues', () => {
    const catalogues = loaded.filter((module) => module.includes('/lib/i18n/'));
    expect(catalogues.filter((module) => /(pages|notebook)-messages\.ts$/.test(module))).toEqual(
      [],
    );
    expect(catalogues.some((module) => module.endsWith('popup-messages.ts'))).toBe(true);
  });
});
