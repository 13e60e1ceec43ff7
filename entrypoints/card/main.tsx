import '../../components/pages/page.css';
import './card.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../lib/messages/send';
import { CardPage } from './CardPage';
import { postToParent } from './parent-channel';
import { parentTickets } from './ticket';

const root = document.getElementById('app');
if (root) {
  render(
    <CardPage
      tickets={parentTickets}
      send={sendToBackground}
      post={postToParent}
      openOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />,
    root,
  );
}
