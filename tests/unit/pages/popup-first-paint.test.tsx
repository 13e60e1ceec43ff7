// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { paintInReadersLanguage } from '../../../entrypoints/popup/first-paint';
import { mountPopup } from '../../../entrypoints/popup/mount';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import { readUiLanguageHint } from '../../../lib/i18n/language-hint';
import { services, skeleton, staticApp, staticDocument } from './popup-html';

const HINT_KEY = 'lisan.uiLanguage';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  localStorage.clear();
});

/** popup.html once its <head> script has run, in `lang` or as the hint says. */
function firstPaint(lang?: 'ar' | 'en'): Document {
  const parsed = staticDocument();
  paintInReadersLanguage(parsed, lang);
  return parsed;
}

describe('popup.html’s first paint in the reader’s language', () => {
  it('in Arabic is the popup’s first Arabic render, right-to-left, element for element', () => {
    const painted = firstPaint('ar');
    expect(painted.documentElement.lang).toBe('ar');
    expect(painted.documentElement.dir).toBe('rtl');
    expect(painted.title).toBe('لسان');
    expect(painted.querySelector('label')?.textContent).toBe('كلمة عربية للبحث عنها');

    const rendered = document.createElement('div');
    document.body.append(rendered);
    // The first render, before the background answers: in the hinted language.
    render(<PopupPage {...services()} navigatorLanguage="en-US" uiLanguageHint="ar" />, rendered);
    expect(skeleton(staticApp(painted))).toEqual(skeleton(rendered));
    render(null, rendered);
  });

  it('follows the hint the popup and options leave, and the browser when it is missing or wrong', () => {
    localStorage.setItem(HINT_KEY, 'ar');
    expect(firstPaint().documentElement.dir).toBe('rtl');
    // Not a setting: ignored, so 'auto' (happy-dom's browser is English).
    localStorage.setItem(HINT_KEY, 'arabic');
    const painted = firstPaint();
    expect([painted.documentElement.lang, painted.documentElement.dir]).toEqual(['en', 'ltr']);
    expect(painted.querySelector('label')?.textContent).toBe('Arabic word to look up');
  });

  it('is adopted in Arabic, the field kept, and the hint follows the background’s answer', async () => {
    const root = staticApp(firstPaint('ar'));
    const field = root.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'كتا';
    mountPopup(root, { ...services([], { uiLanguage: 'en' }), uiLanguageHint: 'ar' }, '');
    // The first render keeps the Arabic first paint…
    expect(root.querySelector('label')?.textContent).toBe('كلمة عربية للبحث عنها');
    expect(root.querySelector('input')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('كتا');
    // …until the background says the reader chose English since: the next popup knows it.
    expect(await screen.findByText('Arabic word to look up')).toBeTruthy();
    await waitFor(() => expect(readUiLanguageHint()).toBe('en'));
  });
});
