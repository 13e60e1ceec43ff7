import {
  CONTENT_MESSAGES,
  PAGE_CONFIG_FIELDS,
  type PageConfig,
} from '../../lib/messages/content-protocol';
import { type Loose, messageGuard, readFields, shortText } from '../../lib/messages/hand-guard';
import { CARD_PORT_MESSAGES } from '../../lib/messages/port-protocol';

/**
 * The content script's checks of what it receives, made from the tables of the protocol
 * module both ends import (lib/messages/content-protocol.ts). zod would triple the content
 * script's size; the background, which sends these, validates everything it receives with zod.
 */

/** What the background (or the popup) sends this tab's content script. */
export const parseBackgroundMessage = messageGuard(CONTENT_MESSAGES);

/**
 * What the card says through the port it was given with a ticket. The page never holds
 * our end of that port, yet a card of an older session could still talk.
 */
export const parsePortMessage = messageGuard(CARD_PORT_MESSAGES);

type Answer = Record<string, unknown>;

/** The background's answer to 'page-config'. */
export function parsePageConfig(value: unknown): PageConfig | null {
  return (value as Loose)?.ok === true ? readFields(PAGE_CONFIG_FIELDS, value as Answer) : null;
}

export function parseTicket(value: unknown): string | null {
  return (value as Loose)?.ok === true ? shortText((value as Answer).ticket) : null;
}
