import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import './card.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { onAnswersChanged } from '../../lib/settings/answers-changed';
import { CardPage } from './CardPage';
import { sendFromCard } from './card-send';
import { parentTickets } from './ticket';

// Listening before the first render: the ticket comes on the frame's load.
const tickets = parentTickets();
const root = document.getElementById('app');
if (root) {
  render(
    <CardPage
      tickets={tickets}
      answersChanged={onAnswersChanged}
      send={sendFromCard}
      openOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />,
    root,
  );
}
