import { browser } from 'wxt/browser';
import { z } from 'zod/mini';
import { refusalSchema } from './card-protocol';
import type {
  BackgroundMessage,
  BackgroundMessageType,
  ResponseFor,
  ResponseSchemas,
} from './protocol';

/**
 * The message could not be exchanged at all: no background answered (it was restarting,
 * the extension was updated under the page), or it answered something of the wrong shape.
 */
export interface SendFailure {
  ok: false;
  error: { kind: 'transport'; reason: 'unreachable' | 'invalid-response' };
}

/** Everything a page can get back for a message: the answer, a refusal, or a send failure. */
export type PageResponse<T extends BackgroundMessageType> = ResponseFor<T> | SendFailure;

/**
 * Sends one message (of the kinds `K`) to the background; never throws, never returns an
 * unchecked answer.
 */
export type Send<K extends BackgroundMessageType = BackgroundMessageType> = <
  M extends Extract<BackgroundMessage, { type: K }>,
>(
  message: M,
) => Promise<PageResponse<M['type']>>;

/** How a message reaches the background; replaced by a fake in tests. */
export type Transport = (message: BackgroundMessage) => Promise<unknown>;

const browserTransport: Transport = (message) => browser.runtime.sendMessage(message);

/**
 * A sender for the message kinds `K` that validates every answer with its kind's response
 * schema, so that an answer of the wrong shape shows as an error instead of crashing the
 * page. `responses` are the message table's own schemas (protocol.ts): all of them
 * (send.ts), or the few a page sends, so that it imports no other (the card).
 */
export function checkedSender<K extends BackgroundMessageType>(
  responses: Pick<ResponseSchemas, K>,
  transport: Transport = browserTransport,
): Send<K> {
  return async <M extends Extract<BackgroundMessage, { type: K }>>(
    message: M,
  ): Promise<PageResponse<M['type']>> => {
    let answer: unknown;
    try {
      answer = await transport(message);
    } catch {
      return sendFailure('unreachable');
    }
    const type: K = message.type;
    const parsed = z.safeParse(responses[type] as z.core.$ZodType, answer);
    if (parsed.success) return parsed.data as ResponseFor<M['type']>;
    const refused = refusalSchema.safeParse(answer);
    if (refused.success) return refused.data;
    // `undefined`: nothing in the background listened (Chrome resolves sendMessage so).
    return sendFailure(answer === undefined ? 'unreachable' : 'invalid-response');
  };
}

function sendFailure(reason: SendFailure['error']['reason']): SendFailure {
  return { ok: false, error: { kind: 'transport', reason } };
}
