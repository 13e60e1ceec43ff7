import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useDocumentLanguage } from '../../components/hooks/useDocumentLanguage';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { usePageText } from '../../components/hooks/usePageText';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { ResultsView } from '../../components/ResultsView';
import { type UiLanguageSetting, uiLanguage } from '../../lib/i18n/i18n';
import type { Send } from '../../lib/messages/send';
import { lookupTransport } from '../../lib/pages/lookup-transport';
import type { Theme } from '../../lib/settings/schema';
import { AnswerMemory } from './answer-memory';
import { CardSession, type CardState } from './card-session';
import type { PostToParent } from './parent-channel';
import type { TicketSource } from './ticket';

export interface CardPageProps {
  /** Tickets posted by the window around the card (the content script, or the page). */
  tickets: TicketSource;
  send: Send;
  /** Ready, close and size messages to the page that embeds the card. */
  post: PostToParent;
  openOptions: () => void;
  /** The answers shown in this frame; a new memory for each mount when not given. */
  memory?: AnswerMemory;
  /** Subscribes to "answers may have changed" (settings saved, cache cleared). */
  answersChanged?: (onChange: () => void) => () => void;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
  /** How long to wait for a first ticket before refusing; for tests. */
  noTicketMs?: number;
}

/** Lisan's content script posts the ticket as soon as the card says it is ready. */
const NO_TICKET_MS = 1000;

/**
 * The in-page card: the rendering of a CardSession (card-session.ts), which holds the
 * ticket, port and session rules. The frame lives on between cards; answers this frame
 * has shown come from its memory at once.
 */
export function CardPage(props: CardPageProps) {
  const [card, setCard] = useState<CardState>({ state: 'claiming' });
  const [setting, setSetting] = useState<UiLanguageSetting>('auto');
  const [theme, setTheme] = useState<Theme>();
  useDocumentTheme(theme);
  const { send, tickets, post, answersChanged } = props;
  const noTicketMs = props.noTicketMs ?? NO_TICKET_MS;
  const [memory] = useState(() => props.memory ?? new AnswerMemory());
  // Set by the effect below: the card's session was refused (it lapsed).
  const sessionLost = useRef<() => void>(() => undefined);
  const onSessionLost = useCallback(() => sessionLost.current(), []);

  useEffect(() => {
    const session = new CardSession({
      tickets,
      send,
      post,
      noTicketMs,
      onState: setCard,
      onLanguage: setSetting,
      onTheme: setTheme,
    });
    sessionLost.current = () => session.sessionLost();
    return () => session.stop();
  }, [send, tickets, post, noTicketMs]);

  // Settings saved or cache cleared: forget the kept answers; the language may be new too.
  useEffect(
    () =>
      answersChanged?.(() => {
        memory.forget();
        void send({ type: 'status' }).then((status) => {
          if (!status.ok) return;
          setSetting(status.uiLanguage);
          setTheme(status.theme);
        });
      }),
    [answersChanged, memory, send],
  );

  // Escape anywhere in the card closes it (the page cannot see keys pressed in here).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) post({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [post]);

  return (
    <I18nProvider lang={uiLanguage(setting, props.navigatorLanguage)}>
      <CardBody
        card={card}
        send={send}
        post={post}
        memory={memory}
        onSessionLost={onSessionLost}
        openOptions={props.openOptions}
      />
    </I18nProvider>
  );
}

function CardBody(props: {
  card: CardState;
  send: Send;
  post: PostToParent;
  memory: AnswerMemory;
  onSessionLost: () => void;
  openOptions: () => void;
}) {
  const t = usePageText();
  const { lang } = useI18n();
  const root = useRef<HTMLElement>(null);
  const { card, send, post, memory, onSessionLost } = props;
  const session = card.state === 'ready' ? card.session : undefined;
  const fetchTab = useMemo(() => {
    const transport = lookupTransport(send, session);
    return memory.through(async (word, tab) => {
      try {
        return await transport(word, tab);
      } catch (error) {
        if (error instanceof Error && error.message === 'session-invalid') onSessionLost();
        throw error;
      }
    });
  }, [send, session, memory, onSessionLost]);
  useDocumentLanguage(lang, 'Lisan');
  const notebook = useMemo(() => ({ send, session }), [send, session]);

  // The page sizes the frame to fit the card.
  useEffect(() => {
    const element = root.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      post({ type: 'size', height: element.getBoundingClientRect().height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [post]);

  // The card never takes the focus itself: the page keeps Space and the arrows. When the
  // page gives the frame the focus (the shortcut, or Tab), it lands on the selected tab, so
  // the arrows switch tabs and Escape closes.
  const claim = card.state === 'ready' ? card.claim : 0;
  useEffect(() => {
    if (claim === 0) return;
    const focusTab = () =>
      root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    const focusTabs = () => {
      const active = document.activeElement;
      if (active && active !== document.body && root.current?.contains(active)) return;
      focusTab();
    };
    // A new word while the reader is in the card: start it on its selected tab.
    if (document.hasFocus()) focusTab();
    window.addEventListener('focus', focusTabs);
    return () => window.removeEventListener('focus', focusTabs);
  }, [claim]);

  return (
    <main ref={root} class="card">
      {card.state === 'ready' ? (
        <>
          <h1 class="lisan-sr-only">{t('popup.title')}</h1>
          <button
            type="button"
            class="card-close"
            aria-label={t('card.close')}
            title={t('card.close')}
            onClick={() => post({ type: 'close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
          <ResultsView
            key={card.claim}
            word={card.word}
            fetchTab={fetchTab}
            onOpenOptions={props.openOptions}
            notebook={notebook}
          />
        </>
      ) : null}
      {card.state === 'claiming' ? (
        <p class="card-message" role="status">
          {t('page.loading')}
        </p>
      ) : null}
      {card.state === 'refused' ? <p class="card-message">{t('card.refused')}</p> : null}
      {card.state === 'unreachable' ? <p class="card-message">{t('card.unreachable')}</p> : null}
    </main>
  );
}
