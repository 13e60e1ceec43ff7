import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { keepPopupInReadersLanguage } from '../../../entrypoints/background/popup-language';
import { updateSettings } from '../../../lib/settings/store';

/** The toolbar button's setPopup: Chromium's `action`, or Firefox MV2's `browserAction`. */
function spyOnSetPopup(api: 'action' | 'browserAction') {
  const setPopup = vi.fn(async (_details: { popup: string }) => undefined);
  const browser = fakeBrowser as unknown as Record<string, unknown>;
  browser.action = api === 'action' ? { setPopup } : undefined;
  browser.browserAction = api === 'browserAction' ? { setPopup } : undefined;
  return setPopup;
}

/** The page the toolbar button was last pointed at. */
const lastPopup = (setPopup: ReturnType<typeof spyOnSetPopup>) => setPopup.mock.lastCall?.[0].popup;

const original = { action: fakeBrowser.action, browserAction: fakeBrowser.browserAction };

beforeEach(() => {
  fakeBrowser.reset();
  vi.stubGlobal('navigator', { language: 'en-US' });
});

afterEach(() => {
  Object.assign(fakeBrowser, original);
  vi.unstubAllGlobals();
});

describe('the toolbar popup in the reader’s UI language', () => {
  it('is the Arabic page at browser start for a new reader whose browser is in Arabic', async () => {
    vi.stubGlobal('navigator', { language: 'ar-SA' });
    const setPopup = spyOnSetPopup('action');
    keepPopupInReadersLanguage();
    await fakeBrowser.runtime.onStartup.trigger();
    expect(setPopup.mock.calls).toEqual([[{ popup: 'popup-ar.html' }]]);
  });

  it('follows the stored setting at install, over the browser’s language', async () => {
    vi.stubGlobal('navigator', { language: 'ar' });
    const setPopup = spyOnSetPopup('action');
    keepPopupInReadersLanguage();
    await updateSettings({ uiLanguage: 'en' });
    // English: the manifest's own page, which the button opens after an install anyway.
    setPopup.mockClear();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'install' });
    expect(setPopup).not.toHaveBeenCalled();
    await updateSettings({ uiLanguage: 'ar' });
    setPopup.mockClear();
    await fakeBrowser.runtime.onInstalled.trigger({ reason: 'update', previousVersion: '0.1.0' });
    expect(setPopup.mock.calls).toEqual([[{ popup: 'popup-ar.html' }]]);
  });

  it('changes page when the UI language setting changes, and only then (Firefox’s browserAction)', async () => {
    const setPopup = spyOnSetPopup('browserAction');
    keepPopupInReadersLanguage();
    await updateSettings({ uiLanguage: 'ar' });
    await vi.waitFor(() => expect(lastPopup(setPopup)).toBe('popup-ar.html'));
    await updateSettings({ theme: 'dark' });
    await updateSettings({ uiLanguage: 'auto' });
    // 'auto' follows the browser, English here.
    await vi.waitFor(() => expect(lastPopup(setPopup)).toBe('popup.html'));
    expect(setPopup.mock.calls.map(([details]) => details.popup)).toEqual([
      'popup-ar.html',
      'popup.html',
    ]);
  });
});
