import type { UiLanguageSetting } from '../../lib/i18n/languages';
import type { CardPortMessage } from '../../lib/messages/content-protocol';
import type { Send } from '../../lib/messages/send';
import type { Theme } from '../../lib/settings/schema';
import type { PostToParent } from './parent-channel';
import { portMessage, type TicketSource } from './ticket';

/** What the card shows: one of these at a time. */
export type CardState =
  | { state: 'claiming' }
  | { state: 'refused' }
  | { state: 'unreachable' }
  | { state: 'hidden' }
  | { state: 'ready'; word: string; session: string; claim: number };

export interface CardSessionOptions {
  /** Tickets posted by the window around the card (the content script, or the page). */
  tickets: TicketSource;
  send: Send;
  /** Ready, close and size messages to the page that embeds the card. */
  post: PostToParent;
  /** How long to wait for a first ticket before refusing. */
  noTicketMs: number;
  onState(state: CardState): void;
  /** The UI language setting, as the background reported it with a claim. */
  onLanguage(setting: UiLanguageSetting): void;
  /** The theme setting (light, dark, system), reported with it. */
  onTheme(theme: Theme): void;
}

/**
 * The card's dealings with its parent and the background, apart from rendering: it shows
 * results only for a ticket the background issued to Lisan's content script, so a page
 * that embeds the card's URL itself gets a refusal and no lookup.
 *
 * A ticket comes with a port from the content script; once the card has redeemed the
 * ticket (a session bound to this tab and frame), later words come through that port: no
 * ticket, no round trip. A refused ticket (made up or copied by the page, which can post
 * to this window too) never replaces a card being shown, and its port is never listened
 * to; a claim overtaken by a later one is dropped when it answers.
 */
export class CardSession {
  private live = true;
  /** Tickets and port words received so far; each gets the next number. */
  private claims = 0;
  /** Claims sent to the background and not yet answered. */
  private pending = 0;
  /** The number of the claim on show; older answers arriving late are dropped. */
  private shown = 0;
  private showing = false;
  /** The port that came with the ticket this card redeemed, and that ticket's session. */
  private bound: { port: MessagePort; session: string } | null = null;
  private readonly timer: ReturnType<typeof setTimeout>;
  private readonly stopTickets: () => void;

  constructor(private readonly options: CardSessionOptions) {
    this.timer = setTimeout(() => {
      if (this.live && this.claims === 0) options.onState({ state: 'refused' });
    }, options.noTicketMs);
    this.stopTickets = options.tickets(({ ticket, port }) => this.claim(ticket, port));
    // Listening now: the content script sends the ticket when it hears this.
    options.post({ type: 'ready' });
  }

  /** The background no longer knows the session: the content script asks a new ticket. */
  sessionLost(): void {
    this.bound?.port.postMessage({ type: 'expired' } satisfies CardPortMessage);
    this.unbind();
  }

  stop(): void {
    this.live = false;
    clearTimeout(this.timer);
    this.stopTickets();
    this.unbind();
  }

  private claim(ticket: string, port: MessagePort | null): void {
    const { send, onState, onLanguage, onTheme } = this.options;
    this.claims += 1;
    this.pending += 1;
    const claim = this.claims;
    if (!this.showing) onState({ state: 'claiming' });
    void Promise.all([send({ type: 'card-claim', ticket }), send({ type: 'status' })]).then(
      ([result, status]) => {
        this.pending -= 1;
        // The port of a refused or overtaken ticket is never listened to.
        if (!this.live || !result.ok || claim < this.shown) port?.close();
        if (!this.live) return;
        if (result.ok) {
          if (claim < this.shown) return;
          this.shown = claim;
          this.showing = true;
          if (status.ok) {
            onLanguage(status.uiLanguage);
            onTheme(status.theme);
          }
          if (port) this.bind(port, result.session);
          onState({ state: 'ready', word: result.word, session: result.session, claim });
        } else if (!this.showing && this.pending === 0) {
          onState({ state: result.error.kind === 'refused' ? 'refused' : 'unreachable' });
        }
      },
    );
  }

  private bind(port: MessagePort, session: string): void {
    this.unbind();
    this.bound = { port, session };
    port.onmessage = (event) => {
      const message = portMessage(event.data);
      if (!this.live || this.bound?.port !== port || message === null) return;
      if (message.type === 'show') {
        this.claims += 1;
        this.shown = this.claims;
        this.showing = true;
        this.options.onState({ state: 'ready', word: message.word, session, claim: this.claims });
      } else {
        // Closed by the content script: empty, so the next card never shows this word.
        this.showing = false;
        this.options.onState({ state: 'hidden' });
      }
    };
    port.postMessage({ type: 'bound' } satisfies CardPortMessage);
  }

  private unbind(): void {
    this.bound?.port.close();
    this.bound = null;
  }
}
