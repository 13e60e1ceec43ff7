import type { Settings } from '../settings/schema';

/**
 * What the content script exchanges with the background and with the card, in one place
 * both ends import. The content script carries no zod (budget: 6 KB gzipped), so it takes
 * only types (`import type`, no bytes) and the few constants below; it checks what it
 * receives with entrypoints/content/guards.ts, the card with entrypoints/card/ticket.ts, both
 * typed by this module. The background validates its own side with protocol.ts.
 */

// ── Background (or the popup) → content script: browser.tabs.sendMessage ─────────────

/** A trigger the reader can switch on or off (settings.triggers). */
export type Trigger = keyof Settings['triggers'];

/** What a content script keeps of the settings: its triggers and the UI language setting. */
export type PageConfig = Settings['triggers'] & {
  uiLanguage: Settings['uiLanguage'];
  /** History on: the text around a word goes with it to the background. */
  keepHistory: boolean;
};

export type ContentMessage =
  /** Keyboard shortcut: open the card for the current selection. */
  | { type: 'lookup-selection' }
  /** Context menu: open the card for this text (the selection the menu was opened on). */
  | { type: 'open-card'; word: string }
  /** Popup prefill: answered with a SelectionResponse. */
  | { type: 'get-selection' }
  /** A card opened in another frame of the tab: close yours unless `keep` is your instance. */
  | { type: 'close-card'; keep: string }
  /** The settings changed: the trigger preferences a content script keeps. */
  | ({ type: 'page-config' } & PageConfig);

export interface SelectionResponse {
  word: string | null;
}

// ── Content script ⇄ card ──────────────────────────────────────────────────────────────

/** The `source` of the one window message the content script posts the card. */
export const PARENT_SOURCE = 'lisan-parent';

/**
 * Content script → card window, posted to the card's own origin on the frame's `load`,
 * with one end of a MessageChannel: a one-time ticket from the background, redeemed for
 * the first word. Everything else travels through that port; the card posts nothing to
 * the page's window.
 */
export interface TicketPost {
  source: typeof PARENT_SOURCE;
  type: 'ticket';
  ticket: string;
}

/**
 * Content script → card, through the port: the next word, "closed: empty yourself", or
 * the answer to the card's `check-visible` (numbered, so a late answer is not mistaken;
 * `confirm`: visible, but where the browser cannot judge covers (Firefox) the page has
 * changed something since the card was shown or last confirmed, so the reader confirms
 * with a click inside the card first: card-visibility.ts).
 * An `early` word comes at the second press of a double-click, before its dblclick: the
 * card draws it only from its memory, and acts on it (records it, looks anything up) only
 * once the dblclick sends the same word again.
 */
export type ParentPortMessage =
  | { type: 'show'; word: string; early?: boolean }
  | { type: 'hide' }
  | { type: 'visible'; asked: number; visible: boolean; confirm?: boolean };

/**
 * Card → content script, through the port: it kept the port, its session lapsed, the
 * reader closed it, its drawn height, or "can the reader see me?" before a tab press
 * spends a call (where the card cannot tell by itself, see card-visibility.ts);
 * `confirmed`: asked at the reader's click after the card asked them to confirm.
 */
export type CardPortMessage =
  | { type: 'bound' }
  | { type: 'expired' }
  | { type: 'close' }
  | { type: 'size'; height: number }
  | { type: 'check-visible'; asked: number; confirmed?: boolean };

/** The card frame's width and the bounds of its height, in CSS pixels. */
export const CARD_WIDTH = 360;
export const CARD_INITIAL_HEIGHT = 300;
/**
 * Where room is short the card shrinks (and scrolls inside) down to this, never below:
 * a slit would be useless, so past it the card leaves the viewport rather than cover the word.
 */
export const CARD_MIN_HEIGHT = 120;
export const CARD_MAX_HEIGHT = 520;
