import type { BrowserContext, CDPSession, Page } from '@playwright/test';

/** Commands to the extension's service worker over the DevTools protocol. */
export interface WorkerSession {
  send<T>(method: string, params?: Record<string, unknown>): Promise<T>;
  /** Calls `listener` with the params of every event `method` the worker sends. */
  on(method: string, listener: (params: unknown) => void): void;
  detach(): Promise<void>;
}

/**
 * Playwright opens CDP sessions on pages and frames only, not on workers. So we take a
 * page's session and attach to the worker's target from there, in the non-flat mode where
 * commands travel inside Target.sendMessageToTarget and answers come back as
 * Target.receivedMessageFromTarget events.
 */
export async function attachToServiceWorker(
  context: BrowserContext,
  page: Page,
  extensionId: string,
): Promise<WorkerSession> {
  const cdp: CDPSession = await context.newCDPSession(page);
  const { targetInfos } = await cdp.send('Target.getTargets');
  const worker = targetInfos.find(
    (target) =>
      target.type === 'service_worker' &&
      target.url.startsWith(`chrome-extension://${extensionId}/`),
  );
  if (!worker) throw new Error("the extension's service worker is not running");
  const { sessionId } = await cdp.send('Target.attachToTarget', {
    targetId: worker.targetId,
    flatten: false,
  });

  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  const listeners: { method: string; listener: (params: unknown) => void }[] = [];
  cdp.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const message = JSON.parse(event.message) as {
      id?: number;
      method?: string;
      params?: unknown;
      result?: unknown;
      error?: { message: string };
    };
    for (const { method, listener } of listeners) {
      if (message.method === method) listener(message.params);
    }
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });

  let nextId = 1;
  return {
    send<T>(method: string, params: Record<string, unknown> = {}): Promise<T> {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        pending.set(id, { resolve: (value) => resolve(value as T), reject });
        cdp
          .send('Target.sendMessageToTarget', {
            sessionId,
            message: JSON.stringify({ id, method, params }),
          })
          .catch(reject);
      });
    },
    on(method, listener) {
      listeners.push({ method, listener });
    },
    async detach() {
      await cdp.send('Target.detachFromTarget', { sessionId }).catch(() => undefined);
      await cdp.detach().catch(() => undefined);
    },
  };
}
