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
  return sizeOf(extensionDir, files);
}

/**
 * What the card's document (card.html) loads before its first script runs: its module
 * script and the chunks it preloads, then its stylesheets; each gzipped on its own.
 * Fonts and chunks imported later (a tab's panel on first open) are not counted.
 */
export function cardDocumentSize(extensionDir: string): {
  scripts: ContentScriptSize;
  styles: ContentScriptSize;
} {
  const html = readFileSync(join(extensionDir, 'card.html'), 'utf8');
  const linked = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? '');
  const scripts = [
    ...linked(/<script[^>]*\ssrc="\/([^"]+)"/g),
    ...linked(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
  ];
  const styles = linked(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"/g);
  return { scripts: sizeOf(extensionDir, scripts), styles: sizeOf(extensionDir, styles) };
}

function sizeOf(extensionDir: string, files: string[]): ContentScriptSize {
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const bytes = readFileSync(join(extensionDir, file));
    rawBytes += bytes.length;
    gzipBytes += gzipSync(bytes, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
