import { useId, useLayoutEffect, useState } from 'preact/hooks';
import type { Send } from '../../lib/messages/send';
import { entryText } from '../../lib/notebook/copy-text';
import { afterNextPaint } from '../hooks/after-next-paint';
import { readingKind, splitByReading } from '../lead-entries';
import type { TabState } from '../useTabResults';
import { copyText } from './copy';
import { useArabicVoices } from './useArabicVoices';
import { useListen } from './useListen';
import { useNotebookText } from './useNotebookText';

/** How the results view reaches the notebook: the card passes its lookup session. */
export interface NotebookLink {
  send: Send<'notebook-record' | 'notebook-save' | 'notebook-is-saved' | 'lemma-audio'>;
  session?: string;
  /** The reader has not confirmed this card yet (an early card): record nothing until then. */
  held?: boolean;
  /**
   * In a page's card: whether the reader can see it now, asked before Save or unsave
   * changes the notebook (the same check as a lookup's: a page that fades or covers the
   * card and puts Save under the reader's click changes nothing).
   */
  seen?: () => Promise<boolean>;
}

/**
 * Save, Listen and Copy for the word shown. Once its senses have arrived, the lookup is
 * recorded in the history (the background decides whether history is on); none of this
 * calls the service.
 */
export function NotebookBar(props: { word: string; senses: TabState | undefined } & NotebookLink) {
  const t = useNotebookText();
  const id = useId();
  const { word, senses, send, session, held, seen } = props;
  const found = senses?.status === 'ok' ? senses.data : null;
  // In the order the card shows them: the notebook keeps the entry the reading leads with.
  const { leading, others } = splitByReading(
    found?.results.pos ?? [],
    found ? readingKind(found.analysis, found.matched) : null,
  );
  const entries = [...leading, ...others];
  const matched = found?.matched ?? null;
  // Only a word the lexicons answered is kept or offered to save: not a typo, not "xyz".
  const lemma = entries[0]?.lemma ?? null;
  const [saved, setSaved] = useState(false);
  const [speech, setSpeech] = useState({ voice: '', rate: 1 });
  const [status, setStatus] = useState('');
  const voices = useArabicVoices();
  const { byRecording, listen } = useListen({
    entries,
    lemma: lemma ?? '',
    speech,
    send,
    session,
    onPlayed: () => setStatus(t('bar.playingRecording')),
    onFailed: () => setStatus(t('bar.recordingFailed')),
  });

  // A layout effect: recorded as the answer renders, even in a frame the browser does not
  // paint yet (a card waiting to be revealed), and even if the reader closes it at once;
  // sent once that frame is painted, so it waits for no message nor for their answers.
  useLayoutEffect(() => {
    if (matched === null || lemma === null || held) return;
    let live = true;
    const withSession = session === undefined ? {} : { session };
    afterNextPaint(() => {
      void send({ type: 'notebook-record', word, matched, lemma, ...withSession });
      void send({ type: 'notebook-is-saved', matched }).then((answer) => {
        if (!live || !answer.ok) return;
        setSaved(answer.saved);
        setSpeech({ voice: answer.voice, rate: answer.rate });
      });
    });
    return () => {
      live = false;
    };
  }, [send, session, word, matched, lemma, held]);

  if (matched === null || lemma === null) return null;

  const toggleSave = async () => {
    if (seen && !(await seen())) return;
    const next = !saved;
    const withSession = session === undefined ? {} : { session };
    const answer = await send({
      type: 'notebook-save',
      word,
      matched,
      lemma,
      saved: next,
      ...withSession,
    });
    if (!answer.ok) return;
    setSaved(answer.saved);
    setStatus(t(answer.saved ? 'bar.saved' : 'bar.unsaved'));
  };
  const copy = async () => {
    const text = entries.length > 0 ? entryText(entries) : lemma;
    setStatus(t((await copyText(text)) ? 'bar.copied' : 'bar.copyFailed'));
  };
  // With a recording, Listen works without a voice (the voice is only its fallback).
  const noVoice = voices.length === 0 && !byRecording;

  return (
    <fieldset class="lisan-notebook-bar" aria-label={t('bar.label')}>
      <button
        type="button"
        class="lisan-button"
        aria-pressed={saved}
        onClick={() => void toggleSave()}
      >
        <span aria-hidden="true">{saved ? '★ ' : '☆ '}</span>
        {t('bar.save')}
      </button>
      <button
        type="button"
        class="lisan-button"
        disabled={noVoice}
        aria-describedby={noVoice ? `${id}-no-voice` : undefined}
        title={noVoice ? t('bar.noVoice') : undefined}
        onClick={() => void listen()}
      >
        {t('bar.listen')}{' '}
        <span class="lisan-notebook-bar__source">
          {t(byRecording ? 'bar.byRecording' : 'bar.byVoice')}
        </span>
      </button>
      <button type="button" class="lisan-button" onClick={() => void copy()}>
        {t('bar.copy')}
      </button>
      {noVoice ? (
        <span id={`${id}-no-voice`} class="lisan-sr-only">
          {t('bar.noVoice')}
        </span>
      ) : null}
      <span role="status" class="lisan-notebook-bar__status">
        {status}
      </span>
    </fieldset>
  );
}
