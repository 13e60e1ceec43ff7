import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import './card.css';
import { render } from 'preact';
import { browser } from 'wxt/browser';
import { sendToBackground } from '../../lib/messages/send';
import { onAnswersChanged } from '../../lib/settings/answers-changed';
import { CardPage } from './CardPage';
import { postToParent } from './parent-channel';
import { parentTickets } from './ticket';

const root = document.getElementById('app');
if (root) {
  render(
    <CardPage
      tickets={parentTickets}
      answersChanged={onAnswersChanged}
      send={sendToBackground}
      post={postToParent}
      openOptions={() => void browser.runtime.openOptionsPage().catch(() => undefined)}
    />,
    root,
  );
}
