import { useEffect, useId, useMemo, useRef } from 'preact/hooks';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useI18n } from '../../components/I18nContext';
import { ResultsView } from '../../components/ResultsView';
import type { AnswerMemory } from './answer-memory';
import type { CardSend } from './card-send';
import type { CardLink, CardState } from './card-session';
import { useCardText } from './useCardText';
import { useCardTransport } from './useCardTransport';
import { useSelectedTabFocus } from './useSelectedTabFocus';

export function CardBody(props: {
  card: CardState;
  send: CardSend;
  link: CardLink;
  memory: AnswerMemory;
  openOptions: () => void;
}) {
  const t = useCardText();
  const { lang } = useI18n();
  const root = useRef<HTMLElement>(null);
  const helpId = useId();
  const { card, send, link, memory } = props;
  const { fetchTab, sight, seen } = useCardTransport(card, send, memory, link, root);
  useDocumentLanguage(lang, 'Lisan');
  const ready = card.state === 'ready' ? card : null;
  const session = ready?.session;
  const held = ready?.early === true;
  const notebook = useMemo(() => ({ send, session, held, seen }), [send, session, held, seen]);
  // Drawn with the word in one render: nothing to wait for when the card has its Senses.
  const opening = useMemo(
    () => (ready ? memory.opening(ready.word, ready.senses) : undefined),
    [ready, memory],
  );
  // An early word the card does not remember waits, undrawn, for its dblclick.
  const drawn = ready && (opening || !held) ? ready : null;

  // The content script sizes the frame to fit the card. A size drawn in a fallback face is
  // not sent: the Arabic face, loaded at the first Arabic text, makes lines taller, and the
  // card would take a third height (300 → 356 → 366) in its first half second. Observed
  // afresh for each word drawn: an observer reports only a change, and a card emptied while
  // hidden (no layout there) and shown again as tall as before would report nothing, its
  // host left at the skeleton's size.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const fonts = document.fonts;
      const tell = () =>
        link.tell({ type: 'size', height: element.getBoundingClientRect().height });
      if (fonts?.status === 'loading') void fonts.ready.then(tell);
      else tell();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [link, drawn]);
  useSelectedTabFocus(root, drawn ? drawn.claim : 0);

  return (
    <main ref={root} class="card">
      {drawn ? (
        <>
          <h1 class="lisan-sr-only">{t('card.title')}</h1>
          {/* Help in a corner rather than a footer line under every word. */}
          <a
            class="card-help"
            href="welcome.html"
            target="_blank"
            rel="noopener"
            title={t('card.noKeyHere')}
            aria-describedby={helpId}
          >
            <span aria-hidden="true">?</span>
            <span class="lisan-sr-only">{t('card.help')}</span>
          </a>
          <span id={helpId} class="lisan-sr-only">
            {t('card.noKeyHere')}
          </span>
          <button
            type="button"
            class="card-close"
            aria-label={t('card.close')}
            title={t('card.close')}
            onClick={() => link.tell({ type: 'close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
          <ResultsView
            key={drawn.claim}
            word={drawn.word}
            fetchTab={fetchTab}
            opening={opening}
            onOpenOptions={props.openOptions}
            notebook={notebook}
          />
          {/* Below the results: the tabs must not move under the reader's pointer. */}
          {sight === 'seen' ? null : (
            <p class="card-unseen" role="status">
              {t(sight === 'unseen' ? 'card.unseen' : 'card.confirm')}
            </p>
          )}
        </>
      ) : null}
      {card.state === 'claiming' ? (
        <p class="card-message" role="status">
          {t('card.loading')}
        </p>
      ) : null}
      {card.state === 'refused' ? <p class="card-message">{t('card.refused')}</p> : null}
      {card.state === 'unreachable' ? <p class="card-message">{t('card.unreachable')}</p> : null}
    </main>
  );
}
