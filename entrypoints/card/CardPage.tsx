import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { lookupTransport } from '../../components/pages/lookup-transport';
import { useDocumentLanguage } from '../../components/pages/useDocumentLanguage';
import { usePageText } from '../../components/pages/usePageText';
import { ResultsView } from '../../components/ResultsView';
import { type UiLanguageSetting, uiLanguage } from '../../lib/i18n/i18n';
import type { Send } from '../../lib/messages/send';
import type { PostToParent } from './parent-channel';
import type { TicketSource } from './ticket';

export interface CardPageProps {
  /** Tickets posted by the window around the card (the content script, or the page). */
  tickets: TicketSource;
  send: Send;
  /** Ready, close and size messages to the page that embeds the card. */
  post: PostToParent;
  openOptions: () => void;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
  /** How long to wait for a first ticket before refusing; for tests. */
  noTicketMs?: number;
}

/** Lisan's content script posts the ticket as soon as the card says it is ready. */
const NO_TICKET_MS = 1000;

type CardState =
  | { state: 'claiming' }
  | { state: 'refused' }
  | { state: 'unreachable' }
  | { state: 'ready'; word: string; session: string; claim: number };

/**
 * The in-page card. It shows results only for a ticket the background issued to Lisan's
 * content script: a page that embeds the card's URL itself gets a refusal and no lookup.
 * The frame lives on between cards: each ticket the content script posts opens a fresh
 * results view, with its own session. A refused ticket (made up or copied by the page,
 * which can post to this window too) never replaces a card being shown.
 */
export function CardPage(props: CardPageProps) {
  const [card, setCard] = useState<CardState>({ state: 'claiming' });
  const [setting, setSetting] = useState<UiLanguageSetting>('auto');
  const { send, tickets, post } = props;
  const noTicketMs = props.noTicketMs ?? NO_TICKET_MS;

  useEffect(() => {
    let live = true;
    let claims = 0;
    let pending = 0;
    let shown = 0;
    let showing = false;
    const timer = setTimeout(() => {
      if (live && claims === 0) setCard({ state: 'refused' });
    }, noTicketMs);
    const stop = tickets((ticket) => {
      claims += 1;
      pending += 1;
      const claim = claims;
      if (!showing) setCard({ state: 'claiming' });
      void Promise.all([send({ type: 'card-claim', ticket }), send({ type: 'status' })]).then(
        ([result, status]) => {
          pending -= 1;
          if (!live) return;
          if (result.ok) {
            if (claim < shown) return;
            shown = claim;
            showing = true;
            if (status.ok) setSetting(status.uiLanguage);
            setCard({ state: 'ready', word: result.word, session: result.session, claim });
          } else if (!showing && pending === 0) {
            setCard({ state: result.error.kind === 'refused' ? 'refused' : 'unreachable' });
          }
        },
      );
    });
    // Listening now: the content script sends the ticket when it hears this.
    post({ type: 'ready' });
    return () => {
      live = false;
      clearTimeout(timer);
      stop();
    };
  }, [send, tickets, post, noTicketMs]);

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
      <CardBody card={card} send={send} post={post} openOptions={props.openOptions} />
    </I18nProvider>
  );
}

function CardBody(props: {
  card: CardState;
  send: Send;
  post: PostToParent;
  openOptions: () => void;
}) {
  const t = usePageText();
  const { lang } = useI18n();
  const root = useRef<HTMLElement>(null);
  const { card, send, post } = props;
  const session = card.state === 'ready' ? card.session : undefined;
  const fetchTab = useMemo(() => lookupTransport(send, session), [send, session]);
  useDocumentLanguage(lang, 'Lisan');

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

  // Focus goes into the card, on the selected tab, so arrows and Escape work at once.
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
    // Each card starts on its selected tab, wherever the last card in this frame left focus.
    focusTab();
    // The page focuses the frame when it has loaded; focus inside may not have stuck before.
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
