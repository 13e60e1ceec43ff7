import type { UnlistedScriptDefinition } from 'wxt';
import { startContentScript } from './content/controller';

/**
 * The content script, built as a plain script and listed in the manifest by wxt.config.ts
 * (CONTENT_SCRIPT), not as a WXT content script: WXT's content-script runtime dispatches a
 * DOM event named after the extension id on every page load (a page could tell Lisan is
 * installed) and costs script time on every page. Lisan needs none of it: it only adds
 * listeners, which check that the extension is still alive when they fire.
 */
// The definition itself rather than defineUnlistedScript(), which would ship its
// argument-normalising wrapper in every page.
export default { main: startContentScript } satisfies UnlistedScriptDefinition;
