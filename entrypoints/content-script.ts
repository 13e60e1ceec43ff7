import type { UnlistedScriptDefinition } from 'wxt';
import { type LookupPart, startContentScript } from './content/loader';

/**
 * The content script's loader: what every page and frame runs (content/loader.ts). Built as
 * a plain script and listed in the manifest by wxt.config.ts (CONTENT_SCRIPT), not as a WXT
 * content script: WXT's content-script runtime dispatches a DOM event named after the
 * extension id on every page load (a page could tell Lisan is installed) and costs script
 * time on every page. The rest (content-lookup.ts) is imported from the extension, in this
 * script's own isolated world, the first time the reader may look something up.
 */
// `chrome.runtime.getURL` written out (Firefox has `chrome` too): Firefox's add-on linter
// accepts an import of the extension's own file only in this form, and warns at any other.
// Read at the first lookup, never at load (extension-api.ts says why).
const loadLookupPart = async (): Promise<LookupPart> =>
  (await import(/* @vite-ignore */ chrome.runtime.getURL('/content-lookup.js'))).default;

// The definition itself rather than defineUnlistedScript(), which would ship its
// argument-normalising wrapper in every page.
export default {
  main: () => startContentScript(loadLookupPart),
} satisfies UnlistedScriptDefinition;
