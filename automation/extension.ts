import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Worker } from '@playwright/test';
import { findChromium } from './chromium-path';

/**
 * Chromium with the built extension in a fresh profile: the e2e suites' fixture
 * (tests/e2e/support/extension.ts) and the demo and benchmark scripts all launch it so.
 */

/** The built Chrome extension; LISAN_EXTENSION_DIR points elsewhere (see wxt.config.ts). */
export const EXTENSION_DIR = resolve(
  process.env.LISAN_EXTENSION_DIR ?? resolve(import.meta.dirname, '../.output/chrome-mv3'),
);

/** Loads the built extension, and no other. */
export const EXTENSION_ARGS = [
  `--disable-extensions-except=${EXTENSION_DIR}`,
  `--load-extension=${EXTENSION_DIR}`,
];

/** A quiet Chromium: no first-run UI, no sync, no background downloads to skew timings. */
export const QUIET_CHROMIUM_ARGS = [
  '--no-sandbox',
  '--no-first-run',
  '--disable-sync',
  '--disable-background-networking',
  '--disable-component-update',
];

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

/**
 * Launches Chromium with the built extension.
 * `keptProfile`: a profile directory of the caller's, kept when the browser closes, so a
 * second launch with it is a browser restart. Without it, a fresh profile removed at close.
 * `extraArgs`: Chromium switches of the caller's (the bench's host rules).
 */
export async function launchWithExtension(
  device?: Device,
  keptProfile?: string,
  extraArgs: readonly string[] = [],
): Promise<ExtensionHandle & { close(): Promise<void> }> {
  const profile = keptProfile ?? mkdtempSync(join(tmpdir(), 'lisan-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...device,
    executablePath: findChromium(),
    headless: true,
    args: [
      ...EXTENSION_ARGS,
      ...QUIET_CHROMIUM_ARGS,
      '--disable-gpu',
      '--lang=en-US',
      ...extraArgs,
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
      if (keptProfile === undefined) rmSync(profile, { recursive: true, force: true });
    },
  };
}
