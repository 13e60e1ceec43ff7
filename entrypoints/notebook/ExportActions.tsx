import { useState } from 'preact/hooks';
import { useNotebookText } from '../../components/notebook/useNotebookText';
import type { Send } from '../../lib/messages/send';
import { ankiNote, ankiTsv } from '../../lib/notebook/anki';
import { notebookCsv } from '../../lib/notebook/csv';
import type { ExportRow, NotebookList } from '../../lib/notebook/export-row';
import type { AnkiDelivery } from './delivery';

/**
 * Export CSV, Export for Anki and Send to Anki for one list. The rows come with what the
 * answer cache holds for each word: no export ever calls the service.
 */
export function ExportActions(props: {
  send: Send;
  list: NotebookList;
  download: (name: string, text: string, type: string) => void;
  anki: AnkiDelivery;
}) {
  const t = useNotebookText();
  const [status, setStatus] = useState<{ text: string; error: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const withRows = async (act: (rows: ExportRow[]) => Promise<string> | string) => {
    setBusy(true);
    try {
      const answer = await props.send({ type: 'notebook-export', list: props.list });
      if (!answer.ok) {
        setStatus({ text: t('notebook.exportFailed'), error: true });
      } else if (answer.rows.length === 0) {
        setStatus({ text: t('notebook.nothingToExport'), error: false });
      } else {
        setStatus({ text: await act(answer.rows), error: false });
      }
    } finally {
      setBusy(false);
    }
  };

  const day = new Date().toISOString().slice(0, 10);
  const save = (kind: 'csv' | 'anki') =>
    withRows((rows) => {
      const file = kind === 'csv' ? `lisan-${props.list}-${day}.csv` : `lisan-anki-${day}.txt`;
      props.download(
        file,
        kind === 'csv' ? notebookCsv(rows) : ankiTsv(rows),
        kind === 'csv' ? 'text/csv;charset=utf-8' : 'text/tab-separated-values;charset=utf-8',
      );
      return t('notebook.exported', { file, count: rows.length });
    });

  const sendToAnki = () =>
    withRows(async (rows) => {
      setStatus({ text: t('notebook.ankiSending'), error: false });
      const result = await props.anki(rows.map(ankiNote));
      if (result.ok) return t('notebook.ankiAdded', { count: result.added });
      if (result.reason === 'no-permission') return t('notebook.ankiNoPermission');
      if (result.reason === 'refused') {
        return t('notebook.ankiRefused', { detail: result.detail ?? '' });
      }
      return t('notebook.ankiUnreachable');
    });

  return (
    <div class="page-actions notebook-actions">
      <button type="button" class="page-button" disabled={busy} onClick={() => void save('csv')}>
        {t('notebook.exportCsv')}
      </button>
      <button type="button" class="page-button" disabled={busy} onClick={() => void save('anki')}>
        {t('notebook.exportAnki')}
      </button>
      <button type="button" class="page-button" disabled={busy} onClick={() => void sendToAnki()}>
        {t('notebook.sendAnki')}
      </button>
      <p
        role="status"
        class={`page-status ${status?.error ? 'page-status--error' : 'page-status--success'}`}
      >
        {status?.text ?? ''}
      </p>
    </div>
  );
}
