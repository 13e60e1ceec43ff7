import { useEffect, useMemo, useRef } from 'preact/hooks';
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
  const { card, send, link, memory } = props;
  const { fetchTab, unseen } = useCardTransport(card, send, memory, link, root);
  useDocumentLanguage(lang, 'Lisan');
  const ready = card.state === 'ready' ? card : null;
  const session = ready?.session;
  const held = ready?.early === true;
  const notebook = useMemo(() => ({ send, session, held }), [send, session, held]);
  // Drawn with the word in one render: nothing to wait for when the card has its Senses.
  const opening = useMemo(
    () => (ready ? memory.opening(ready.word, ready.senses) : undefined),
    [ready, memory],
  );
  // An early word the card does not remember waits, undrawn, for its dblclick.
  const drawn = ready && (opening || !held) ? ready : null;

  // The content script sizes the frame to fit the card.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      link.tell({ type: 'size', height: element.getBoundingClientRect().height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [link]);
  useSelectedTabFocus(root, drawn ? drawn.claim : 0);

  return (
    <main ref={root} class="card">
      {drawn ? (
        <>
          <h1 class="lisan-sr-only">{t('card.title')}</h1>
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
          {unseen ? (
            <p class="card-unseen" role="status">
              {t('card.unseen')}
            </p>
          ) : null}
          <p class="card-footer">{t('card.noKeyHere')}</p>
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
