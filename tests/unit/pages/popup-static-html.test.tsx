// @vitest-environment happy-dom
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, describe, expect, it } from 'vitest';
import { mountPopup } from '../../../entrypoints/popup/mount';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import { withStaticText } from '../../../entrypoints/popup/static-text';
import { MAX_WORD_LENGTH } from '../../../lib/messages/words';
import { services, skeleton, staticApp } from './popup-html';

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

describe('popup.html’s own markup', () => {
  it('is the popup’s first render in English, element for element, with no whitespace', () => {
    const rendered = document.createElement('div');
    document.body.append(rendered);
    // No act(): the first render only, before the background answers anything.
    render(<PopupPage {...services()} navigatorLanguage="en-US" />, rendered);
    const root = staticApp();
    expect(skeleton(root)).toEqual(skeleton(rendered));
    expect(skeleton(root).filter((line) => /^"\s*"$/.test(line))).toEqual([]);
    render(null, rendered);
  });

  it('is adopted by the rendered popup: the same field, focused, with what was typed', async () => {
    const root = staticApp();
    const field = root.querySelector('input') as HTMLInputElement;
    field.focus();
    field.value = 'كتا';
    mountPopup(root, services(), '');
    expect(root.querySelector('input')).toBe(field);
    expect(document.activeElement).toBe(field);
    expect(field.value).toBe('كتا');
    expect(screen.getAllByRole('searchbox')).toHaveLength(1);
    // And it is Preact's own now: the calls line follows the status answer.
    expect(await screen.findByText(/calls used/i)).toBeTruthy();
  });

  it('looks up, once, the word an Enter sent before the script ran (popup.html?word=…)', async () => {
    const lookups: string[] = [];
    mountPopup(staticApp(), services(lookups), `?word=${encodeURIComponent(' كتاب ')}`);
    await waitFor(() => expect(lookups).toEqual(['كتاب']));
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('كتاب');
  });

  it('ignores a query word no field could have sent, and keeps what was typed', async () => {
    const lookups: string[] = [];
    const root = staticApp();
    (root.querySelector('input') as HTMLInputElement).value = 'قلم';
    mountPopup(root, services(lookups), `?word=${'ك'.repeat(MAX_WORD_LENGTH + 1)}`);
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('قلم');
    expect(await screen.findByText(/calls used/i)).toBeTruthy();
    expect(lookups).toEqual([]);
  });

  it('is filled from the catalogue at build, and a key the catalogue lacks fails the build', () => {
    expect(withStaticText('<b>{{popup.searchButton}}</b>', 'ar')).toBe('<b>ابحث</b>');
    expect(() => withStaticText('<b>{{popup.searchButon}}</b>')).toThrow(/popup\.searchButon/);
  });
});
