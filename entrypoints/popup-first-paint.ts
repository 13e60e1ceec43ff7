import type { UnlistedScriptDefinition } from 'wxt';
import { paintInReadersLanguage } from './popup/first-paint';

/**
 * popup.html's <head> script: a classic script of its own (no module, no Preact, no
 * polyfill), since the MV3 and Firefox CSPs forbid inline scripts. See popup/first-paint.ts.
 */
// The definition itself rather than defineUnlistedScript() (see content-script.ts).
export default {
  main: () => paintInReadersLanguage(document),
} satisfies UnlistedScriptDefinition;
