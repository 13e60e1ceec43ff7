import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface ContentScriptSize {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

interface ManifestLike {
  content_scripts?: Array<{ js?: string[] }>;
}

/**
 * Every JS file the built manifest injects into pages, summed. Each file is gzipped on its
 * own (level 9) because each is fetched and stored on its own; with one file it makes no
 * difference.
 */
export function contentScriptSize(extensionDir: string): ContentScriptSize {
  const manifest = JSON.parse(
    readFileSync(join(extensionDir, 'manifest.json'), 'utf8'),
  ) as ManifestLike;
  const files = [...new Set((manifest.content_scripts ?? []).flatMap((entry) => entry.js ?? []))];
  if (files.length === 0) throw new Error(`no content scripts in ${extensionDir}/manifest.json`);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(extensionDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
