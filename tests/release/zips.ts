import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import JSZip from 'jszip';

export const ROOT = join(import.meta.dirname, '../..');
export const VERSION = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
  .version as string;

/** Where the release under test is built, beside (not over) the suites' .output. */
export const FIRST_BUILD = '.output-release';

export const PACKAGES = ['chrome', 'firefox'] as const;
export type Package = (typeof PACKAGES)[number] | 'sources';

/** `npm run zip` in a folder, the zips written under `outDir` (relative to that folder). */
export function runZip(cwd: string, outDir: string, env: NodeJS.ProcessEnv = process.env): void {
  execFileSync('npm', ['run', 'zip'], {
    cwd,
    env: { ...env, LISAN_OUT_DIR: outDir },
    stdio: 'pipe',
  });
}

/** A zip `npm run zip` made in `folder` (the repository's root by default). */
export function zipPath(outDir: string, kind: Package, folder = ROOT): string {
  return join(folder, outDir, `lisan-${VERSION}-${kind}.zip`);
}

/** Every file of a zip, by path, as bytes. */
export async function zipFiles(path: string): Promise<Map<string, Buffer>> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const files = new Map<string, Buffer>();
  for (const entry of Object.values(zip.files)) {
    if (!entry.dir) files.set(entry.name, await entry.async('nodebuffer'));
  }
  return files;
}

export async function unzipTo(path: string, folder: string): Promise<void> {
  for (const [name, bytes] of await zipFiles(path)) {
    mkdirSync(dirname(join(folder, name)), { recursive: true });
    writeFileSync(join(folder, name), bytes);
  }
}
