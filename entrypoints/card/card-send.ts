import {
  cardClaimResponse,
  lemmaAudioResponse,
  notebookIsSavedResponse,
  notebookSavedResponse,
  okResponse,
  statusResponse,
  tabLookupResponse,
} from '../../lib/messages/card-responses';
import { checkedSender, type Send } from '../../lib/messages/checked-send';
import type { ResponseSchemas } from '../../lib/messages/protocol';

/** The messages a card sends to the background (the router allows it no others). */
export type CardMessageType =
  | 'card-claim'
  | 'lookup'
  | 'status'
  | 'notebook-record'
  | 'notebook-save'
  | 'notebook-is-saved'
  | 'lemma-audio';
export type CardSend = Send<CardMessageType>;

/**
 * The message table's response schemas for those kinds only (the compiler holds them to
 * the table's), so the card's document imports these few and zod/mini, not the whole table.
 */
export const CARD_RESPONSES: Pick<ResponseSchemas, CardMessageType> = {
  'card-claim': cardClaimResponse,
  lookup: tabLookupResponse,
  status: statusResponse,
  'notebook-record': okResponse,
  'notebook-save': notebookSavedResponse,
  'notebook-is-saved': notebookIsSavedResponse,
  'lemma-audio': lemmaAudioResponse,
};

/** The card's sender over `browser.runtime.sendMessage`, each answer checked. */
export const sendFromCard: CardSend = checkedSender(CARD_RESPONSES);
