import '../../components/pages/page.css';
import './card.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../lib/messages/send';
import { CardPage } from './CardPage';
import { postToParent } from './parent-channel';
import { ticketFromHash } from './ticket';

// Read once, then dropped from the address: the ticket is single-use and has done its job.
const ticket = ticketFromHash(location.hash);
try {
  history.replaceState(null, '', location.pathname);
} catch {
  // Not worth failing the card for.
}

const root = document.getElementById('app');
if (root) {
  render(
    <CardPage
      ticket={ticket}
      send={sendToBackground}
      post={postToParent}
      openOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />,
    root,
  );
}
