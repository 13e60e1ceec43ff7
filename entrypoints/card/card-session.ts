import type { UiLanguageSetting } from '../../lib/i18n/languages';
import type { TabLookupResponse } from '../../lib/lookup/types';
import { type CardPortMessage, parentPortMessage } from '../../lib/messages/port-protocol';
import type { Theme } from '../../lib/settings/schema';
import type { CardSend } from './card-send';
import type { Sight } from './card-visibility';
import { prepareClaimCheck } from './opening';
import type { TicketSource } from './ticket';

/** What the card shows: one of these at a time. */
export type CardState =
  | { state: 'claiming' }
  | { state: 'refused' }
  | { state: 'unreachable' }
  | { state: 'hidden' }
  | {
      state: 'ready';
      word: string;
      session: string;
      claim: number;
      /** The word's Senses, come with the claim: its first tab asks nothing more. */
      senses?: TabLookupResponse;
      /**
       * Shown at the second press of a double-click, not yet confirmed by its dblclick:
       * drawn only from the card's memory, and nothing is looked up or recorded.
       */
      early?: boolean;
    };

/** What the card's rendering asks of its session (CardSession), through the port. */
export interface CardLink {
  tell(message: Extract<CardPortMessage, { type: 'close' | 'size' }>): void;
  readerSees(confirmed?: boolean): Promise<Sight>;
  sessionLost(): void;
}

export interface CardSessionOptions {
  /** Tickets posted by the window around the card (the content script, or the page). */
  tickets: TicketSource;
  send: CardSend;
  /** How long to wait for a first ticket before refusing. */
  noTicketMs: number;
  onState(state: CardState): void;
  /** The UI language setting, as the background reported it with a claim. */
  onLanguage(setting: UiLanguageSetting): void;
  /** The theme setting (light, dark, system), reported with it. */
  onTheme(theme: Theme): void;
}

/**
 * A visibility question the content script has not answered in this long is a "no" (a
 * page that blocks its own main thread gets no lookup). Long enough for a loaded machine:
 * a reader's press refused there is a wrong "no", and an answer in time returns at once.
 */
const VISIBLE_ANSWER_MS = 3000;

/**
 * The card's dealings with its parent and the background, apart from rendering: it shows
 * results only for a ticket the background issued to Lisan's content script, so a page
 * that embeds the card's URL itself gets a refusal and no lookup.
 *
 * A ticket comes with a port from the content script; once the card has redeemed the
 * ticket (a session bound to this tab and frame), later words come through that port: no
 * ticket, no round trip. A refused ticket (made up or copied by the page, which can post
 * to this window too) never replaces a card being shown, and its port is never listened
 * to; a claim overtaken by a later one is dropped when it answers. The card posts
 * nothing to the page's window: close, sizes and visibility questions go through the port.
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
  /** The card's last drawn height: told again to the content script on a new port. */
  private size: number | null = null;
  /** Visibility questions through the port, by number, waiting for their answer. */
  private asked = 0;
  private readonly answers = new Map<number, (sight: Sight) => void>();
  /** The early word on show (ParentPortMessage), until its dblclick confirms it. */
  private early: { word: string; claim: number } | null = null;

  constructor(private readonly options: CardSessionOptions) {
    this.timer = setTimeout(() => {
      if (this.live && this.claims === 0) options.onState({ state: 'refused' });
    }, options.noTicketMs);
    this.stopTickets = options.tickets(({ ticket, port }) => this.claim(ticket, port));
    // After the first render and any claim already sent: idle time before an answer.
    setTimeout(prepareClaimCheck, 0);
  }

  /** Tells the content script through the bound port: close, or the card's drawn size. */
  tell(message: Extract<CardPortMessage, { type: 'close' | 'size' }>): void {
    if (message.type === 'size') this.size = Math.ceil(message.height);
    const sent = message.type === 'size' ? { type: 'size', height: this.size } : message;
    this.bound?.port.postMessage(sent);
  }

  /**
   * Asks the content script whether the reader can see the card (before a tab press
   * spends a call); no port or no answer in time is a "no". `confirmed`: asked at the
   * reader's click after a 'confirm'.
   */
  readerSees(confirmed = false): Promise<Sight> {
    const port = this.bound?.port;
    if (!port) return Promise.resolve('unseen');
    const asked = ++this.asked;
    return new Promise((resolve) => {
      const answer = (sight: Sight) => {
        this.answers.delete(asked);
        clearTimeout(timer);
        resolve(sight);
      };
      const timer = setTimeout(() => answer('unseen'), VISIBLE_ANSWER_MS);
      this.answers.set(asked, answer);
      const question: CardPortMessage = confirmed
        ? { type: 'check-visible', asked, confirmed }
        : { type: 'check-visible', asked };
      port.postMessage(question);
    });
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
    // One message: its answer carries the language and theme to draw in, and the Senses.
    void send({ type: 'card-claim', ticket }).then((result) => {
      this.pending -= 1;
      // The port of a refused or overtaken ticket is never listened to.
      if (!this.live || !result.ok || claim < this.shown) port?.close();
      if (!this.live) return;
      if (result.ok) {
        if (claim < this.shown) return;
        this.shown = claim;
        this.showing = true;
        onLanguage(result.uiLanguage);
        onTheme(result.theme);
        if (port) this.bind(port, result.session);
        const { word, session, senses } = result;
        onState({ state: 'ready', word, session, claim, ...(senses ? { senses } : {}) });
      } else if (!this.showing && this.pending === 0) {
        onState({ state: result.error.kind === 'refused' ? 'refused' : 'unreachable' });
      }
    });
  }

  private bind(port: MessagePort, session: string): void {
    this.unbind();
    this.bound = { port, session };
    port.onmessage = (event) => {
      const message = parentPortMessage(event.data);
      if (!this.live || this.bound?.port !== port || message === null) return;
      if (message.type === 'visible') {
        const { visible, confirm } = message;
        this.answers.get(message.asked)?.(!visible ? 'unseen' : confirm ? 'confirm' : 'seen');
      } else if (message.type === 'show') {
        this.show(message.word, session, message.early === true);
      } else {
        // Closed by the content script: empty, so the next card never shows this word.
        this.showing = false;
        this.early = null;
        this.options.onState({ state: 'hidden' });
      }
    };
    port.postMessage({ type: 'bound' } satisfies CardPortMessage);
    if (this.size !== null) port.postMessage({ type: 'size', height: this.size });
  }

  /**
   * A word through the port. The dblclick that confirms an early word keeps its claim, so
   * the card drawn at the press stays as it is and only starts acting. The content script
   * showed the host afresh at that dblclick, at the skeleton's size: the card, not redrawn,
   * reports no new size by itself, so its last one is told again.
   */
  private show(word: string, session: string, early: boolean): void {
    const confirms = !early && this.early?.word === word && this.early.claim === this.shown;
    if (confirms && this.size !== null) {
      this.bound?.port.postMessage({ type: 'size', height: this.size } satisfies CardPortMessage);
    }
    if (!confirms) {
      this.claims += 1;
      this.shown = this.claims;
    }
    this.showing = true;
    const claim = this.shown;
    this.early = early ? { word, claim } : null;
    this.options.onState({ state: 'ready', word, session, claim, ...(early ? { early } : {}) });
  }

  private unbind(): void {
    this.bound?.port.close();
    this.bound = null;
    for (const answer of [...this.answers.values()]) answer('unseen');
  }
}
