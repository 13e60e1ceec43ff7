import {
  anyNumber,
  boolean,
  type Field,
  finiteNumber,
  type MessageOf,
  type MessageTable,
  messageGuard,
  optionalTrue,
} from './hand-guard';
import { MAX_WORD_LENGTH } from './limits';

/**
 * What the content script and the card say to each other, in one place both ends import:
 * one table per direction (hand-guard.ts), from which each message type and its guard come.
 * Neither side needs zod for it, and the content script carries none. Apart from
 * content-protocol.ts so that the card's document bundles only this.
 */

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

/** A word as the background's wordSchema reads it: at most 100 characters, then trimmed, not empty. */
export const portWord: Field<string> = (value) => {
  if (typeof value !== 'string' || value.length > MAX_WORD_LENGTH) return null;
  const word = value.trim();
  return word === '' ? null : word;
};

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
export const PARENT_PORT_MESSAGES = {
  show: { word: portWord, early: optionalTrue },
  hide: {},
  visible: { asked: anyNumber, visible: boolean, confirm: optionalTrue },
} satisfies MessageTable;
export type ParentPortMessage = MessageOf<typeof PARENT_PORT_MESSAGES>;

/**
 * Card → content script, through the port: it kept the port, its session lapsed, the
 * reader closed it, its drawn height, or "can the reader see me?" before a tab press
 * spends a call (where the card cannot tell by itself, see card-visibility.ts);
 * `confirmed`: asked at the reader's click after the card asked them to confirm.
 */
export const CARD_PORT_MESSAGES = {
  bound: {},
  expired: {},
  close: {},
  size: { height: finiteNumber },
  'check-visible': { asked: finiteNumber, confirmed: optionalTrue },
} satisfies MessageTable;
export type CardPortMessage = MessageOf<typeof CARD_PORT_MESSAGES>;

/** The card's guard for what the content script sends through the port. */
export const parentPortMessage = /* @__PURE__ */ messageGuard(PARENT_PORT_MESSAGES);
