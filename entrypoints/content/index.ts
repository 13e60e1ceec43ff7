import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from './controller';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  matchAboutBlank: true,
  // document_end: listeners exist before the page's load event, so a reader (or a test)
  // never double-clicks into a page whose content script is not listening yet.
  runAt: 'document_end',
  // WXT would otherwise window.postMessage a "script started" notice whose type holds the
  // extension's static id, telling every page that Lisan is installed (use_dynamic_url is
  // there to prevent that). WXT still sends it as a DOM event, which a page can only listen
  // for if it already knows the id.
  noScriptStartedPostMessage: true,
  main() {
    startContentScript();
  },
});
