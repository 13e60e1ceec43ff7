import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, test as base, chromium, type Worker } from '@playwright/test';
import { type SampleService, startSampleService } from '../../../sample-service/server';
import { findChromium } from './chromium-path';

/** The built Chrome extension; LISAN_EXTENSION_DIR points elsewhere (see wxt.config.ts). */
export const EXTENSION_DIR = resolve(
  process.env.LISAN_EXTENSION_DIR ?? resolve(import.meta.dirname, '../../../.output/chrome-mv3'),
);

export interface ExtensionHandle {
  context: BrowserContext;
  id: string;
  /** chrome-extension://<id>/<path> */
  url(path: string): string;
  serviceWorker(): Promise<Worker>;
}

/** A device to emulate (e.g. a phone: 360×740, touch, mobile viewport). */
export interface Device {
  viewport: { width: number; height: number };
  hasTouch: boolean;
  isMobile: boolean;
}

/** Launches Chromium with the built extension in a fresh profile, optionally as `device`. */
export async function launchWithExtension(
  device?: Device,
): Promise<ExtensionHandle & { close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lisan-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...device,
    executablePath: findChromium(),
    headless: true,
    args: [
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
      '--lang=en-US',
    ],
  });
  const serviceWorker = async (): Promise<Worker> =>
    context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL((await serviceWorker()).url()).host;
  return {
    context,
    id,
    url: (path) => `chrome-extension://${id}/${path.replace(/^\//, '')}`,
    serviceWorker,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

interface WorkerFixtures {
  service: SampleService;
}
interface TestFixtures {
  extension: ExtensionHandle;
}

/** One sample service per Playwright worker (reset before each test), one browser per test. */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  service: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright's fixture signature
    async ({}, use) => {
      const service = await startSampleService({ port: 0 });
      await use(service);
      await service.close();
    },
    { scope: 'worker' },
  ],
  extension: async ({ service }, use) => {
    service.reset();
    const extension = await launchWithExtension();
    await use(extension);
    await extension.close();
  },
});

export { expect } from '@playwright/test';
