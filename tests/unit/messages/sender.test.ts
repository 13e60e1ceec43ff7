import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { classifySender, currentIdentity, senderFrame } from '../../../lib/messages/sender';
import { EXPECTED_KIND, IDENTITY, SENDERS, type SenderName } from './fixtures';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('classifySender', () => {
  it.each(Object.keys(SENDERS) as SenderName[])('%s', (name) => {
    expect(classifySender(SENDERS[name], IDENTITY)).toBe(EXPECTED_KIND[name]);
  });

  it('reads our identity from browser.runtime by default', () => {
    expect(currentIdentity()).toEqual(IDENTITY);
    expect(classifySender(SENDERS.options)).toBe('options');
    expect(classifySender(SENDERS.card)).toBe('card');
  });

  it('knows the card at its dynamic web-accessible URL, and only the card there', () => {
    const identity = { ...IDENTITY, card: 'chrome-extension://5f0c-dynamic/card.html' };
    const card = {
      id: IDENTITY.id,
      url: 'chrome-extension://5f0c-dynamic/card.html#t=x',
      origin: 'chrome-extension://5f0c-dynamic',
      tab: { id: 1 },
      frameId: 3,
    };
    expect(classifySender(card, identity)).toBe('card');
    // Even when runtime.getURL in the background gives the static URL.
    expect(classifySender(card, IDENTITY)).toBe('card');
    expect(classifySender(SENDERS.card, identity)).toBe('card');
    // options and popup are never web-accessible, so never at another host.
    const options = { id: IDENTITY.id, url: 'chrome-extension://5f0c-dynamic/options.html' };
    expect(classifySender(options, identity)).toBe('unknown');
    expect(classifySender({ ...card, origin: 'https://example.com' }, identity)).toBe('unknown');
    expect(classifySender(SENDERS.options, identity)).toBe('options');
  });

  it('works with Firefox moz-extension URLs', () => {
    const base = 'moz-extension://0b6c1d9e-uuid';
    const identity = {
      id: 'lisan@example.org',
      base: `${base}/`,
      options: `${base}/options.html`,
      popup: [`${base}/popup.html`, `${base}/popup-ar.html`],
      notebook: `${base}/notebook.html`,
      card: `${base}/card.html`,
    };
    expect(classifySender({ id: identity.id, url: `${base}/popup.html` }, identity)).toBe('popup');
    expect(classifySender({ id: identity.id, url: `${base}/popup-ar.html` }, identity)).toBe(
      'popup',
    );
    expect(
      classifySender(
        { id: identity.id, url: `${base}/card.html`, tab: { id: 2 }, frameId: 1 },
        identity,
      ),
    ).toBe('card');
  });

  it.each([
    ['null', null],
    ['a string', 'options'],
    ['a tab id that is not a number', { ...SENDERS.contentScript, tab: { id: '7' } }],
    ['a negative tab id (TAB_ID_NONE)', { ...SENDERS.contentScript, tab: { id: -1 } }],
    ['a missing frame id', { ...SENDERS.contentScript, frameId: undefined }],
    ['a fractional frame id', { ...SENDERS.card, frameId: 1.5 }],
    ['a non-string origin', { ...SENDERS.options, origin: 42 }],
    ['a non-string url', { ...SENDERS.options, url: ['x'] }],
    ['an unparseable url', { ...SENDERS.options, url: 'not a url' }],
    ['an id with different case', { ...SENDERS.options, id: IDENTITY.id.toUpperCase() }],
  ])('is unknown for %s', (_label, sender) => {
    expect(classifySender(sender, IDENTITY)).toBe('unknown');
  });

  it('does not take options.html with a query or hash for another page', () => {
    expect(
      classifySender({ ...SENDERS.options, url: `${SENDERS.options.url}?x=1#y` }, IDENTITY),
    ).toBe('options');
    expect(
      classifySender(
        { ...SENDERS.options, url: `${IDENTITY.base}options.html/../card.html` },
        IDENTITY,
      ),
    ).toBe('unknown');
  });
});

describe('senderFrame', () => {
  it('gives tab and frame of tab senders only', () => {
    expect(senderFrame(SENDERS.card)).toEqual({
      tabId: 7,
      frameId: 4,
      url: SENDERS.card.url,
    });
    expect(senderFrame(SENDERS.popup)).toBeNull();
    expect(senderFrame(undefined)).toBeNull();
  });
});
