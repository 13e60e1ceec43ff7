import { isUiLanguageSetting } from '../../lib/i18n/languages';
import {
  CARD_SOURCE,
  type CardPortMessage,
  type CardToParent,
  type ContentMessage,
  type PageConfig,
} from '../../lib/messages/content-protocol';

/**
 * Hand-written checks for the few messages the content script receives, typed by the
 * protocol module both ends import (lib/messages/content-protocol.ts). zod would triple
 * the content script's size (budget: 6 KB gzipped); the background, which sends these,
 * validates everything it receives with zod.
 */

const MAX_TEXT = 200;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isShortText(value: unknown): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= MAX_TEXT;
}

export function parseBackgroundMessage(value: unknown): ContentMessage | null {
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

/** The background's answer to 'page-config'. */
export function parsePageConfig(value: unknown): PageConfig | null {
  return isRecord(value) && value.ok === true ? pageConfigFields(value) : null;
}

function pageConfigFields(value: Record<string, unknown>): PageConfig | null {
  const { doubleClick, selectionButton, uiLanguage } = value;
  if (typeof doubleClick !== 'boolean' || typeof selectionButton !== 'boolean') return null;
  // The languages' own registry (lib/i18n/languages.ts): a new one is known here at once.
  if (!isUiLanguageSetting(uiLanguage)) return null;
  // `satisfies`: a trigger added to the settings fails to compile here until it is read.
  return {
    doubleClick,
    selectionButton,
    uiLanguage,
    keepHistory: value.keepHistory === true,
  } satisfies PageConfig;
}

export function parseTicket(value: unknown): string | null {
  return isRecord(value) && value.ok === true && isShortText(value.ticket) ? value.ticket : null;
}

/** Messages the card page posts to its parent: only these three, carrying no page data. */
export function parseCardMessage(value: unknown): CardToParent | null {
  if (!isRecord(value) || value.source !== CARD_SOURCE) return null;
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
export function parsePortMessage(value: unknown): CardPortMessage['type'] | null {
  if (!isRecord(value)) return null;
  return value.type === 'bound' || value.type === 'expired' ? value.type : null;
}
