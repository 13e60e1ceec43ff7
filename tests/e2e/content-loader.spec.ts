import { dblclickWord } from '../../automation/page-actions';
import { expect, test } from './support/extension';
import { cardIn, setUp, shownWord } from './support/flows-helpers';

/**
 * Issue 29 part 4: every page runs only the content script's loader; the part that finds
 * words and shows the card is imported from the extension at the reader's first press
 * (content-lookup.js, web-accessible with use_dynamic_url). The page's own CSP must not be
 * able to block that import, and the page must see nothing of it: no resource entry, no
 * CSP report, no fixed URL. (Chromium 130 refused such imports under the page's CSP:
 * crbug.com/363027634; this fails if that comes back.)
 */

/** As strict as a page gets: no script, style, frame or connection from anywhere else. */
const STRICT_CSP = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>strict</title></head>
<body><p id="word" dir="rtl" style="font-size:24px">قرأت كتاب العلوم</p></body></html>`;

/** Runs in the page's main world before any of its scripts: what the page can observe. */
function observeLoads(): void {
  const seen: string[] = [];
  (window as unknown as { seen: string[] }).seen = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push(`resource ${entry.name}`);
  }).observe({ type: 'resource', buffered: true });
  document.addEventListener('securitypolicyviolation', (event) =>
    seen.push(`csp ${event.violatedDirective} ${event.blockedURI}`),
  );
}

test('the lookup part loads under a strict page CSP, and the page sees nothing of its load', async ({
  extension,
  service,
}) => {
  await setUp(extension, service);
  const page = await extension.context.newPage();
  const url = `${service.origin}/strict-csp.html`;
  await page.route(url, (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': STRICT_CSP },
      body: PAGE,
    }),
  );
  await page.addInitScript(observeLoads);
  await page.goto(url, { waitUntil: 'load' });

  await dblclickWord(page, '#word', 'كتاب');
  await expect(shownWord(await cardIn(page))).toHaveText('كتاب');
  // Positive control: the page's observers work (its own blocked request is seen).
  await page.evaluate(() => fetch('https://example.invalid/').catch(() => undefined));
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { seen: string[] }).seen))
    .toContainEqual(expect.stringMatching(/^csp connect-src https:\/\/example\.invalid/));

  const seen = await page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  expect(seen.filter((note) => !note.includes('example.invalid'))).toEqual([]);
  // The part's address is the session's own (use_dynamic_url), not the extension's id.
  const manifest = await (await extension.serviceWorker()).evaluate(() =>
    chrome.runtime.getManifest(),
  );
  expect(manifest.web_accessible_resources).toContainEqual(
    expect.objectContaining({
      resources: expect.arrayContaining(['content-lookup.js']),
      use_dynamic_url: true,
    }),
  );
});
