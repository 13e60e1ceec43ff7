/**
 * `npm run demo`: builds Lisan (the npm script does), starts the sample service, and opens
 * Chromium with the extension loaded and configured for the sample service (`demo` key),
 * on a page of Arabic prose. Double-click any word to see the card.
 *
 * Without a display it says so, proves the card works headlessly (one double-click, one
 * screenshot) and prints what to do instead.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type BrowserContext, chromium, type Page } from '@playwright/test';
import { findChromium } from '../automation/chromium-path';
import { EXTENSION_ARGS, QUIET_CHROMIUM_ARGS } from '../automation/extension';
import { cardFrame, dblclickWord } from '../automation/page-actions';
import { startSampleService } from '../sample-service/server';

const hasDisplay = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY);

async function main(): Promise<void> {
  const service = await startSampleService({ port: Number(process.env.PORT ?? 8787) });
  const profile = mkdtempSync(join(tmpdir(), 'lisan-demo-'));
  // Chrome would offer to translate the Arabic demo page, covering the card.
  mkdirSync(join(profile, 'Default'));
  writeFileSync(join(profile, 'Default', 'Preferences'), '{"translate":{"enabled":false}}');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: findChromium(),
    headless: !hasDisplay,
    viewport: hasDisplay ? null : { width: 1100, height: 760 },
    args: [...EXTENSION_ARGS, ...QUIET_CHROMIUM_ARGS],
  });
  const cleanUp = async (): Promise<void> => {
    await context.close().catch(() => undefined);
    await service.close();
    rmSync(profile, { recursive: true, force: true });
  };

  const extensionId = await findExtensionId(context);
  await configureForSampleService(context, extensionId, service.baseUrl);
  const page = await context.newPage();
  await page.goto(`${service.origin}/pages/demo.html`);
  for (const other of context.pages()) if (other !== page) await other.close();

  if (hasDisplay) {
    console.info(`Lisan is running against the sample service at ${service.baseUrl} (key "demo").`);
    console.info('Double-click any Arabic word on the demo page. Close the browser to stop.');
    await new Promise<void>((done) => context.on('close', () => done()));
    await cleanUp();
    return;
  }

  console.info(
    'No display found ($DISPLAY and $WAYLAND_DISPLAY are unset), so no window can open.',
  );
  console.info(
    'Proving the card works headlessly instead: double-clicking «كتاب» on the demo page…',
  );
  await dblclickWord(page, '#plain', 'كتاب');
  await (await cardFrame(page)).getByText('كِتَاب').first().waitFor();
  await cardSettled(page);
  const shot = resolve('demo-card.png');
  await page.screenshot({ path: shot });
  console.info(`Card opened. Screenshot: ${shot}`);
  console.info('To try it by hand on a machine with a display:');
  console.info('  1. npm run service            (sample service on http://127.0.0.1:8787)');
  console.info('  2. load .output/chrome-mv3 as an unpacked extension (chrome://extensions)');
  console.info(`  3. in Lisan's options set API key "demo" and Service URL ${service.baseUrl}`);
  await cleanUp();
}

/**
 * Waits (up to two seconds) until the card's host has taken the height of the card's
 * content: the card reports its size once the results are in, and a screenshot taken
 * before the page has resized the frame shows a card cut short.
 */
async function cardSettled(page: Page): Promise<void> {
  const content = (await cardFrame(page)).locator('main');
  const host = page.locator('lisan-card');
  for (let frame = 0; frame < 120; frame++) {
    const [inner, outer] = await Promise.all([content.boundingBox(), host.boundingBox()]);
    if (inner && outer && Math.abs(inner.height - outer.height) < 2) return;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
  }
}

/**
 * Saves the demo key and the sample service's URL from the options page, with the same
 * message its Save button sends. Pressing Save itself would also ask for a host
 * permission on 127.0.0.1, a prompt the sample service (it allows CORS) does not need.
 */
async function configureForSampleService(
  context: BrowserContext,
  extensionId: string,
  serviceUrl: string,
): Promise<void> {
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const answer = await options.evaluate(
    (url) =>
      chrome.runtime.sendMessage({
        type: 'save-settings',
        settings: { serviceUrl: url },
        apiKey: 'demo',
      }),
    serviceUrl,
  );
  await options.close();
  if ((answer as { ok?: boolean } | undefined)?.ok !== true) {
    throw new Error(`Lisan did not accept the demo settings: ${JSON.stringify(answer)}`);
  }
}

async function findExtensionId(context: BrowserContext): Promise<string> {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return new URL(worker.url()).host;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
