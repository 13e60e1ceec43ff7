import { isUiLanguageSetting } from '../../lib/i18n/languages';
import type {
  CardPortMessage,
  ContentMessage,
  PageConfig,
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
  const { type } = value;
  if (type === 'lookup-selection' || type === 'get-selection') return { type };
  if (type === 'open-card') return isShortText(value.word) ? { type, word: value.word } : null;
  if (type === 'close-card') return isShortText(value.keep) ? { type, keep: value.keep } : null;
  const config = type === 'page-config' ? pageConfigFields(value) : null;
  return config && { type: 'page-config', ...config };
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

/**
 * What the card says through the port it was given with a ticket (CardPortMessage). The
 * page never holds our end of that port, yet a card of an older session could still talk.
 */
export function parsePortMessage(value: unknown): CardPortMessage | null {
  if (!isRecord(value)) return null;
  const { type } = value;
  if (type === 'bound' || type === 'expired' || type === 'close') return { type };
  if (type === 'size' && isFiniteNumber(value.height)) return { type, height: value.height };
  if (type === 'check-visible' && isFiniteNumber(value.asked)) {
    return { type, asked: value.asked, confirmed: value.confirmed === true };
  }
  return null;
}

function isFiniteNumber(value: unknown): value is number {
  // False for anything but a finite number (no coercion, unlike the global isFinite).
  return Number.isFinite(value);
}
