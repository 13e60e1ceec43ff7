import { browser } from 'wxt/browser';
import {
  BACKGROUND_MESSAGES,
  type BackgroundMessage,
  type BackgroundMessageType,
  type ResponseFor,
} from './protocol';
import { refusalSchema } from './responses';

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

/** Sends one message to the background; never throws, never returns an unchecked answer. */
export type Send = <M extends BackgroundMessage>(message: M) => Promise<PageResponse<M['type']>>;

/** How a message reaches the background; replaced by a fake in tests. */
export type Transport = (message: BackgroundMessage) => Promise<unknown>;

const browserTransport: Transport = (message) => browser.runtime.sendMessage(message);

/**
 * A sender that validates every answer with the response schema of its message kind (the
 * table in protocol.ts), so that an answer of the wrong shape shows as an error instead of
 * crashing the page.
 */
export function createSender(transport: Transport = browserTransport): Send {
  return async <M extends BackgroundMessage>(message: M): Promise<PageResponse<M['type']>> => {
    let answer: unknown;
    try {
      answer = await transport(message);
    } catch {
      return sendFailure('unreachable');
    }
    const type: M['type'] = message.type;
    const schema = BACKGROUND_MESSAGES[type].response;
    const parsed = schema.safeParse(answer);
    if (parsed.success) return parsed.data as ResponseFor<M['type']>;
    const refused = refusalSchema.safeParse(answer);
    if (refused.success) return refused.data;
    // `undefined`: nothing in the background listened (Chrome resolves sendMessage so).
    return sendFailure(answer === undefined ? 'unreachable' : 'invalid-response');
  };
}

/** The pages' sender over `browser.runtime.sendMessage`. */
export const sendToBackground: Send = createSender();

function sendFailure(reason: SendFailure['error']['reason']): SendFailure {
  return { ok: false, error: { kind: 'transport', reason } };
}
