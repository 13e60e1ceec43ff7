// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { cleanup, screen, waitFor } from '@testing-library/preact';
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mountPopup } from '../../../entrypoints/popup/mount';
import { PopupPage } from '../../../entrypoints/popup/PopupPage';
import { MAX_WORD_LENGTH } from '../../../lib/messages/words';
import { budget, fakeBackground, status } from './fake-background';

const HTML = readFileSync(
  resolve(import.meta.dirname, '../../../entrypoints/popup/index.html'),
  'utf8',
);

/** popup.html's own #app, as the browser parses it before any script. */
function staticApp(): HTMLElement {
  const parsed = new DOMParser().parseFromString(HTML, 'text/html').getElementById('app');
  if (!parsed) throw new Error('index.html has no #app');
  const root = document.importNode(parsed, true);
  document.body.append(root);
  return root;
}

/** Each node in document order: tag and sorted attributes, or text. */
function skeleton(root: Element): string[] {
  const lines: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Element)) lines.push(`"${node.textContent}"`);
    else {
      // autofocus is boolean: its value, which happy-dom writes as "true", says nothing.
      const attributes = [...node.attributes]
        .map((a) => (a.name === 'autofocus' ? a.name : `${a.name}=${a.value}`))
        .sort();
      lines.push(`<${node.localName} ${attributes.join(' ')}>`);
    }
  }
  return lines;
}

function services(lookups: string[] = []) {
  const background = fakeBackground({
    status: () => status({ hasKey: true, budget: budget() }),
    'notebook-list': () => ({ ok: true, history: [] }),
    lookup: (message) => {
      if (message.type === 'lookup') lookups.push(message.word);
      return { ok: false, error: { kind: 'transport', reason: 'unreachable' } };
    },
  });
  return { send: background.send, getSelection: async () => null, openOptions: vi.fn() };
}

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
});
