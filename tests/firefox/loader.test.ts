import type { Page } from 'puppeteer-core';
import { expect, it } from 'vitest';
import { cardFrame, dblclickWord, expectSenses, onDemoPage } from './support/flows';

/**
 * Issue 29 part 4 in Firefox: the content script's lookup part (content-lookup.js) is
 * imported at the reader's first press, under a strict page CSP, and the page sees nothing
 * of that load (tests/e2e/content-loader.spec.ts holds the same in Chromium).
 */

let page: Page;
onDemoPage((demo) => {
  [, , page] = demo;
});

it('the lookup part loads under a strict page CSP, and the page sees nothing of its load', async () => {
  // The page's policy, before the reader's first press: no script, frame or connection
  // from anywhere else. The page's observers: its resource timeline and CSP reports.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { seen: string[] }).seen = seen;
    const policy = document.createElement('meta');
    policy.httpEquiv = 'Content-Security-Policy';
    policy.content = "default-src 'none'; script-src 'self'; style-src 'unsafe-inline'";
    document.head.append(policy);
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`csp ${event.violatedDirective} ${event.blockedURI}`),
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (!entry.name.startsWith(location.origin)) seen.push(`resource ${entry.name}`);
      }
    }).observe({ type: 'resource', buffered: true });
  });

  await dblclickWord(page, '#plain', 'كتاب');
  await expectSenses(await cardFrame(page), 'كتاب');
  // Positive control: the policy holds, and the page hears of what it blocks.
  await page.evaluate(() => fetch('https://example.invalid/').catch(() => undefined));
  const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen);
  await expect.poll(seen).toContainEqual(expect.stringMatching(/^csp connect-src/));
  expect((await seen()).filter((note) => !note.includes('example.invalid'))).toEqual([]);
});
