import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type ExtensionHandle, launchWithExtension } from '../../automation/extension';
import { cardRevealed, dblclickWord } from '../../automation/page-actions';
import { PAGE_MESSAGES } from '../../lib/i18n/pages-messages';
import type { SampleService } from '../../sample-service/server';
import { expect, test } from './support/extension';
import { cardIn, expectSettled, openPage, setUp, shownWord } from './support/flows-helpers';

/**
 * Issue 26, item 6: nothing the page can read tells it the reader's settings. The same
 * word's card host has the same box and the same attributes whatever the UI language,
 * theme and browser font size (the English and the Arabic UI once gave a host 459 and
 * 443 px, قلم's 343 and 339).
 */

type Language = 'en' | 'ar';
type Theme = 'light' | 'dark';

/** Chooses a language and a theme on the options page, as a reader does. */
async function choose(
  extension: ExtensionHandle,
  from: Language,
  lang: Language,
  theme: Theme,
): Promise<void> {
  const options = await extension.context.newPage();
  await options.goto(extension.url('options.html'));
  const words = PAGE_MESSAGES[from];
  const themeKey = theme === 'dark' ? 'prefs.themeDark' : 'prefs.themeLight';
  await options
    .getByRole('group', { name: words['prefs.theme'] })
    .getByRole('radio', { name: words[themeKey] })
    .check();
  await expect(options.locator('html')).toHaveAttribute('data-theme', theme);
  await options.getByLabel(words['prefs.language']).selectOption(lang);
  await expect(options.locator('html')).toHaveAttribute('lang', lang);
  await options.close();
}

/** What the page can read of the card host once the card has its own size. */
interface HostSeen {
  x: number;
  y: number;
  width: number;
  height: number;
  attributes: string[];
}

async function hostAsThePageSeesIt(page: Page, word: string): Promise<HostSeen> {
  await dblclickWord(page, '#plain', word);
  const card = await cardIn(page);
  await expect(shownWord(card)).toHaveText(word);
  await expectSettled(card);
  await cardRevealed(page);
  const read = () =>
    page.evaluate(() => {
      const host = document.querySelector('lisan-card');
      if (!host) return null;
      const { x, y, width, height } = host.getBoundingClientRect();
      // `all:initial` spelled out, then the declarations that say something.
      const said = (value: string) =>
        value
          .split(';')
          .filter((declaration) => !declaration.endsWith(': initial'))
          .join(';');
      const attributes = [...host.attributes].map(({ name, value }) => `${name}=${said(value)}`);
      return JSON.stringify({ x, y, width, height, attributes });
    });
  // Settled: the same reading twice, half a second apart (a late size would show here).
  let last = await read();
  await expect
    .poll(
      async () => {
        const previous = last;
        last = await read();
        return last === previous;
      },
      { intervals: [500] },
    )
    .toBe(true);
  if (!last) throw new Error('the card host is gone');
  return JSON.parse(last) as HostSeen;
}

/** A host as read above, without its place (top, left, x, y). */
function sizeOnly(host: HostSeen): HostSeen {
  const style = (attribute: string) => attribute.replace(/ (top|left): [^;]*;/g, '');
  return { ...host, x: 0, y: 0, attributes: host.attributes.map(style) };
}

/** The host of each word's card, each on a new page (a new card frame). */
async function hostsOf(extension: ExtensionHandle, service: SampleService): Promise<HostSeen[]> {
  const hosts: HostSeen[] = [];
  // A long entry and a short one.
  for (const word of ['كتاب', 'قلم']) {
    const page = await openPage(extension, service);
    // Room for the whole card on its side: its height is its own, not the room's.
    await page.setViewportSize({ width: 1280, height: 1600 });
    hosts.push(await hostAsThePageSeesIt(page, word));
    await page.close();
  }
  return hosts;
}

test('the card host is the same box, with the same attributes, in either UI language and theme', async ({
  extension,
  service,
}) => {
  test.setTimeout(180_000);
  await setUp(extension, service);
  const first = await hostsOf(extension, service);
  let from: Language = 'en';
  for (const [lang, theme] of [
    ['en', 'dark'],
    ['ar', 'light'],
  ] as const) {
    await choose(extension, from, lang, theme);
    from = lang;
    expect(await hostsOf(extension, service), `${lang} UI, ${theme}`).toEqual(first);
  }
});

test("the card host is the same box whatever the browser's default font size", async ({
  extension,
  service,
}) => {
  test.setTimeout(120_000);
  await setUp(extension, service);
  const usual = await hostsOf(extension, service);

  const profile = mkdtempSync(join(tmpdir(), 'lisan-font-'));
  mkdirSync(join(profile, 'Default'));
  // The reader's "Font size" in the browser's settings, at its largest preset but one.
  const fonts = { webkit: { webprefs: { default_font_size: 20, default_fixed_font_size: 16 } } };
  writeFileSync(join(profile, 'Default', 'Preferences'), JSON.stringify(fonts));
  const larger = await launchWithExtension(undefined, profile);
  try {
    const check = await larger.context.newPage();
    await check.goto(`${service.origin}/pages/demo.html`);
    // The setting took: a page's text follows it.
    expect(await check.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '20px',
    );
    await check.close();
    await setUp(larger, service);
    // The page's own text follows the font size, so the word, and the card beside it, are
    // elsewhere: the card's size and the rest of its style are the same.
    expect((await hostsOf(larger, service)).map(sizeOnly)).toEqual(usual.map(sizeOnly));
  } finally {
    await larger.close();
    rmSync(profile, { recursive: true, force: true });
  }
});
