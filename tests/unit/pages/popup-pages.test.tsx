// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { mountPopup } from '../../../entrypoints/popup/mount';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import { popupPages } from '../../../entrypoints/popup/static-text';
import { UI_LANGUAGES } from '../../../lib/i18n/languages';
import { services, skeleton, staticApp, staticDocument, TEMPLATE } from './popup-html';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('the popup page of each UI language', () => {
  it('exists for every UI language, under its own name, in its language and direction', () => {
    const pages = popupPages(TEMPLATE);
    expect(pages.map((page) => page.lang).sort()).toEqual(
      UI_LANGUAGES.map(({ code }) => code).sort(),
    );
    expect(new Set(pages.map((page) => page.fileName)).size).toBe(pages.length);
    expect(pages.find((page) => page.lang === 'en')?.fileName).toBe('popup.html');
    for (const { lang, source } of pages) {
      const parsed = new DOMParser().parseFromString(source, 'text/html');
      const { dir } = UI_LANGUAGES.find(({ code }) => code === lang) ?? {};
      expect([parsed.documentElement.lang, parsed.documentElement.dir]).toEqual([lang, dir]);
      expect(source).not.toMatch(/\{\{/);
    }
  });

  it('in Arabic is the popup’s first Arabic render, right to left, element for element', () => {
    const page = staticDocument('ar');
    expect(page.title).toBe('لسان');
    expect(page.querySelector('label')?.textContent).toBe('كلمة عربية للبحث عنها');
    const rendered = document.createElement('div');
    document.body.append(rendered);
    // The first render, before the background answers: in the page's own language.
    render(<PopupPage {...services()} navigatorLanguage="en-US" pageLanguage="ar" />, rendered);
    expect(skeleton(staticApp(page))).toEqual(skeleton(rendered));
    render(null, rendered);
  });

  it('is adopted in its language, the field kept, until the background names another', async () => {
    const root = staticApp(staticDocument('ar'));
    const field = root.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'كتا';
    mountPopup(root, { ...services([], { uiLanguage: 'en' }), pageLanguage: 'ar' }, '');
    // The first render keeps the Arabic page…
    expect(root.querySelector('label')?.textContent).toBe('كلمة عربية للبحث عنها');
    expect(root.querySelector('input')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('كتا');
    // …until the background says the reader chose English since.
    expect(await screen.findByText('Arabic word to look up')).toBeTruthy();
    expect(root.querySelector('input')).toBe(field);
  });
});
