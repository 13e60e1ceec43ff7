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
const runtime: RuntimeLike | undefined = scope.browser?.runtime ?? scope.chrome?.runtime;

/** False once the extension was updated, reloaded or removed: this script is orphaned. */
export function extensionAlive(): boolean {
  return Boolean(runtime?.id);
}

/** Sends a message to the background; an invalidated extension or a failure reads as null. */
export async function sendToBackground(message: unknown): Promise<unknown> {
  try {
    return extensionAlive() ? await runtime?.sendMessage(message) : null;
  } catch {
    return null;
  }
}

export function extensionUrl(path: string): string {
  return runtime ? runtime.getURL(path) : '';
}

/**
 * The origin the card document at `frameUrl` has for postMessage. With use_dynamic_url
 * (Chromium) the frame is loaded from a per-session host, yet its origin is the
 * extension's static one; Firefox has no dynamic URL, and its id is not its host.
 */
export function cardOrigin(frameUrl: string): string {
  const url = new URL(frameUrl);
  return url.protocol === 'chrome-extension:' && runtime?.id
    ? `${url.protocol}//${runtime.id}`
    : url.origin;
}

/** Answers messages from the background; `respond` returns the reply, or undefined for none. */
export function onBackgroundMessage(respond: (message: unknown) => unknown): void {
  runtime?.onMessage.addListener((message, _sender, sendResponse) => {
    const reply = respond(message);
    if (reply === undefined) return undefined;
    sendResponse(reply);
    return undefined;
  });
}
