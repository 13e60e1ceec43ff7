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
  /** MV3 lists objects, MV2 (Firefox) plain paths. */
  web_accessible_resources?: Array<string | { resources?: string[] }>;
}

function readManifest(extensionDir: string): ManifestLike {
  return JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as ManifestLike;
}

/**
 * What every page and frame pays: every JS file the built manifest injects into pages,
 * summed. Each file is gzipped on its own (level 9) because each is fetched and stored on
 * its own; with one file it makes no difference.
 */
export function contentScriptSize(extensionDir: string): ContentScriptSize {
  const manifest = readManifest(extensionDir);
  const files = [...new Set((manifest.content_scripts ?? []).flatMap((entry) => entry.js ?? []))];
  if (files.length === 0) throw new Error(`no content scripts in ${extensionDir}/manifest.json`);
  return sizeOf(extensionDir, files);
}

/**
 * What a frame pays more at its first lookup: the JS files the manifest makes
 * web-accessible, which only the content script imports (the card's own scripts are
 * loaded by card.html, not listed).
 */
export function lazyContentSize(extensionDir: string): ContentScriptSize {
  const listed = (readManifest(extensionDir).web_accessible_resources ?? []).flatMap((entry) =>
    typeof entry === 'string' ? [entry] : (entry.resources ?? []),
  );
  return sizeOf(
    extensionDir,
    listed.filter((file) => file.endsWith('.js')),
  );
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
