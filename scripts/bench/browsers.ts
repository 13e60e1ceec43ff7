import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BrowserContext, chromium } from '@playwright/test';
import { findChromium } from '../../automation/chromium-path';
import { QUIET_CHROMIUM_ARGS } from '../../automation/extension';

/**
 * The same Chromium, flags and kind of profile as the harness's launchWithExtension, with
 * another extension (the reference) or none: baselines for what Lisan adds to a page load.
 */
export async function launchPlain(
  extensionDir?: string,
): Promise<{ context: BrowserContext; close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'lisan-bench-plain-'));
  const extension = extensionDir
    ? [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`]
    : [];
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: true,
    args: [...extension, ...QUIET_CHROMIUM_ARGS, '--disable-gpu', '--lang=en-US'],
  });
  let closed: Promise<void> | undefined;
  return {
    context,
    // Idempotent: closed as soon as it is no longer needed, and again on the way out.
    close: () => {
      closed ??= context.close().finally(() => rmSync(profile, { recursive: true, force: true }));
      return closed;
    },
  };
}

/** The browser's full version, e.g. "156.0.8078.79" (the user agent says only "156.0.0.0"). */
export async function chromiumVersion(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    const { product } = await cdp.send('Browser.getVersion');
    return product.replace(/^(?:Headless)?Chrome\//, '');
  } finally {
    await page.close();
  }
}
