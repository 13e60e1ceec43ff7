// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardPage } from '../../../entrypoints/card/CardPage';
import { postToParent } from '../../../entrypoints/card/parent-channel';
import {
  parentTickets,
  type TicketSource,
  ticketFromMessage,
} from '../../../entrypoints/card/ticket';
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

/** Tickets as the content script (or the page) would post them to the card's window. */
function ticketChannel() {
  const listeners = new Set<(ticket: string) => void>();
  const tickets: TicketSource = (onTicket) => {
    listeners.add(onTicket);
    return () => listeners.delete(onTicket);
  };
  const give = (ticket: string) => {
    for (const listener of listeners) listener(ticket);
  };
  return { tickets, give, listening: () => listeners.size };
}

function renderCard(ticket: string | null, overrides: Handlers = {}) {
  const background = fakeBackground({
    'card-claim': (message) =>
      message.type === 'card-claim' && message.ticket.startsWith('ticket-')
        ? {
            ok: true,
            word: message.ticket === 'ticket-2' ? 'قلم' : 'كتاب',
            session: `s-${message.ticket}`,
          }
        : { ok: false, error: { kind: 'refused', reason: 'ticket-invalid' } },
    status: () => status(),
    lookup: () => lookupAnswer,
    ...overrides,
  });
  const post = vi.fn();
  const channel = ticketChannel();
  render(
    <CardPage
      tickets={channel.tickets}
      send={background.send}
      post={post}
      openOptions={() => {}}
      navigatorLanguage="en-US"
      noTicketMs={30}
    />,
  );
  if (ticket !== null) channel.give(ticket);
  return { ...background, post, ...channel };
}

describe('ticketFromMessage', () => {
  it("reads a ticket only from the content script's message shape", () => {
    expect(
      ticketFromMessage({ source: 'lisan-parent', type: 'ticket', ticket: 'abc_DEF-123' }),
    ).toBe('abc_DEF-123');
    expect(ticketFromMessage({ source: 'lisan-card', type: 'ticket', ticket: 'abc' })).toBeNull();
    expect(ticketFromMessage({ source: 'lisan-parent', type: 'close', ticket: 'abc' })).toBeNull();
    expect(ticketFromMessage({ source: 'lisan-parent', type: 'ticket' })).toBeNull();
    expect(ticketFromMessage({ source: 'lisan-parent', type: 'ticket', ticket: '' })).toBeNull();
    expect(ticketFromMessage({ source: 'lisan-parent', type: 'ticket', ticket: 'a b' })).toBeNull();
    expect(ticketFromMessage({ source: 'lisan-parent', type: 'ticket', ticket: 7 })).toBeNull();
    expect(
      ticketFromMessage({ source: 'lisan-parent', type: 'ticket', ticket: 'a'.repeat(101) }),
    ).toBeNull();
    expect(ticketFromMessage('#t=abc')).toBeNull();
    expect(ticketFromMessage(null)).toBeNull();
  });
});

describe('parentTickets', () => {
  it('hears tickets from the parent window only', () => {
    const heard: string[] = [];
    const parent = new EventTarget() as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const stop = parentTickets((ticket) => heard.push(ticket));
    const data = { source: 'lisan-parent', type: 'ticket', ticket: 'abc' };
    window.dispatchEvent(new MessageEvent('message', { data, source: parent }));
    window.dispatchEvent(new MessageEvent('message', { data, source: window }));
    window.dispatchEvent(new MessageEvent('message', { data }));
    window.dispatchEvent(
      new MessageEvent('message', { data: { ...data, ticket: 'a b' }, source: parent }),
    );
    stop();
    window.dispatchEvent(new MessageEvent('message', { data, source: parent }));
    expect(heard).toEqual(['abc']);
  });
});

describe('card page', () => {
  it('says it is ready once it listens, then claims its ticket and looks up the word with the session', async () => {
    const { ofType, messages, post, listening } = renderCard('ticket-1');
    expect(listening()).toBe(1);
    expect(post).toHaveBeenCalledWith({ type: 'ready' });
    expect(await screen.findByRole('tab', { name: 'Senses' })).toBeTruthy();
    expect(messages[0]).toEqual({ type: 'card-claim', ticket: 'ticket-1' });
    await waitFor(() =>
      expect(ofType('lookup')).toEqual([
        { type: 'lookup', word: 'كتاب', tab: 'senses', session: 's-ticket-1' },
      ]),
    );
    expect(await screen.findByText('رسالة')).toBeTruthy();
  });

  it('moves focus onto the selected tab', async () => {
    renderCard('ticket-1');
    const tab = await screen.findByRole('tab', { name: 'Senses' });
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  it('opens a fresh results view, with a fresh session, for each new ticket', async () => {
    const { ofType, give } = renderCard('ticket-1');
    await screen.findByText('رسالة');
    const first = screen.getByRole('tab', { name: 'Senses' });
    // Where a reader who closed the last card with its button left the focus.
    screen.getByRole('button', { name: 'Close' }).focus();
    give('ticket-2');
    await waitFor(() => expect(ofType('card-claim')).toHaveLength(2));
    await waitFor(() =>
      expect(ofType('lookup').at(-1)).toEqual({
        type: 'lookup',
        word: 'قلم',
        tab: 'senses',
        session: 's-ticket-2',
      }),
    );
    const tab = await screen.findByRole('tab', { name: 'Senses' });
    expect(tab).not.toBe(first);
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  it('ignores a refused ticket while it shows a card', async () => {
    const { ofType, give } = renderCard('ticket-1');
    await screen.findByText('رسالة');
    give('forged');
    await waitFor(() => expect(ofType('card-claim')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByText('This card can only be opened by Lisan.')).toBeNull();
    expect(screen.getByText('رسالة')).toBeTruthy();
    expect(ofType('lookup')).toHaveLength(1);
  });

  it('shows only a short message, and looks nothing up, when the ticket is refused', async () => {
    const { ofType } = renderCard('stolen');
    expect(await screen.findByText('This card can only be opened by Lisan.')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ofType('lookup')).toHaveLength(0);
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.body.textContent?.trim()).toBe('This card can only be opened by Lisan.');
  });

  it('still opens for a good ticket after a refused one', async () => {
    const { give } = renderCard('stolen');
    expect(await screen.findByText('This card can only be opened by Lisan.')).toBeTruthy();
    give('ticket-1');
    expect(await screen.findByText('رسالة')).toBeTruthy();
  });

  it('does not even ask without a ticket', async () => {
    const { messages } = renderCard(null);
    expect(await screen.findByText('This card can only be opened by Lisan.')).toBeTruthy();
    expect(messages).toHaveLength(0);
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('says it could not open when the background cannot be reached', async () => {
    const { ofType } = renderCard('ticket-1', { 'card-claim': () => undefined });
    expect(await screen.findByText(/could not open this card/)).toBeTruthy();
    expect(ofType('lookup')).toHaveLength(0);
  });

  it('asks the page to close it on Escape and on the Close button', async () => {
    const { post } = renderCard('ticket-1');
    await screen.findByRole('tab', { name: 'Senses' });
    post.mockClear();
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
    postToParent({ type: 'ready' });
    postToParent({ type: 'close' });
    postToParent({ type: 'size', height: 231.4 });
    expect(postMessage.mock.calls).toEqual([
      [{ source: 'lisan-card', type: 'ready' }, '*'],
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
