import { checkedSender, type Send, type Transport } from './checked-send';
import { BACKGROUND_MESSAGES, type ResponseSchemas } from './protocol';

export type { PageResponse, Send, SendFailure, Transport } from './checked-send';

/** Every message kind's response schema, from the one table. */
const RESPONSE_SCHEMAS = Object.fromEntries(
  Object.entries(BACKGROUND_MESSAGES).map(([type, spec]) => [type, spec.response]),
) as ResponseSchemas;

/** A sender for any message of the table, each answer checked (checked-send.ts). */
export function createSender(transport?: Transport): Send {
  return checkedSender(RESPONSE_SCHEMAS, transport);
}

/** The pages' sender over `browser.runtime.sendMessage`. */
export const sendToBackground: Send = createSender();
