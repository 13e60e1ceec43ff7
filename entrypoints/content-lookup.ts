import type { UnlistedScriptDefinition } from 'wxt';
import { createController } from './content/controller';
import type { LookupPart } from './content/loader';

/**
 * The content script's lazily loaded part: word finding, the card frame, the Look up
 * button, the page-side defences. Built as an ES module (wxt.config.ts, LOOKUP_PART) that
 * the loader (content-script.ts) imports the first time the reader may look something up in
 * a frame; listed as web-accessible, which a content script's import needs.
 */
export default {
  main: (): LookupPart => ({ createController }),
} satisfies UnlistedScriptDefinition;
