import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The yardstick for what Lisan's content script costs a page load (issue 13): the least a
 * double-click dictionary can inject, one trusted `dblclick` listener that reads the
 * selection, with the same matches, frames and timing as Lisan's. Written afresh for each
 * run into a temporary folder, so it is built by the same bench that measures it.
 */
export function writeReferenceExtension(): string {
  const dir = mkdtempSync(join(tmpdir(), 'lisan-bench-reference-'));
  const manifest = {
    manifest_version: 3,
    name: 'Reference double-click listener',
    version: '1.0.0',
    content_scripts: [
      {
        matches: ['<all_urls>'],
        js: ['content.js'],
        all_frames: true,
        match_about_blank: true,
        run_at: 'document_end',
      },
    ],
  };
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(manifest, null, 2));
  writeFileSync(
    join(dir, 'content.js'),
    "addEventListener('dblclick', (event) => { if (event.isTrusted) String(getSelection()); }, true);\n",
  );
  return dir;
}
