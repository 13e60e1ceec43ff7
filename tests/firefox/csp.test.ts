import { afterAll, beforeAll, expect, it } from 'vitest';
import { POPUP_PAGES } from '../../lib/i18n/popup-pages';
import type { SampleService } from '../../sample-service/server';
import { type FirefoxSession, firefox } from './support/firefox';
import { cardFrame, configure, dblclickWord, expectSenses, startService } from './support/flows';

let session: FirefoxSession;
let service: SampleService;
beforeAll(async () => {
  [session, service] = await Promise.all([firefox(), startService()]);
});
afterAll(() => service.close());

// zod must run jitless in every context (lib/zod-jitless.ts): its eval probe breaks the
// extension's CSP, and Firefox logs that as an error.
it('the background, options, popup and card break no CSP rule in Firefox', async () => {
  // Options (and through it the background) parse settings and lexicons.
  const options = await configure(session, service);
  await options.close();
  // Every language's popup page (popup.html, popup-ar.html).
  for (const { page } of POPUP_PAGES) await (await session.openExtensionPage(page)).close();
  const page = await session.openWebPage(`${service.origin}/pages/demo.html`);
  await dblclickWord(page, '#plain', 'كتاب');
  await expectSenses(await cardFrame(page), 'كتاب');
  await page.close();

  const errors = await session.extensionErrors();
  expect(errors.filter((error) => error.startsWith('Content-Security-Policy'))).toEqual([]);
});
