/**
 * The content script runs in every page and frame, so it carries no polyfill (2.8 KB
 * gzipped): Chrome MV3 and Firefox both give promise-based `runtime.sendMessage`
 * natively. Only the few calls the content script needs are typed here.
 */
interface RuntimeLike {
  id?: string;
  getURL(path: string): string;
  sendMessage(message: unknown): Promise<unknown>;
  onMessage: {
    addListener(
      listener: (
        message: unknown,
        sender: unknown,
        sendResponse: (r: unknown) => void,
      ) => boolean | undefined,
    ): void;
  };
}

const scope = globalThis as unknown as {
  browser?: { runtime?: RuntimeLike };
  chrome?: { runtime?: RuntimeLike };
};

/**
 * The runtime API, looked up at first use, never at load: the browser builds a script's
 * extension bindings when it first reads them, which cost every page load about 0.3 ms
 * per frame (issue 13).
 */
function runtime(): RuntimeLike | undefined {
  return scope.browser?.runtime ?? scope.chrome?.runtime;
}

/** False once the extension was updated, reloaded or removed: this script is orphaned. */
export function extensionAlive(): boolean {
  return Boolean(runtime()?.id);
}

/** Sends a message to the background; an invalidated extension or a failure reads as null. */
export async function sendToBackground(message: unknown): Promise<unknown> {
  try {
    return extensionAlive() ? await runtime()?.sendMessage(message) : null;
  } catch {
    return null;
  }
}

export function extensionUrl(path: string): string {
  return runtime()?.getURL(path) ?? '';
}

/**
 * The origin the card document at `frameUrl` has for postMessage. With use_dynamic_url
 * (Chromium) the frame is loaded from a per-session host, yet its origin is the
 * extension's static one; Firefox has no dynamic URL, and its id is not its host.
 */
export function cardOrigin(frameUrl: string): string {
  const url = new URL(frameUrl);
  const id = runtime()?.id;
  return url.protocol === 'chrome-extension:' && id ? `${url.protocol}//${id}` : url.origin;
}

/**
 * Answers messages from the background; `respond` returns the reply, undefined for none, or
 * a promise of one (sent when it settles, the channel kept open till then).
 */
export function listenToBackground(respond: (message: unknown) => unknown): void {
  runtime()?.onMessage.addListener((message, _sender, sendResponse) => {
    const reply = respond(message);
    if (reply instanceof Promise) {
      reply.then((value) => sendResponse(value ?? null));
      return true;
    }
    if (reply !== undefined) sendResponse(reply);
    return undefined;
  });
}
