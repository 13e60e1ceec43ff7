import '../../lib/zod-jitless';
import '../../components/pages/page.css';
import '../../components/results.css';
import '../../components/results-entries.css';
import './notebook.css';
import { render } from 'preact';
import { sendToBackground } from '../../lib/messages/send';
import { ankiDelivery, downloadFile } from './delivery';
import { NotebookPage } from './NotebookPage';

const root = document.getElementById('app');
if (root) {
  render(
    <NotebookPage send={sendToBackground} download={downloadFile} anki={ankiDelivery} />,
    root,
  );
}
