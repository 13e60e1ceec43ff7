import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import './options.css';
import { render } from 'preact';
import { sendToBackground } from '../../lib/messages/send';
import { requestHostPermission } from '../../lib/settings/host-permission';
import { OptionsPage } from './OptionsPage';

const root = document.getElementById('app');
if (root) {
  render(<OptionsPage send={sendToBackground} requestPermission={requestHostPermission} />, root);
}
