import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bumpVersion } from '../../../scripts/version-bump';

const FILES = ['package.json', 'package-lock.json', 'CHANGELOG.md'];
let folder = '';
const read = (file: string) => readFileSync(join(folder, file), 'utf8');
const current = () => JSON.parse(readFileSync('package.json', 'utf8')).version as string;

/** A version above the repository's, whatever it is now. */
function nextMinor(): string {
  const [major, minor] = current().split('.').map(Number);
  return `${major}.${(minor ?? 0) + 1}.0`;
}

/** The lines of a file that differ from the repository's copy. */
function changedLines(file: string): string[] {
  const before = readFileSync(file, 'utf8').split('\n');
  return read(file)
    .split('\n')
    .filter((line, index) => line !== before[index]);
}

beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'lisan-bump-'));
  for (const file of FILES) cpSync(file, join(folder, file));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('npm run version:bump', () => {
  it('sets the version in package.json (which WXT writes into both manifests) and the lockfile, and nothing else there', () => {
    const version = nextMinor();
    bumpVersion(folder, version, '2027-01-02');
    expect(JSON.parse(read('package.json')).version).toBe(version);
    const lock = JSON.parse(read('package-lock.json'));
    expect([lock.version, lock.packages[''].version]).toEqual([version, version]);
    expect(changedLines('package.json')).toEqual([`  "version": "${version}",`]);
    expect(changedLines('package-lock.json')).toEqual([
      `  "version": "${version}",`,
      `      "version": "${version}",`,
    ]);
  });

  it('turns the changelog’s Unreleased section into the release, under a new empty one', () => {
    const version = nextMinor();
    const unreleased = readFileSync('CHANGELOG.md', 'utf8')
      .split('## [Unreleased]')[1]
      ?.split('\n## [')[0];
    bumpVersion(folder, version, '2027-01-02');
    const changelog = read('CHANGELOG.md');
    expect(changelog).toContain(`## [Unreleased]\n\n## [${version}] - 2027-01-02${unreleased}`);
    expect(changelog).toContain(
      `[Unreleased]: https://github.com/lisan-reader/lisan/compare/v${version}...HEAD`,
    );
    expect(changelog).toContain(
      `[${version}]: https://github.com/lisan-reader/lisan/compare/v${current()}...v${version}`,
    );
  });

  it('refuses a version that is not newer, or that a browser manifest cannot carry, and changes nothing', () => {
    for (const bad of [current(), '0.0.1', '1.0.0-beta.1', 'v1.0.0', '']) {
      expect(() => bumpVersion(folder, bad, '2027-01-02')).toThrow();
    }
    for (const file of FILES) expect(read(file)).toBe(readFileSync(file, 'utf8'));
  });
});
