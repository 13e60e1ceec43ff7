import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import './welcome.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../lib/messages/send';
import { WelcomePage } from './WelcomePage';

const root = document.getElementById('app');
if (root) {
  render(
    <WelcomePage
      send={sendToBackground}
      openOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />,
    root,
  );
}
