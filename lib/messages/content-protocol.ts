import { uiLanguageSetting } from '../i18n/languages';
import type { Settings } from '../settings/schema';
import {
  boolean,
  type Field,
  type FieldsOf,
  type MessageOf,
  type MessageTable,
  onlyWhenTrue,
  shortText,
} from './hand-guard';

/**
 * What the background (or the popup) sends a tab's content script, in one place both ends
 * import: one table (hand-guard.ts), from which each message type and its guard come. The
 * content script carries no zod, so it reads them by hand guards; the background validates
 * what it receives with protocol.ts. Between the content script and the card: port-protocol.ts.
 */

// ── Background (or the popup) → content script: browser.tabs.sendMessage ─────────────

/** A trigger the reader can switch on or off (settings.triggers). */
export type Trigger = keyof Settings['triggers'];

/**
 * What a content script keeps of the settings: its triggers, the UI language setting and
 * whether history is on. The one list of these fields: the 'page-config' message and the
 * background's answer to it are read with it, and its type is theirs.
 */
export const PAGE_CONFIG_FIELDS = {
  doubleClick: boolean,
  selectionButton: boolean,
  // The languages' own registry (lib/i18n/languages.ts): a new one is known here at once.
  uiLanguage: uiLanguageSetting,
  /** History on: the text around a word goes with it to the background. Missing is off. */
  keepHistory: onlyWhenTrue,
  // `satisfies`: a trigger added to the settings fails to compile here until it is read.
} satisfies Record<Trigger, Field<boolean>> & Record<string, Field<unknown>>;

export type PageConfig = FieldsOf<typeof PAGE_CONFIG_FIELDS>;

export const CONTENT_MESSAGES = {
  /** Keyboard shortcut: open the card for the current selection. */
  'lookup-selection': {},
  /** Context menu: open the card for this text (the selection the menu was opened on). */
  'open-card': { word: shortText },
  /** Popup prefill: answered with a SelectionResponse. */
  'get-selection': {},
  /** A card opened in another frame of the tab: close yours unless `keep` is your instance. */
  'close-card': { keep: shortText },
  /** The settings changed: the trigger preferences a content script keeps. */
  'page-config': PAGE_CONFIG_FIELDS,
} satisfies MessageTable;
export type ContentMessage = MessageOf<typeof CONTENT_MESSAGES>;

export interface SelectionResponse {
  word: string | null;
}

/** The card frame's width and the bounds of its height, in CSS pixels. */
export const CARD_WIDTH = 360;
export const CARD_INITIAL_HEIGHT = 300;
/**
 * Where room is short the card shrinks (and scrolls inside) down to this, never below:
 * a slit would be useless, so past it the card leaves the viewport rather than cover the word.
 */
export const CARD_MIN_HEIGHT = 120;
/** Up to the room beside the word, within this: a card need not cover a tall screen. */
export const CARD_MAX_HEIGHT = 640;
