import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import {
  type CDPSession,
  expect,
  type Frame,
  type Locator,
  type Page,
  type Request,
} from '@playwright/test';
import type { ExtensionHandle } from '../../../automation/extension';
import { configureThroughOptions, type OptionsInput } from '../../../automation/options';
import { cardFrame, dblclickWord, openCards } from '../../../automation/page-actions';
import type { CallRecord, SampleService } from '../../../sample-service/server';

/**
 * Helpers of the resilience suites (tests/e2e/resilience-*.spec.ts). Everything is done
 * the way a reader does it (options page, popup search, double-click); the only things
 * reached behind the reader's back are observations: the sample service's call log, the
 * browser's request log, and CDP for stopping the worker and for the content script's
 * isolated world.
 */

export const GEOLOGY = 'معجم مصطلحات علوم الأرض';
export const RIYADH = 'معجم الرياض للغة العربية المعاصرة';

/** The status line of the "Your key and the service" section of the options page. */
export function serviceStatus(options: Page): Locator {
  return options.getByRole('region', { name: 'Your key and the service' }).getByRole('status');
}

/** The options page's "N of 5,000 calls used" line. */
export function optionsCallsLine(options: Page): Locator {
  return options
    .getByRole('region', { name: 'Calls and saved answers' })
    .getByText(/ of 5,000 calls used$/);
}

/** "N of 5,000 calls used", as the UI writes it (N stays below 1,000 in these suites). */
export function callsUsedText(used: number): string {
  return `${used} of 5,000 calls used`;
}

/**
 * Configures Lisan through its options page as a person would, then waits until Save has
 * finished talking to the service, so that the lexicon list it asks for (one counted call)
 * does not land in the middle of what a test counts.
 *
 * A good key goes through configureThroughOptions (which waits for the lexicon list). A key
 * or service URL the service will refuse gets no lexicon list, so the same steps are done
 * here by hand and Save's report that the lexicons could not be loaded is awaited instead.
 */
export async function setUp(
  extension: ExtensionHandle,
  input: OptionsInput & { outcome?: 'connected' | 'lexicons-failed' },
): Promise<Page> {
  if (input.outcome === 'lexicons-failed') {
    const options = await extension.context.newPage();
    await options.goto(extension.url('options.html'));
    await options.getByLabel('API key').first().fill(input.apiKey);
    await options.getByLabel('Service URL').fill(input.serviceUrl);
    await options.getByRole('button', { name: 'Save' }).click();
    await expect(serviceStatus(options)).toContainText(
      'Saved, but the lexicons could not be loaded.',
    );
    return options;
  }
  const options = await configureThroughOptions(extension.context, extension.id, input);
  await expect(serviceStatus(options)).toHaveText(/^Saved\. Connected: \d+ lexicons\.$/);
  if ((input.lexicons ?? []).length > 0) {
    // A tick shows at once but is stored a moment later; lookups read the stored choice.
    await expect(options.getByRole('region', { name: 'Lexicons' }).getByRole('status')).toHaveText(
      'Lexicon choice saved.',
    );
  }
  return options;
}

export async function openPopup(extension: ExtensionHandle): Promise<Page> {
  const popup = await extension.context.newPage();
  await popup.goto(extension.url('popup.html'));
  await expect(popup.getByRole('searchbox', { name: /word/ })).toBeVisible();
  return popup;
}

/** Types a word in the popup's search field and presses Enter; waits until it is the word shown. */
export async function lookUpInPopup(popup: Page, word: string): Promise<void> {
  const field = popup.getByRole('searchbox', { name: /word/ });
  await field.fill(word);
  await field.press('Enter');
  await expect(popup.getByRole('heading', { level: 2, name: word, exact: true })).toBeVisible();
}

/** The visible results panel (the other tabs' panels are hidden). */
export function panel(view: Page | Frame): Locator {
  return view.getByRole('tabpanel');
}

/** The results view's own "N of 5,000 calls used" line (popup or card). */
export function viewCallsLine(view: Page | Frame): Locator {
  return view.getByText(/ of 5,000 calls used$/);
}

/** Double-clicks a word on the page and returns the card that opens for it. */
export async function openCard(page: Page, selector: string, word: string): Promise<Frame> {
  await expect(openCards(page)).toHaveCount(0);
  await dblclickWord(page, selector, word);
  const card = await cardFrame(page);
  await expect(card.getByRole('tab', { name: 'Senses' })).toHaveAttribute('aria-selected', 'true');
  return card;
}

/** Escape in the card closes it, as it does for a reader. */
export async function closeCard(page: Page): Promise<void> {
  await (await cardFrame(page)).getByRole('tab', { name: 'Senses' }).press('Escape');
  await expect(openCards(page)).toHaveCount(0);
}

/** Calls to the API, optionally only those of one path (e.g. '/public/pos'). */
export function apiCalls(service: SampleService, path?: string): CallRecord[] {
  return service.calls().filter((call) => path === undefined || call.path === path);
}

/**
 * A service URL on a loopback port where nothing listens: a server is started on a free
 * port and closed again, so connections to it are refused.
 */
export async function closedLoopbackServiceUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve, reject) =>
    server.close((error) => (error ? reject(error) : resolve())),
  );
  return `http://127.0.0.1:${port}/api/v1/external`;
}

/** Every request the browser context makes, service worker requests included. */
export function recordRequests(extension: ExtensionHandle): Request[] {
  const requests: Request[] = [];
  extension.context.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * The extension's service worker as CDP's ServiceWorker domain sees it. Stopping it with
 * `ServiceWorker.stopWorker` is what Chrome itself does to an idle worker: the worker's
 * global scope is thrown away, and the next event (a message) starts a fresh one.
 */
export interface WorkerControl {
  /** Stops the worker and resolves once CDP reports it stopped. */
  stop(): Promise<void>;
  /** Every running status CDP reported for the worker, in order. */
  statuses(): string[];
}

export async function controlWorker(
  extension: ExtensionHandle,
  page: Page,
): Promise<WorkerControl & { session: CDPSession }> {
  const session = await extension.context.newCDPSession(page);
  const prefix = `chrome-extension://${extension.id}/`;
  const seen: string[] = [];
  let versionId: string | null = null;
  session.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const version of event.versions) {
      if (!version.scriptURL.startsWith(prefix)) continue;
      versionId = version.versionId;
      seen.push(version.runningStatus);
    }
  });
  await session.send('ServiceWorker.enable');
  await expect
    .poll(() => versionId, { message: 'CDP reports the extension worker' })
    .not.toBe(null);
  return {
    session,
    statuses: () => [...seen],
    async stop() {
      const before = seen.length;
      if (versionId === null) throw new Error('no extension worker known');
      await session.send('ServiceWorker.stopWorker', { versionId });
      await expect
        .poll(() => seen.slice(before), { message: 'the extension worker stops' })
        .toContain('stopped');
    },
  };
}

/**
 * The content script's isolated world in the page's main frame, reached through CDP: the
 * execution context Chromium names after the extension, with the extension's origin.
 * `evaluate` runs an expression there (awaiting a promise) and returns its JSON value.
 */
export interface IsolatedWorld {
  evaluate<T>(expression: string): Promise<T>;
  /** The same, in the page's own (main) world of that frame. */
  evaluateInPage<T>(expression: string): Promise<T>;
}

interface ContextInfo {
  uniqueId: string;
  origin: string;
  name: string;
  auxData?: { frameId?: string; isDefault?: boolean; type?: string };
}

export async function contentScriptWorld(
  extension: ExtensionHandle,
  page: Page,
): Promise<IsolatedWorld> {
  const session = await extension.context.newCDPSession(page);
  const contexts = new Map<string, ContextInfo>();
  session.on('Runtime.executionContextCreated', (event) => {
    const context = event.context as ContextInfo;
    contexts.set(context.uniqueId, context);
  });
  session.on('Runtime.executionContextDestroyed', (event) => {
    const id = (event as { executionContextUniqueId?: string }).executionContextUniqueId;
    if (id !== undefined) contexts.delete(id);
  });
  await session.send('Runtime.enable');
  const { frameTree } = await session.send('Page.getFrameTree');
  const frameId = frameTree.frame.id;
  const pageOrigin = new URL(page.url()).origin;
  const find = (wanted: (context: ContextInfo) => boolean) =>
    [...contexts.values()].find(
      (context) => context.auxData?.frameId === frameId && wanted(context),
    );
  const isolated = () =>
    find(
      (context) =>
        context.auxData?.type === 'isolated' &&
        context.origin === `chrome-extension://${extension.id}`,
    );
  const main = () =>
    find((context) => context.auxData?.isDefault === true && context.origin === pageOrigin);
  await expect
    .poll(() => isolated() !== undefined && main() !== undefined, {
      message: "the content script's isolated world and the page's world exist",
    })
    .toBe(true);

  const run = async <T>(context: ContextInfo | undefined, expression: string): Promise<T> => {
    if (!context) throw new Error('the execution context is gone');
    const answer = await session.send('Runtime.evaluate', {
      expression,
      uniqueContextId: context.uniqueId,
      awaitPromise: true,
      returnByValue: true,
    });
    if (answer.exceptionDetails) {
      throw new Error(`evaluation failed: ${answer.exceptionDetails.text}`);
    }
    return answer.result.value as T;
  };
  return {
    evaluate: (expression) => run(isolated(), expression),
    evaluateInPage: (expression) => run(main(), expression),
  };
}
