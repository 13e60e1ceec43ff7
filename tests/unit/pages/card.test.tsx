// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPage } from '../../../entrypoints/card/CardPage';
import { postToParent } from '../../../entrypoints/card/parent-channel';
import { ticketFromHash } from '../../../entrypoints/card/ticket';
import { budget, fakeBackground, status } from './fake-background';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

type Handlers = Parameters<typeof fakeBackground>[0];

const lookupAnswer = {
  ok: true,
  word: 'كتاب',
  matched: 'كتاب',
  strippedClitics: false,
  results: { pos: [{ lemma: 'كِتَاب', lexiconName: 'معجم الرياض', pos: null, senses: ['رسالة'] }] },
  refusedLexicons: [],
  budget: budget(),
};

function renderCard(ticket: string | null, overrides: Handlers = {}) {
  const background = fakeBackground({
    'card-claim': () => ({ ok: true, word: 'كتاب', session: 'session-1' }),
    status: () => status(),
    lookup: () => lookupAnswer,
    ...overrides,
  });
  const post = vi.fn();
  render(
    <CardPage
      ticket={ticket}
      send={background.send}
      post={post}
      openOptions={() => {}}
      navigatorLanguage="en-US"
    />,
  );
  return { ...background, post };
}

describe('ticketFromHash', () => {
  it('reads the ticket from the fragment only', () => {
    expect(ticketFromHash('#t=abc_DEF-123')).toBe('abc_DEF-123');
    expect(ticketFromHash('t=abc')).toBe('abc');
    expect(ticketFromHash('')).toBeNull();
    expect(ticketFromHash('#')).toBeNull();
    expect(ticketFromHash('#x=abc')).toBeNull();
    expect(ticketFromHash('#t=')).toBeNull();
    expect(ticketFromHash('#t=a%20b')).toBeNull();
    expect(ticketFromHash(`#t=${'a'.repeat(101)}`)).toBeNull();
  });
});

describe('card page', () => {
  it('claims its ticket, then looks up the word with the session', async () => {
    const { ofType, messages } = renderCard('ticket-1');
    expect(await screen.findByRole('tab', { name: 'Senses' })).toBeTruthy();
    expect(messages[0]).toEqual({ type: 'card-claim', ticket: 'ticket-1' });
    await waitFor(() =>
      expect(ofType('lookup')).toEqual([
        { type: 'lookup', word: 'كتاب', tab: 'senses', session: 'session-1' },
      ]),
    );
    expect(await screen.findByText('رسالة')).toBeTruthy();
  });

  it('moves focus onto the selected tab', async () => {
    renderCard('ticket-1');
    const tab = await screen.findByRole('tab', { name: 'Senses' });
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  it('shows only a short message, and looks nothing up, when the ticket is refused', async () => {
    const { ofType } = renderCard('stolen', {
      'card-claim': () => ({ ok: false, error: { kind: 'refused', reason: 'ticket-invalid' } }),
    });
    expect(await screen.findByText('This card can only be opened by Lisan.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ofType('lookup')).toHaveLength(0);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent?.trim()).toBe('This card can only be opened by Lisan.');
  });

  it('does not even ask without a ticket', async () => {
    const { messages } = renderCard(null);
    expect(await screen.findByText('This card can only be opened by Lisan.')).toBeTruthy();
    expect(messages).toHaveLength(0);
  });

  it('says it could not open when the background cannot be reached', async () => {
    const { ofType } = renderCard('ticket-1', { 'card-claim': () => undefined });
    expect(await screen.findByText(/could not open this card/)).toBeTruthy();
    expect(ofType('lookup')).toHaveLength(0);
  });

  it('asks the page to close it on Escape and on the Close button', async () => {
    const { post } = renderCard('ticket-1');
    await screen.findByRole('tab', { name: 'Senses' });
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Senses' }), { key: 'Escape' });
    expect(post).toHaveBeenCalledWith({ type: 'close' });
    post.mockClear();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(post).toHaveBeenCalledWith({ type: 'close' });
  });
});

describe('postToParent', () => {
  it('sends the parent nothing but the source, the type and a height', () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    postToParent({ type: 'close' });
    postToParent({ type: 'size', height: 231.4 });
    expect(postMessage.mock.calls).toEqual([
      [{ source: 'lisan-card', type: 'close' }, '*'],
      [{ source: 'lisan-card', type: 'size', height: 232 }, '*'],
    ]);
  });

  it('posts nothing outside a frame', () => {
    const postMessage = vi.spyOn(window, 'postMessage');
    postToParent({ type: 'close' });
    expect(postMessage).not.toHaveBeenCalled();
  });
});
