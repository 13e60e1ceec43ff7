import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOTICES_FILE, SHIPPED_SOURCES } from '../../lib/about/sources';
import { FIRST_BUILD, PACKAGES, ROOT, zipFiles, zipPath } from './zips';

interface LockedPackage {
  version: string;
  license?: string;
  dev?: boolean;
}

/**
 * The packages a user installs with Lisan: the lockfile's production packages (what
 * package.json's dependencies pull in), each with the version the lockfile pins.
 */
function productionPackages(): { name: string; version: string; license: string }[] {
  const lock = JSON.parse(readFileSync(join(ROOT, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, LockedPackage>;
  };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev)
    .map(([path, entry]) => ({
      name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length),
      version: entry.version,
      license: entry.license ?? '',
    }));
}

/** Style sheets and fonts only: no code of theirs is bundled; they are named as fonts. */
const FONT_PACKAGES = new Set(['@fontsource/noto-naskh-arabic']);

describe('the notices file', () => {
  for (const kind of PACKAGES) {
    it(`is in the ${kind} package and names every third-party part it ships`, async () => {
      const files = await zipFiles(zipPath(FIRST_BUILD, kind));
      const notices = files.get(NOTICES_FILE)?.toString('utf8') ?? '';
      expect(notices).toContain('under the MIT licence');
      const production = productionPackages();
      expect(production.length).toBeGreaterThan(3);
      for (const pkg of production) {
        if (FONT_PACKAGES.has(pkg.name)) continue;
        expect(notices).toContain(`${pkg.name} ${pkg.version}\nLicence: ${pkg.license}`);
      }
      for (const source of SHIPPED_SOURCES) {
        expect(notices).toContain(source.attribution);
        expect(notices).toContain(`Licence: ${source.licence}`);
      }
      expect(notices).toContain('SIL OPEN FONT LICENSE Version 1.1');
      // The lemma list's own notice, which the notices file points to, is there too.
      expect(files.has('lemmas/NOTICE.txt')).toBe(true);
    });
  }
});
