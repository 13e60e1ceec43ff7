import '../../lib/zod-jitless';
import { browser } from 'wxt/browser';
import { uiLanguageSetting } from '../../lib/i18n/languages';
import { sendToBackground } from '../../lib/messages/send';
import { mountPopup } from './mount';
import { selectedWordInActiveTab } from './selection';

// The stylesheet is inlined in index.html, which also holds the search field: the field
// is drawn and focused, in the page's language, before this script loads.

const openOptions = () => {
  void browser.runtime.openOptionsPage().catch(() => undefined);
  // The options page opens in a tab; the popup would otherwise cover it.
  window.close();
};

const root = document.getElementById('app');
// Each language has its own page (lib/i18n/popup-pages.ts), its language written on <html>.
const pageLanguage = document.documentElement.lang;
if (root) {
  mountPopup(
    root,
    {
      send: sendToBackground,
      getSelection: selectedWordInActiveTab,
      openOptions,
      pageLanguage: uiLanguageSetting(pageLanguage) ?? 'auto',
    },
    location.search,
  );
}
