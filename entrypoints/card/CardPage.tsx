import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import { useDocumentTheme } from '../../components/hooks/useDocumentTheme';
import { I18nProvider } from '../../components/I18nContext';
import { type UiLanguageSetting, uiLanguage } from '../../lib/i18n/i18n';
import type { Theme } from '../../lib/settings/schema';
import { AnswerMemory } from './answer-memory';
import { CardBody } from './CardBody';
import type { CardSend } from './card-send';
import { type CardLink, CardSession, type CardState } from './card-session';
import type { TicketSource } from './ticket';

export interface CardPageProps {
  /** Tickets posted by the window around the card (the content script, or the page). */
  tickets: TicketSource;
  send: CardSend;
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

/** Lisan's content script posts the ticket on the frame's load, before the first render. */
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
  const { send, tickets, answersChanged } = props;
  const noTicketMs = props.noTicketMs ?? NO_TICKET_MS;
  const [memory] = useState(() => props.memory ?? new AnswerMemory());
  // Set by the effect below: the session, which talks to the content script through its port.
  const session = useRef<CardSession | null>(null);
  const link = useMemo<CardLink>(
    () => ({
      tell: (message) => session.current?.tell(message),
      readerSees: (confirmed) =>
        session.current?.readerSees(confirmed) ?? Promise.resolve('unseen' as const),
      sessionLost: () => session.current?.sessionLost(),
    }),
    [],
  );

  // A layout effect: the session claims a ticket that came before the first render at once,
  // not a frame later (a plain effect waits for the next paint).
  useLayoutEffect(() => {
    const started = new CardSession({
      tickets,
      send,
      noTicketMs,
      onState: setCard,
      onLanguage: setSetting,
      onTheme: setTheme,
    });
    session.current = started;
    return () => started.stop();
  }, [send, tickets, noTicketMs]);

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
      if (event.key === 'Escape' && !event.defaultPrevented) link.tell({ type: 'close' });
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [link]);

  return (
    <I18nProvider lang={uiLanguage(setting, props.navigatorLanguage)}>
      <CardBody
        card={card}
        send={send}
        link={link}
        memory={memory}
        openOptions={props.openOptions}
      />
    </I18nProvider>
  );
}
