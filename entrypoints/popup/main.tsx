import '../../lib/zod-jitless';
import { browser } from 'wxt/browser';
import { readUiLanguageHint } from '../../lib/i18n/language-hint';
import { sendToBackground } from '../../lib/messages/send';
import { mountPopup } from './mount';
import { selectedWordInActiveTab } from './selection';

// The stylesheet is inlined in index.html, which also holds the search field: the field
// is drawn and focused before this script loads.

const openOptions = () => {
  void browser.runtime.openOptionsPage().catch(() => undefined);
  // The options page opens in a tab; the popup would otherwise cover it.
  window.close();
};

const root = document.getElementById('app');
if (root) {
  mountPopup(
    root,
    {
      send: sendToBackground,
      getSelection: selectedWordInActiveTab,
      openOptions,
      uiLanguageHint: readUiLanguageHint(),
    },
    location.search,
  );
}
