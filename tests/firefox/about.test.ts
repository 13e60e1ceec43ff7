import { beforeAll, describe, expect, it } from 'vitest';
import { NOTICES_FILE } from '../../lib/about/sources';
import { byText, waitForText } from './support/dom';
import { type FirefoxSession, firefox } from './support/firefox';

/**
 * Issue 30 in Firefox (the Chromium counterpart is tests/e2e/about.spec.ts): the options
 * page's About names the data Lisan ships, and its links lead to the privacy policy page
 * and the notices file packed in the add-on. Puppeteer over BiDi does not see a tab that
 * an extension page's link opens, so each link's address is read and opened as its tab.
 */

let session: FirefoxSession;
beforeAll(async () => {
  session = await firefox();
});

describe('Firefox: the options page’s About', () => {
  it('names the shipped data and links to the privacy policy and the packed notices', async () => {
    const options = await session.openExtensionPage('options.html');
    await waitForText(options, '.about', 'Camel Morph MSA verb lexicon, CAMeL Lab, NYU Abu Dhabi');
    const address = async (text: string) =>
      (await byText(options, '.about a', text)).evaluate(
        (link) => (link as HTMLAnchorElement).href,
      );

    const privacy = await address('Privacy policy');
    expect(privacy).toBe(session.url('privacy.html?lang=en'));
    const policy = await session.openExtensionPage(privacy.slice(session.url('').length));
    await waitForText(policy, 'h1', 'Lisan privacy policy');
    await waitForText(policy, 'h2', 'How to erase everything');
    await policy.close();

    const notices = await address('Licences and notices of everything Lisan ships');
    expect(notices).toBe(session.url(NOTICES_FILE));
    // The file as the tab would show it: read by the options page from the package.
    const text = await options.evaluate(async (url) => (await fetch(url)).text(), notices);
    expect(text).toContain('third-party notices');
    expect(text).toContain('preact');
    await options.close();
  });
});
