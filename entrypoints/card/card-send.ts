import { CARD_RESPONSES, type CardMessageType } from '../../lib/messages/card-protocol';
import { checkedSender, type Send } from '../../lib/messages/checked-send';

export type { CardMessageType };
export type CardSend = Send<CardMessageType>;

/**
 * The card's sender over `browser.runtime.sendMessage`, each answer checked with the card's
 * own protocol module (lib/messages/card-protocol.ts), so that the card's document imports
 * those few schemas and zod/mini, not the whole message table.
 */
export const sendFromCard: CardSend = checkedSender(CARD_RESPONSES);
