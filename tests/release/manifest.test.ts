import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { FIRST_BUILD, PACKAGES, ROOT, VERSION, zipFiles, zipPath } from './zips';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer | undefined): [number, number] {
  if (!bytes) return [0, 0];
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

describe('the packages’ manifests, as the stores read them', () => {
  for (const kind of PACKAGES) {
    it(`${kind}: package.json’s version, a homepage, every icon size the stores ask for, a name and description in English and Arabic`, async () => {
      const files = await zipFiles(zipPath(FIRST_BUILD, kind));
      const manifest = JSON.parse(String(files.get('manifest.json')));
      expect(manifest.version).toBe(VERSION);
      expect(manifest.homepage_url).toMatch(/^https:\/\//);
      for (const size of [16, 32, 48, 128]) {
        const icon = manifest.icons[String(size)] as string;
        expect(pngSize(files.get(icon))).toEqual([size, size]);
      }
      expect(manifest.name).toBe('__MSG_extName__');
      expect(manifest.description).toBe('__MSG_extDescription__');
      expect(manifest.default_locale).toBe('en');
      for (const lang of ['en', 'ar']) {
        const messages = JSON.parse(String(files.get(`_locales/${lang}/messages.json`)));
        expect(messages.extName.message.length).toBeGreaterThan(0);
        // The stores cut a description at 132 characters.
        expect(messages.extDescription.message.length).toBeLessThanOrEqual(132);
      }
    });
  }
});

it('docs/store/chrome-review.md gives a reason for every permission the Chrome manifest asks for', async () => {
  const manifest = JSON.parse(
    String((await zipFiles(zipPath(FIRST_BUILD, 'chrome'))).get('manifest.json')),
  );
  const review = readFileSync(join(ROOT, 'docs/store/chrome-review.md'), 'utf8');
  const asked: string[] = [
    ...manifest.permissions,
    ...manifest.host_permissions,
    ...manifest.optional_host_permissions,
    ...manifest.content_scripts.flatMap((script: { matches: string[] }) => script.matches),
  ];
  const rows = review.split('\n').filter((line) => line.startsWith('| '));
  for (const permission of asked) {
    expect(rows.some((row) => row.includes(`\`${permission}\``))).toBe(true);
  }
});
