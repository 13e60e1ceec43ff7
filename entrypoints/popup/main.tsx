import '../../lib/zod-jitless';
// The stylesheets are inlined in index.html.
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../lib/messages/send';
import { PopupPage } from './PopupPage';
import { selectedWordInActiveTab } from './selection';

const openOptions = () => {
  void browser.runtime.openOptionsPage().catch(() => undefined);
  // The options page opens in a tab; the popup would otherwise cover it.
  window.close();
};

const root = document.getElementById('app');
if (root) {
  render(
    <PopupPage
      send={sendToBackground}
      getSelection={selectedWordInActiveTab}
      openOptions={openOptions}
    />,
    root,
  );
}
