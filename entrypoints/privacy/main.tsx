import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import './privacy.css';
import { render } from 'preact';
import { sendToBackground } from '../../lib/messages/send';
import { PrivacyPage } from './PrivacyPage';

const root = document.getElementById('app');
if (root) {
  const asked = new URLSearchParams(location.search).get('lang');
  render(<PrivacyPage send={sendToBackground} askedLanguage={asked} />, root);
}
