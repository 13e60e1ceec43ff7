import { useEffect, useState } from 'preact/hooks';
import { hasArabicLetter } from '../../lib/arabic/page';
import type { Send } from '../../lib/messages/send';
import type { HistoryRow } from '../../lib/notebook/types';
import { usePopupText } from './usePopupText';

const SHOWN = 8;

/**
 * The words looked up last, newest first, one per lemma. Each opens its results, which the
 * cache answers: showing them again spends no call.
 */
export function RecentWords(props: { send: Send; onPick: (word: string) => void }) {
  const t = usePopupText();
  const [recent, setRecent] = useState<HistoryRow[]>([]);
  useEffect(() => {
    let live = true;
    void props.send({ type: 'notebook-list' }).then((answer) => {
      if (!live || !answer.ok) return;
      const seen = new Set<string>();
      // Arabic words only: rows kept before the history refused others may hold "xyz".
      const unique = answer.history.filter(
        (row) => hasArabicLetter(row.word) && !seen.has(row.matched) && seen.add(row.matched),
      );
      setRecent(unique.slice(0, SHOWN));
    });
    return () => {
      live = false;
    };
  }, [props.send]);
  if (recent.length === 0) return null;
  return (
    <nav class="popup-recent" aria-label={t('notebook.recent')}>
      <h2 class="popup-recent__heading">{t('notebook.recent')}</h2>
      <ul lang="ar" dir="rtl">
        {recent.map((row) => (
          <li key={row.id}>
            <button
              type="button"
              class="page-link"
              lang="ar"
              dir="rtl"
              onClick={() => props.onPick(row.word)}
            >
              {row.lemma}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
