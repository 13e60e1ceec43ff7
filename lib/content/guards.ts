/**
 * Hand-written checks for the few messages the content script receives. zod would
 * triple the content script's size (budget: 6 KB gzipped); the background, which sends
 * these, validates everything it receives with zod.
 */
export type BackgroundToContent =
  | { type: 'open-card'; word: string }
  | { type: 'lookup-selection' }
  | { type: 'get-selection' }
  | { type: 'close-card'; keep: string }
  | ({ type: 'page-config' } & PageConfig);

const MAX_TEXT = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
}

export function parseBackgroundMessage(value: unknown): BackgroundToContent | null {
  if (!isRecord(value)) return null;
  switch (value.type) {
    case 'open-card':
      return isShortText(value.word) ? { type: 'open-card', word: value.word } : null;
    case 'lookup-selection':
    case 'get-selection':
      return { type: value.type };
    case 'close-card':
      return isShortText(value.keep) ? { type: 'close-card', keep: value.keep } : null;
    case 'page-config': {
      const config = pageConfigFields(value);
      return config ? { type: 'page-config', ...config } : null;
    }
    default:
      return null;
  }
}

export interface PageConfig {
  doubleClick: boolean;
  selectionButton: boolean;
  /** The UI language setting; 'auto' follows the browser. */
  uiLanguage: 'auto' | 'ar' | 'en';
  /** History on: the text around a word goes with it to the background. */
  keepHistory: boolean;
}

/** The background's answer to 'page-config'. */
export function parsePageConfig(value: unknown): PageConfig | null {
  return isRecord(value) && value.ok === true ? pageConfigFields(value) : null;
}

function pageConfigFields(value: Record<string, unknown>): PageConfig | null {
  const { doubleClick, selectionButton, uiLanguage } = value;
  if (typeof doubleClick !== 'boolean' || typeof selectionButton !== 'boolean') return null;
  const language = uiLanguage === 'ar' || uiLanguage === 'en' ? uiLanguage : 'auto';
  return {
    doubleClick,
    selectionButton,
    uiLanguage: language,
    keepHistory: value.keepHistory === true,
  };
}

export function parseTicket(value: unknown): string | null {
  return isRecord(value) && value.ok === true && isShortText(value.ticket) ? value.ticket : null;
}

/** Messages the card page posts to its parent: only these three, carrying no page data. */
export type CardToParent = { type: 'ready' } | { type: 'close' } | { type: 'size'; height: number };

export function parseCardMessage(value: unknown): CardToParent | null {
  if (!isRecord(value) || value.source !== 'lisan-card') return null;
  if (value.type === 'ready' || value.type === 'close') return { type: value.type };
  if (value.type === 'size' && typeof value.height === 'number' && Number.isFinite(value.height)) {
    return { type: 'size', height: value.height };
  }
  return null;
}

/**
 * What the card says through the port it was given with a ticket: it redeemed the
 * ticket and keeps the port ('bound'), or its session has lapsed ('expired').
 */
export function parsePortMessage(value: unknown): 'bound' | 'expired' | null {
  if (!isRecord(value)) return null;
  return value.type === 'bound' || value.type === 'expired' ? value.type : null;
}
