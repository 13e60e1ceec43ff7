import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { vi } from 'vitest';
import { withStaticText } from '../../../entrypoints/popup/static-text';
import type { UiLanguage } from '../../../lib/i18n/languages';
import type { StatusResponse } from '../../../lib/messages/protocol';
import { budget, fakeBackground, status } from './fake-background';

/** Helpers for the tests of popup.html's static first render (happy-dom). */

/** The popup pages' template, entrypoints/popup/index.html. */
export const TEMPLATE = readFileSync(
  resolve(import.meta.dirname, '../../../entrypoints/popup/index.html'),
  'utf8',
);

/** The popup page in `lang` (popup.html in English) as the browser parses it, before any script. */
export function staticDocument(lang: UiLanguage = 'en'): Document {
  return new DOMParser().parseFromString(withStaticText(TEMPLATE, lang), 'text/html');
}

/** popup.html's own #app, as the browser parses it before any script. */
export function staticApp(parsedDocument = staticDocument()): HTMLElement {
  const parsed = parsedDocument.getElementById('app');
  if (!parsed) throw new Error('index.html has no #app');
  const root = document.importNode(parsed, true);
  document.body.append(root);
  return root;
}

/** Each node in document order: tag and sorted attributes, or text. */
export function skeleton(root: Element): string[] {
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

/** The popup's props, with a background that answers `status` (as `answer` says) and fails lookups. */
export function services(lookups: string[] = [], answer: Partial<StatusResponse> = {}) {
  const background = fakeBackground({
    status: () => status({ hasKey: true, budget: budget(), ...answer }),
    'notebook-list': () => ({ ok: true, history: [] }),
    lookup: (message) => {
      if (message.type === 'lookup') lookups.push(message.word);
      return { ok: false, error: { kind: 'transport', reason: 'unreachable' } };
    },
  });
  return { send: background.send, getSelection: async () => null, openOptions: vi.fn() };
}
