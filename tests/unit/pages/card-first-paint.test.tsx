// @vitest-environment happy-dom
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPage } from '../../../entrypoints/card/CardPage';
import type { TicketSource } from '../../../entrypoints/card/ticket';
import { budget, claimed, fakeBackground } from './fake-background';

/**
 * What the card's first paint must not wait for. Rendered with Preact itself, not through
 * testing-library, whose act() would run every effect at once: here, as in the browser,
 * plain effects wait for the next frame, and the checks run before it.
 */

let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
  delete document.documentElement.dataset.theme;
});

/** The content script's ticket, posted on the frame's load, before the card subscribed. */
const earlyTicket: TicketSource = (onTicket) => {
  onTicket({ ticket: 'ticket-1', port: null });
  return () => undefined;
};

const SENSES = {
  ok: true,
  word: 'كتاب',
  matched: 'كتاب',
  strippedClitics: false,
  results: { pos: [{ lemma: 'كِتَاب', lexiconName: 'معجم', pos: null, senses: ['رسالة'] }] },
  refusedLexicons: [],
  budget: budget(),
} as const;

/** `withSenses`: the claim brings the word's Senses (the ticket's early answer was ready). */
function renderCard(tickets: TicketSource = earlyTicket, withSenses = false) {
  const claim = claimed('كتاب', 's-1', { theme: 'dark' });
  const background = fakeBackground({
    'card-claim': () => (withSenses ? { ...claim, senses: SENSES } : claim),
    lookup: () => SENSES,
    'notebook-record': () => ({ ok: true }),
    'notebook-is-saved': () => ({ ok: true, saved: false, voice: '', rate: 1 }),
  });
  root = document.createElement('div');
  document.body.append(root);
  render(
    <CardPage
      tickets={tickets}
      send={background.send}
      openOptions={() => {}}
      navigatorLanguage="en-US"
    />,
    root,
  );
  return background;
}

/** Resolves with what `check` says in the same task as `selector` first appears. */
function whenShown<T>(selector: string, check: () => T): Promise<T> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (!root.querySelector(selector)) return;
      observer.disconnect();
      resolve(check());
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

/** Resolves once nothing in the card matches `selector`. */
function whenGone(selector: string): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (root.querySelector(selector)) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(root, { childList: true, subtree: true });
  });
}

describe('the card’s first paint', () => {
  it('claims a ticket that came before the first render at once, not a frame later', () => {
    const background = renderCard();
    expect(background.ofType('card-claim')).toEqual([{ type: 'card-claim', ticket: 'ticket-1' }]);
  });

  /** The lemma in the card in the same render as the word itself, or null. */
  const lemmaWithWord = () =>
    whenShown('.lisan-word', () => root.querySelector('.lisan-lemma')?.textContent ?? null);

  it('draws the Senses that came with the claim in the same render as the word', async () => {
    renderCard(earlyTicket, true);
    // The claim answers later (a message): the word is not in the card yet.
    expect(await lemmaWithWord()).toBe('كِتَاب');
  });

  it('draws a word it has shown before in the same render as the word, sent again', async () => {
    const channel = new MessageChannel();
    const withPort: TicketSource = (onTicket) => {
      onTicket({ ticket: 'ticket-1', port: channel.port2 });
      return () => undefined;
    };
    renderCard(withPort);
    await whenShown('.lisan-lemma', () => undefined);
    channel.port1.postMessage({ type: 'hide' });
    await whenGone('.lisan-word');
    const shown = lemmaWithWord();
    channel.port1.postMessage({ type: 'show', word: 'كتاب' });
    expect(await shown).toBe('كِتَاب');
    channel.port1.close();
  });

  it('sends the notebook its record after the render that drew the answer, not within it', async () => {
    const background = renderCard(earlyTicket, true);
    const recorded = () => background.ofType('notebook-record').length;
    expect(await whenShown('.lisan-lemma', recorded)).toBe(0);
    await vi.waitFor(() => expect(background.ofType('notebook-record')).toHaveLength(1));
  });

  it('shows the word in the reader’s theme from its first frame', async () => {
    renderCard();
    const theme = await whenShown('.lisan-word', () => document.documentElement.dataset.theme);
    expect(theme).toBe('dark');
  });
});
