import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContentScript } from '@/lib/content/controller';

export default defineContentScript({
  matches: ['<all_urls>'],
  allFrames: true,
  matchAboutBlank: true,
  // document_end: listeners exist before the page's load event, so a reader (or a test)
  // never double-clicks into a page whose content script is not listening yet.
  runAt: 'document_end',
  main() {
    startContentScript();
  },
});
