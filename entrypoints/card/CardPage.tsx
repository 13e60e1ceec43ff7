import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { I18nProvider, useI18n } from '../../components/I18nContext';
import { lookupTransport } from '../../components/pages/lookup-transport';
import { useDocumentLanguage } from '../../components/pages/useDocumentLanguage';
import { usePageText } from '../../components/pages/usePageText';
import { ResultsView } from '../../components/ResultsView';
import { type UiLanguageSetting, uiLanguage } from '../../lib/i18n/i18n';
import type { Send } from '../../lib/messages/send';
import type { PostToParent } from './parent-channel';

export interface CardPageProps {
  /** The ticket from the URL's fragment; null when there was none (or not a valid one). */
  ticket: string | null;
  send: Send;
  /** Close and size requests to the page that embeds the card. */
  post: PostToParent;
  openOptions: () => void;
  /** For tests; the browser's language otherwise. */
  navigatorLanguage?: string;
}

type CardState =
  | { state: 'claiming' }
  | { state: 'refused' }
  | { state: 'unreachable' }
  | { state: 'ready'; word: string; session: string };

/**
 * The in-page card. It shows results only for a ticket the background issued to Lisan's
 * content script: a page that embeds the card's URL itself gets a refusal and no lookup.
 */
export function CardPage(props: CardPageProps) {
  const [card, setCard] = useState<CardState>({ state: 'claiming' });
  const [setting, setSetting] = useState<UiLanguageSetting>('auto');
  const { send, ticket, post } = props;

  useEffect(() => {
    if (ticket === null) {
      setCard({ state: 'refused' });
      return;
    }
    let live = true;
    void Promise.all([send({ type: 'card-claim', ticket }), send({ type: 'status' })]).then(
      ([claim, status]) => {
        if (!live) return;
        if (status.ok) setSetting(status.uiLanguage);
        if (claim.ok) setCard({ state: 'ready', word: claim.word, session: claim.session });
        else setCard({ state: claim.error.kind === 'refused' ? 'refused' : 'unreachable' });
      },
    );
    return () => {
      live = false;
    };
  }, [send, ticket]);

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
  useEffect(() => {
    if (card.state !== 'ready') return;
    const focusTabs = () => {
      const active = document.activeElement;
      if (active && active !== document.body && root.current?.contains(active)) return;
      root.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
    };
    focusTabs();
    // The page focuses the frame when it has loaded; focus inside may not have stuck before.
    window.addEventListener('focus', focusTabs);
    return () => window.removeEventListener('focus', focusTabs);
  }, [card.state]);

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
          <ResultsView word={card.word} fetchTab={fetchTab} onOpenOptions={props.openOptions} />
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
