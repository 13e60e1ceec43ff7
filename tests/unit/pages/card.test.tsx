// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerMemory } from '../../../entrypoints/card/answer-memory';
import { CardPage } from '../../../entrypoints/card/CardPage';
import {
  parentTickets,
  type TicketMessage,
  type TicketSource,
  ticketFromMessage,
} from '../../../entrypoints/card/ticket';
import { parentPortMessage as portMessage } from '../../../lib/messages/port-protocol';
import { budget, claimed, fakeBackground, status } from './fake-background';

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

/**
 * Tickets as the content script (or the page) would post them to the card's window, each
 * with a port when asked; `show` and `hide` go through the last port given, and `heard`
 * is what the card said back through it.
 */
function ticketChannel() {
  const listeners = new Set<(message: TicketMessage) => void>();
  const tickets: TicketSource = (onTicket) => {
    listeners.add(onTicket);
    return () => listeners.delete(onTicket);
  };
  let port: MessagePort | null = null;
  const heard: unknown[] = [];
  // What the content script answers when the card asks whether the reader can see it.
  const reader = { sees: true };
  const give = (ticket: string, withPort = false) => {
    let given: MessagePort | null = null;
    if (withPort) {
      const channel = new MessageChannel();
      const ours = channel.port1;
      port = ours;
      ours.onmessage = (event) => {
        heard.push(event.data);
        if (event.data?.type === 'check-visible') {
          ours.postMessage({ type: 'visible', asked: event.data.asked, visible: reader.sees });
        }
      };
      given = channel.port2;
    }
    for (const listener of listeners) listener({ ticket, port: given });
    return given;
  };
  return {
    tickets,
    give,
    show: (word: string) => port?.postMessage({ type: 'show', word }),
    hide: () => port?.postMessage({ type: 'hide' }),
    heard,
    reader,
    listening: () => listeners.size,
  };
}

function renderCard(
  ticket: string | null,
  overrides: Handlers = {},
  options: { withPort?: boolean; answersChanged?: (onChange: () => void) => () => void } = {},
) {
  const background = fakeBackground({
    'card-claim': (message) =>
      message.type === 'card-claim' && message.ticket.startsWith('ticket-')
        ? claimed(message.ticket === 'ticket-2' ? 'قلم' : 'كتاب', `s-${message.ticket}`)
        : { ok: false, error: { kind: 'refused', reason: 'ticket-invalid' } },
    status: () => status(),
    lookup: () => lookupAnswer,
    ...overrides,
  });
  const channel = ticketChannel();
  render(
    <CardPage
      tickets={channel.tickets}
      send={background.send}
      openOptions={() => {}}
      answersChanged={options.answersChanged}
      navigatorLanguage="en-US"
      noTicketMs={30}
    />,
  );
  if (ticket !== null) channel.give(ticket, options.withPort ?? false);
  return { ...background, ...channel };
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

describe('portMessage', () => {
  it('reads a word to show, or hide, and nothing else', () => {
    expect(portMessage({ type: 'show', word: 'كتاب' })).toEqual({ type: 'show', word: 'كتاب' });
    expect(portMessage({ type: 'hide', extra: 1 })).toEqual({ type: 'hide' });
    for (const bad of [
      null,
      'show',
      { type: 'show' },
      { type: 'show', word: '   ' },
      { type: 'show', word: 'ك'.repeat(101) },
      { type: 'ticket', ticket: 'abc' },
    ]) {
      expect(portMessage(bad)).toBeNull();
    }
  });
});

describe('parentTickets', () => {
  it('hears tickets from the parent window only', () => {
    const heard: string[] = [];
    const parent = new EventTarget() as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const stop = parentTickets()(({ ticket }) => heard.push(ticket));
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

  it('keeps a ticket posted on load, before the card subscribed, for the session', () => {
    const parent = new EventTarget() as unknown as Window;
    vi.spyOn(window, 'parent', 'get').mockReturnValue(parent);
    const source = parentTickets();
    const data = { source: 'lisan-parent', type: 'ticket', ticket: 'early' };
    window.dispatchEvent(new MessageEvent('message', { data, source: parent }));
    const heard: string[] = [];
    const stop = source(({ ticket }) => heard.push(ticket));
    expect(heard).toEqual(['early']);
    stop();
  });
});

describe('card page', () => {
  it('claims its ticket and looks up the word with the session, posting nothing to the page', async () => {
    const postMessage = vi.fn();
    vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage } as unknown as Window);
    const { ofType, messages, listening, heard } = renderCard('ticket-1', {}, { withPort: true });
    expect(listening()).toBe(1);
    expect(await screen.findByRole('tab', { name: 'Senses' })).toBeTruthy();
    expect(messages[0]).toEqual({ type: 'card-claim', ticket: 'ticket-1' });
    await waitFor(() =>
      expect(ofType('lookup')).toEqual([
        { type: 'lookup', word: 'كتاب', tab: 'senses', session: 's-ticket-1' },
      ]),
    );
    expect(await screen.findByText('رسالة')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(heard).toContainEqual({ type: 'close' }));
    expect(postMessage).not.toHaveBeenCalled();
  });

  /** A claim as the background answers it when the ticket's Senses were ready. */
  const claimWith = (senses: unknown) => ({
    'card-claim': () => ({ ...claimed('كتاب', 's-ticket-1'), senses }),
  });

  it('shows the Senses that came with the claim, with no lookup for them', async () => {
    const fromClaim = {
      ...lookupAnswer,
      results: { pos: [{ ...lookupAnswer.results.pos[0], senses: ['كلام مكتوب'] }] },
    };
    const { ofType } = renderCard('ticket-1', claimWith(fromClaim), { withPort: true });
    expect(await screen.findByText('كلام مكتوب')).toBeTruthy();
    // The history hears of it as of any answer shown, in the card's session.
    await waitFor(() =>
      expect(ofType('notebook-record')).toEqual([
        expect.objectContaining({ word: 'كتاب', lemma: 'كِتَاب', session: 's-ticket-1' }),
      ]),
    );
    expect(ofType('lookup')).toEqual([]);
    // The other tabs still ask, in the same session.
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    await waitFor(() =>
      expect(ofType('lookup')).toEqual([
        { type: 'lookup', word: 'كتاب', tab: 'examples', session: 's-ticket-1' },
      ]),
    );
  });

  it('drops broken Senses from a claim and looks them up instead', async () => {
    const { ofType } = renderCard('ticket-1', claimWith({ ok: true, word: 7 }));
    expect(await screen.findByText('رسالة')).toBeTruthy();
    expect(ofType('lookup')).toEqual([
      { type: 'lookup', word: 'كتاب', tab: 'senses', session: 's-ticket-1' },
    ]);
  });

  it('leaves the focus with the page, and puts it on the selected tab when given the frame', async () => {
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderCard('ticket-1');
    const tab = await screen.findByRole('tab', { name: 'Senses' });
    await screen.findByText('رسالة');
    expect(document.activeElement).not.toBe(tab);
    // The page focuses the frame (the shortcut, or Tab from the page).
    hasFocus.mockReturnValue(true);
    window.dispatchEvent(new FocusEvent('focus'));
    await waitFor(() => expect(document.activeElement).toBe(tab));
    hasFocus.mockRestore();
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

  it('asks the content script, through its port, to close it on Escape and on the Close button', async () => {
    const { heard } = renderCard('ticket-1', {}, { withPort: true });
    await screen.findByText('رسالة');
    await waitFor(() => expect(heard).toEqual([{ type: 'bound' }]));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Senses' }), { key: 'Escape' });
    await waitFor(() => expect(heard).toEqual([{ type: 'bound' }, { type: 'close' }]));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(heard.filter((m) => (m as { type?: string }).type === 'close')).toHaveLength(2),
    );
  });

  it('says in its footer, in English, that Lisan never asks for the key inside a page', async () => {
    renderCard('ticket-1');
    expect(
      await screen.findByText('Lisan never asks for your API key inside a page.'),
    ).toBeTruthy();
  });
});

describe('later cards in the same frame', () => {
  async function boundCard(options: Parameters<typeof renderCard>[2] = {}) {
    const card = renderCard('ticket-1', {}, { withPort: true, ...options });
    expect(await screen.findByText('رسالة')).toBeTruthy();
    await waitFor(() => expect(card.heard).toEqual([{ type: 'bound' }]));
    return card;
  }

  const heading = () => screen.getByRole('heading', { level: 2 }).textContent;

  it('shows a word sent through the port at once, with the same session and no new claim', async () => {
    const { show, ofType } = await boundCard();
    const first = screen.getByRole('tab', { name: 'Senses' });
    show('قلم');
    await waitFor(() => expect(heading()).toBe('قلم'));
    expect(ofType('card-claim')).toHaveLength(1);
    await waitFor(() =>
      expect(ofType('lookup').at(-1)).toEqual({
        type: 'lookup',
        word: 'قلم',
        tab: 'senses',
        session: 's-ticket-1',
      }),
    );
    const tab = screen.getByRole('tab', { name: 'Senses' });
    expect(tab).not.toBe(first);
    await waitFor(() => expect(document.activeElement).toBe(tab));
  });

  it('spends nothing for a tab pressed while the reader cannot see the card, and says so', async () => {
    const card = await boundCard();
    card.reader.sees = false;
    fireEvent.click(screen.getByRole('tab', { name: 'Examples' }));
    expect(await screen.findByText(/the page hides or covers this card/)).toBeTruthy();
    expect(card.heard).toContainEqual({ type: 'check-visible', asked: 1 });
    expect(card.ofType('lookup').map((m) => m.tab)).toEqual(['senses']);
    // Seen again: the next tab pressed is looked up, and the notice goes.
    card.reader.sees = true;
    fireEvent.click(screen.getByRole('tab', { name: 'Root' }));
    await waitFor(() =>
      expect(card.ofType('lookup').map((m) => m.tab)).toEqual(['senses', 'root']),
    );
    await waitFor(() =>
      expect(screen.queryByText(/the page hides or covers this card/)).toBeNull(),
    );
  });

  it('never listens to the port of a refused ticket', async () => {
    const card = await boundCard();
    // The page posts a made-up ticket with a port of its own, then uses that port.
    const pagePort = card.give('forged', true);
    expect(heading()).toBe('كتاب');
    // The reader's next ticket, claimed after the page's, binds its own port.
    const readerPort = card.give('ticket-2', true);
    await waitFor(() => expect(heading()).toBe('قلم'));
    // The card set no listener on the page's port: nothing sent through it is delivered.
    expect(pagePort?.onmessage).toBeNull();
    expect(readerPort?.onmessage).not.toBeNull();
    expect(card.ofType('card-claim').map((m) => m.ticket)).toEqual([
      'ticket-1',
      'forged',
      'ticket-2',
    ]);
  });

  it('empties itself on hide, so the next card cannot show the last word', async () => {
    const { hide } = await boundCard();
    hide();
    await waitFor(() => expect(screen.queryByText('رسالة')).toBeNull());
    expect(screen.queryByRole('heading', { level: 2 })).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('shows a word it has shown before from its memory, without a lookup', async () => {
    const { show, hide, messages } = await boundCard();
    const before = messages.length;
    hide();
    await waitFor(() => expect(screen.queryByText('رسالة')).toBeNull());
    show('كتاب');
    expect(await screen.findByText('رسالة')).toBeTruthy();
    // Only the notebook hears of it (the reader met the word again): nothing is asked.
    const types = () => messages.slice(before).map((message) => message.type);
    await waitFor(() => expect(types()).toContain('notebook-record'));
    expect(types().filter((type) => !type.startsWith('notebook-'))).toEqual([]);
  });

  it('records a word shown again in the notebook even when the reader closes it at once', async () => {
    const { show, hide, ofType } = await boundCard();
    hide();
    await waitFor(() => expect(screen.queryByText('رسالة')).toBeNull());
    await waitFor(() => expect(ofType('notebook-record')).toHaveLength(1));
    show('كتاب');
    await screen.findByText('رسالة');
    hide();
    await waitFor(() => expect(ofType('notebook-record')).toHaveLength(2));
  });

  it('forgets what it kept when answers may have changed, and reads the language again', async () => {
    let changed = () => {};
    const { show, hide, ofType } = await boundCard({
      answersChanged: (onChange) => {
        changed = onChange;
        return () => {};
      },
    });
    changed();
    await waitFor(() => expect(ofType('status')).toHaveLength(1));
    hide();
    show('كتاب');
    await waitFor(() => expect(ofType('lookup')).toHaveLength(2));
    expect(await screen.findByText('رسالة')).toBeTruthy();
  });

  it("says 'expired' through the port, once, when the background no longer knows its session", async () => {
    const card = await boundCard({});
    cleanup();
    const lapsed = renderCard(
      'ticket-1',
      {
        lookup: (message) =>
          message.type === 'lookup' && message.word === 'قلم'
            ? { ok: false, error: { kind: 'refused', reason: 'session-invalid' } }
            : lookupAnswer,
      },
      { withPort: true },
    );
    expect(await screen.findByText('رسالة')).toBeTruthy();
    lapsed.show('قلم');
    await waitFor(() => expect(lapsed.heard).toEqual([{ type: 'bound' }, { type: 'expired' }]));
    expect(card.heard).toEqual([{ type: 'bound' }]);
  });
});

describe('AnswerMemory', () => {
  const answer = (word: string, used = 12) => ({
    ...lookupAnswer,
    ok: true as const,
    word,
    budget: budget(used),
  });

  it('answers a question it has kept without asking, with the latest budget it has seen', async () => {
    const memory = new AnswerMemory();
    const fetchTab = vi.fn(async (word: string) => answer(word, word === 'قلم' ? 40 : 12));
    const through = memory.through(fetchTab);
    expect((await through('كتاب', 'senses')).budget?.used).toBe(12);
    await through('قلم', 'senses');
    const again = await through('كتاب', 'senses');
    expect(fetchTab).toHaveBeenCalledTimes(2);
    expect(again.ok && again.word).toBe('كتاب');
    expect(again.budget?.used).toBe(40);
    // Each tab is its own question.
    await through('كتاب', 'examples');
    expect(fetchTab).toHaveBeenCalledTimes(3);
  });

  it('keeps no errors, so a retry asks again', async () => {
    const memory = new AnswerMemory();
    const failure = {
      ok: false as const,
      error: { kind: 'network' as const, messages: [], reason: 'offline' },
      budget: null,
    };
    const fetchTab = vi.fn(async () => failure);
    const through = memory.through(fetchTab);
    await through('كتاب', 'senses');
    await through('كتاب', 'senses');
    expect(fetchTab).toHaveBeenCalledTimes(2);
    expect(memory.size).toBe(0);
  });

  it('drops the least recently used answer beyond its capacity, and everything on forget', async () => {
    const memory = new AnswerMemory(2);
    const fetchTab = vi.fn(async (word: string) => answer(word));
    const through = memory.through(fetchTab);
    await through('أ', 'senses');
    await through('ب', 'senses');
    await through('أ', 'senses'); // used again: ب is now the oldest
    await through('ج', 'senses');
    expect(memory.size).toBe(2);
    await through('أ', 'senses');
    expect(fetchTab).toHaveBeenCalledTimes(3);
    await through('ب', 'senses');
    expect(fetchTab).toHaveBeenCalledTimes(4);
    memory.forget();
    expect(memory.size).toBe(0);
  });
});
