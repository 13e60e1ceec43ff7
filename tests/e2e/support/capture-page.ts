import type { Page, Worker } from '@playwright/test';
import type { SampleService } from '../../../sample-service/server';
import { watchContentRequests } from './flows-helpers';
import { test } from './hostile-fixtures';
import type { CallLedger } from './hostile-page';

/**
 * The page sample-service/pages/hostile-capture.html, whose listeners run before Lisan's:
 * it moves the reader's selection to hidden words of its choosing and restyles Lisan's
 * look-up button. Its script exposes this state as `window.capture`.
 */
export interface CaptureState {
  /** Which events the page answers by moving the selection. */
  swapOn: string[];
  /** Only events hitting this selector ('' = any). */
  swapTarget: string;
  /** The element the page selects instead ('' = a new hidden word each time). */
  swapTo: string;
  /** What the page does to the look-up button when it appears ('' = nothing). */
  hideButton: '' | 'opacity' | 'filter' | 'page-opacity' | 'overlay';
  /** Every hidden word the page selected. */
  planted: string[];
  /** How many look-up buttons appeared, and when the last appeared or was moved. */
  buttons: number;
  buttonAt: number;
  /** When the page's own mouseup listener, the first of all, last ran. */
  mouseupAt: number;
  /** When each trusted click happened (performance.now()). */
  clicks: number[];
}

type Settable = Pick<CaptureState, 'swapOn' | 'swapTarget' | 'swapTo' | 'hideButton'>;

interface PageSide extends Omit<CaptureState, 'swapOn'> {
  swapOn: Set<string>;
  plant(): void;
}

async function openCapturePage(page: Page, service: SampleService): Promise<void> {
  await page.goto(`${service.origin}/pages/hostile-capture.html`);
}

/** What the content scripts sent the background, in order (watchContentRequests). */
export type Seen = () => Promise<Array<{ type: string; word?: string }>>;

export interface CaptureSetup {
  page: Page;
  ledger: CallLedger;
  worker: Worker;
  seen: Seen;
}

/**
 * The hostile suite's fixtures (Lisan configured with the canary key) with the capture
 * page open and the background's incoming messages watched.
 */
export const captureTest = test.extend<{ capture: CaptureSetup }>({
  capture: async ({ setup, extension, service }, use) => {
    await openCapturePage(setup.page, service);
    const worker = await extension.serviceWorker();
    const seen = await watchContentRequests(worker);
    await use({ page: setup.page, ledger: setup.ledger, worker, seen });
  },
});

/** Tells the page what to do from now on. */
export function attack(page: Page, settings: Partial<Settable>): Promise<void> {
  return page.evaluate((next) => {
    const state = (window as unknown as { capture: PageSide }).capture;
    const { swapOn, ...rest } = next;
    Object.assign(state, rest);
    if (swapOn) state.swapOn = new Set(swapOn);
  }, settings);
}

/** The page selects a new hidden word by script, there and then. */
export function plantSelection(page: Page): Promise<void> {
  return page.evaluate(() => (window as unknown as { capture: PageSide }).capture.plant());
}

export function captureState(page: Page): Promise<CaptureState> {
  return page.evaluate(() => {
    const {
      swapOn,
      plant: _plant,
      planted,
      ...rest
    } = (window as unknown as { capture: PageSide }).capture;
    return { ...rest, swapOn: [...swapOn], planted: [...planted] };
  });
}

/** Waits, on the page's own clock, until the last button appeared (or moved) `ms` ago. */
export async function waitButtonAge(page: Page, ms: number): Promise<void> {
  await page.waitForFunction((age) => {
    const at = (window as unknown as { capture: CaptureState }).capture.buttonAt;
    return at >= 0 && performance.now() - at >= age;
  }, ms);
}
