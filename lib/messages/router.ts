import {
  type AnyResponse,
  BACKGROUND_MESSAGES,
  type BackgroundMessageType,
  type ParsedBackgroundMessage,
  type ParsedMessageOf,
  type ResponseFor,
  refusal,
} from './protocol';
import { classifySender, type ExtensionIdentity, type SenderKind, senderFrame } from './sender';

/** Who sent a message, as far as the handlers need to know: its kind and, in a tab, its frame. */
export interface MessageSource {
  kind: SenderKind;
  /** `url`: the sender document's, as the browser names it (frame 0: the top page's). */
  frame: { tabId: number; frameId: number; url?: string } | null;
  /** Sent from a tab of a private (incognito) window: the notebook records nothing of it. */
  incognito: boolean;
}

/** What the background does for each message kind of the table (entrypoints/background/handlers.ts). */
export type MessageHandlers = {
  [T in BackgroundMessageType]: (
    message: ParsedMessageOf<T>,
    from: MessageSource,
  ) => Promise<ResponseFor<T>>;
};

/**
 * Validates a message, checks its sender against the table, and runs the kind's handler. Always resolves
 * to a typed response; never throws. Handler failures become a refusal (or, for calls
 * that would reach the service, that call's own error shape) without their message, which
 * could contain anything, the key included.
 */
export async function handleMessage(
  message: unknown,
  sender: unknown,
  handlers: MessageHandlers,
  self?: ExtensionIdentity,
): Promise<AnyResponse> {
  let parsed: ParsedBackgroundMessage;
  let kind: SenderKind;
  try {
    kind = classifySender(sender, self);
    if (kind === 'unknown') return refusal('sender-not-allowed');
    // Messages arrive as plain JSON-like data; anything else (a prototype chain that could
    // supply `type`, a class instance) is not a message.
    if (!isPlainObject(message)) return refusal('invalid-message');
    // Only this kind's schema: the others are not built until a message of theirs comes.
    const spec = specOf(message.type);
    if (!spec) return refusal('invalid-message', kind === 'options' ? 'type' : undefined);
    const result = spec.request.safeParse(message);
    if (!result.success) {
      // Only the options page (trusted) learns which field was wrong.
      return refusal(
        'invalid-message',
        kind === 'options' ? firstIssuePath(result.error) : undefined,
      );
    }
    parsed = result.data as ParsedBackgroundMessage;
    const senders: readonly SenderKind[] = spec.senders;
    if (!senders.includes(kind)) return refusal('sender-not-allowed');
  } catch {
    return refusal('invalid-message');
  }
  try {
    // One handler per kind; the cast says what the table guarantees: the handler of
    // `parsed.type` takes that kind's message.
    const handle = handlers[parsed.type] as (
      message: ParsedBackgroundMessage,
      from: MessageSource,
    ) => Promise<AnyResponse>;
    return await handle(parsed, {
      kind,
      frame: senderFrame(sender),
      incognito: senderIncognito(sender),
    });
  } catch {
    return failure(parsed.type);
  }
}

/**
 * A handler threw: answer in the shape the caller expects, with no detail. Messages whose
 * answer can be a service error (lookups, lexicon lists) get one; the others a refusal.
 */
function failure(type: BackgroundMessageType): AnyResponse {
  const serviceError: AnyResponse = {
    ok: false,
    error: { kind: 'service-error', messages: [], reason: 'internal error' },
    budget: null,
  };
  return BACKGROUND_MESSAGES[type].response.safeParse(serviceError).success
    ? serviceError
    : refusal('internal-error');
}

/** The table's entry for a message's `type`; none for anything else ("__proto__" included). */
function specOf(type: unknown): (typeof BACKGROUND_MESSAGES)[BackgroundMessageType] | undefined {
  return typeof type === 'string' && Object.hasOwn(BACKGROUND_MESSAGES, type)
    ? BACKGROUND_MESSAGES[type as BackgroundMessageType]
    : undefined;
}

function senderIncognito(sender: unknown): boolean {
  if (typeof sender !== 'object' || sender === null) return false;
  const tab = (sender as { tab?: { incognito?: unknown } | null }).tab;
  return typeof tab === 'object' && tab !== null && tab.incognito === true;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function firstIssuePath(error: {
  issues: ReadonlyArray<{ path: PropertyKey[] }>;
}): string | undefined {
  const path = error.issues[0]?.path;
  if (!path || path.length === 0) return undefined;
  return path.map(String).join('.').slice(0, 100);
}
