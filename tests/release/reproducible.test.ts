import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_BUILD, PACKAGES, runZip, unzipTo, zipFiles, zipPath } from './zips';

/**
 * What addons.mozilla.org's reviewers do with the sources package: unpack it in an empty
 * folder, follow SOURCE-BUILD.md (npm ci && npm run zip), and compare with what was
 * submitted. Every file of both packages must come out byte for byte the same.
 */
describe('a rebuild from the sources package', () => {
  const folder = mkdtempSync(join(tmpdir(), 'lisan-rebuild-'));

  beforeAll(async () => {
    await unzipTo(zipPath(FIRST_BUILD, 'sources'), folder);
    execFileSync('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: folder,
      stdio: 'pipe',
    });
    // As a reviewer's shell runs it: no NODE_ENV (the first build ran under vitest's "test").
    const { NODE_ENV: _, ...reviewerEnv } = process.env;
    runZip(folder, '.output', reviewerEnv);
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('follows SOURCE-BUILD.md, which the sources package carries', async () => {
    const sources = await zipFiles(zipPath(FIRST_BUILD, 'sources'));
    expect(String(sources.get('SOURCE-BUILD.md'))).toContain('npm ci && npm run zip');
  });

  for (const kind of PACKAGES) {
    it(`makes the same ${kind} package, file for file and byte for byte`, async () => {
      const first = await zipFiles(zipPath(FIRST_BUILD, kind));
      const again = await zipFiles(zipPath('.output', kind, folder));
      expect([...again.keys()].sort()).toEqual([...first.keys()].sort());
      const differing = [...first].filter(([name, bytes]) => !again.get(name)?.equals(bytes));
      expect(differing.map(([name]) => name)).toEqual([]);
    });
  }
});
