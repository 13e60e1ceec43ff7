import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardSession, type CardState } from '../../../entrypoints/card/card-session';
import type { TicketMessage, TicketSource } from '../../../entrypoints/card/ticket';
import { claimed, fakeBackground } from './fake-background';

/** The card's session driven without rendering: tickets in, states and port words out. */
function startSession(options: { held?: Map<string, Promise<void>> } = {}) {
  const listeners = new Set<(message: TicketMessage) => void>();
  const tickets: TicketSource = (onTicket) => {
    listeners.add(onTicket);
    return () => listeners.delete(onTicket);
  };
  const background = fakeBackground({
    'card-claim': async (message) => {
      if (message.type !== 'card-claim') return undefined;
      // A held ticket's claim answers only when the test releases it.
      await options.held?.get(message.ticket);
      return message.ticket.startsWith('ticket-')
        ? claimed(`word-of-${message.ticket}`, `s-${message.ticket}`, { uiLanguage: 'ar' })
        : { ok: false, error: { kind: 'refused', reason: 'ticket-invalid' } };
    },
  });
  const states: CardState[] = [];
  const languages: string[] = [];
  const session = new CardSession({
    tickets,
    send: background.send,
    noTicketMs: 20,
    onState: (state) => states.push(state),
    onLanguage: (setting) => languages.push(setting),
    onTheme: () => undefined,
  });
  /** Posts a ticket with a fresh channel; returns the content script's end and what it heard. */
  const give = (ticket: string) => {
    const channel = new MessageChannel();
    const heard: unknown[] = [];
    channel.port1.onmessage = (event) => heard.push(event.data);
    for (const listener of listeners) listener({ ticket, port: channel.port2 });
    return { port: channel.port1, heard };
  };
  const last = () => states.at(-1);
  return { session, background, states, languages, give, last, listeners };
}

/** A promise the test opens when it chooses (Node 20 has no Promise.withResolvers). */
function gate() {
  let open: () => void = () => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

/** Lets every queued task run: what was going to happen has happened. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let running: CardSession | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

describe('CardSession', () => {
  it('claims a ticket, shows its word, keeps the port and says bound', async () => {
    const card = startSession();
    running = card.session;
    const { heard } = card.give('ticket-1');
    expect(card.last()).toEqual({ state: 'claiming' });
    await vi.waitFor(() =>
      expect(card.last()).toEqual({
        state: 'ready',
        word: 'word-of-ticket-1',
        session: 's-ticket-1',
        claim: 1,
      }),
    );
    // From the claim's answer: one message to the background, no status to wait for.
    expect(card.languages).toEqual(['ar']);
    expect(card.background.messages.map((message) => message.type)).toEqual(['card-claim']);
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'bound' }]));
  });

  it('refuses when no ticket comes in time', async () => {
    const card = startSession();
    running = card.session;
    await vi.waitFor(() => expect(card.last()).toEqual({ state: 'refused' }));
    expect(card.background.messages).toEqual([]);
  });

  it('shows words sent through the bound port, and empties itself on hide', async () => {
    const card = startSession();
    running = card.session;
    const { port } = card.give('ticket-1');
    await vi.waitFor(() => expect(card.last()).toMatchObject({ state: 'ready' }));
    port.postMessage({ type: 'show', word: 'قلم' });
    await vi.waitFor(() =>
      expect(card.last()).toEqual({ state: 'ready', word: 'قلم', session: 's-ticket-1', claim: 2 }),
    );
    port.postMessage({ type: 'hide' });
    await vi.waitFor(() => expect(card.last()).toEqual({ state: 'hidden' }));
    expect(card.background.ofType('card-claim')).toHaveLength(1);
  });

  it('holds an early word until the same word confirms it, in the same claim; another word or a hide does not confirm it', async () => {
    const card = startSession();
    running = card.session;
    const { port } = card.give('ticket-1');
    await vi.waitFor(() => expect(card.last()).toMatchObject({ state: 'ready' }));
    const s = 's-ticket-1';
    const shown = (word: string, early?: boolean) =>
      early === undefined ? { type: 'show', word } : { type: 'show', word, early };

    port.postMessage(shown('قلم', true));
    await vi.waitFor(() =>
      expect(card.last()).toEqual({
        state: 'ready',
        word: 'قلم',
        session: s,
        claim: 2,
        early: true,
      }),
    );
    // The dblclick confirms it: the same claim, so the card drawn at the press stays.
    port.postMessage(shown('قلم'));
    await vi.waitFor(() =>
      expect(card.last()).toEqual({ state: 'ready', word: 'قلم', session: s, claim: 2 }),
    );

    // The dblclick found another word: a new card.
    port.postMessage(shown('كتاب', true));
    port.postMessage(shown('بيت'));
    await vi.waitFor(() =>
      expect(card.last()).toEqual({ state: 'ready', word: 'بيت', session: s, claim: 4 }),
    );
    // A press that became a drag: hidden; the same word later is a new card, not confirmed.
    port.postMessage(shown('قلم', true));
    port.postMessage({ type: 'hide' });
    port.postMessage(shown('قلم'));
    await vi.waitFor(() =>
      expect(card.last()).toEqual({ state: 'ready', word: 'قلم', session: s, claim: 6 }),
    );
    // Only `early: true` holds a word: anything else is a plain word.
    port.postMessage({ type: 'show', word: 'قمر', early: 'yes' });
    await vi.waitFor(() =>
      expect(card.last()).toEqual({ state: 'ready', word: 'قمر', session: s, claim: 7 }),
    );
  });

  it('keeps showing its card when the page posts a ticket of its own, and ignores that port', async () => {
    const card = startSession();
    running = card.session;
    card.give('ticket-1');
    await vi.waitFor(() => expect(card.last()).toMatchObject({ state: 'ready' }));
    const forged = card.give('forged');
    await vi.waitFor(() => expect(card.background.ofType('card-claim')).toHaveLength(2));
    await flush();
    expect(card.last()).toMatchObject({ state: 'ready', word: 'word-of-ticket-1' });
    forged.port.postMessage({ type: 'show', word: 'خبيث' });
    await flush();
    expect(card.last()).toMatchObject({ word: 'word-of-ticket-1' });
    expect(forged.heard).toEqual([]);
  });

  it('drops a claim that answers after a later one', async () => {
    const { promise: first, open: release } = gate();
    const card = startSession({ held: new Map([['ticket-1', first]]) });
    running = card.session;
    const older = card.give('ticket-1');
    card.give('ticket-2');
    await vi.waitFor(() => expect(card.last()).toMatchObject({ word: 'word-of-ticket-2' }));
    const states = card.states.length;
    release();
    await flush();
    expect(older.heard).toEqual([]);
    expect(card.states).toHaveLength(states);
    expect(card.last()).toMatchObject({ word: 'word-of-ticket-2', claim: 2 });
  });

  it("says 'expired' through the port when its session is lost, and listens to it no more", async () => {
    const card = startSession();
    running = card.session;
    const { port, heard } = card.give('ticket-1');
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'bound' }]));
    card.session.sessionLost();
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'bound' }, { type: 'expired' }]));
    port.postMessage({ type: 'show', word: 'قلم' });
    await flush();
    expect(card.last()).toMatchObject({ word: 'word-of-ticket-1' });
  });

  it('tells its size again when a dblclick confirms the early word it drew', async () => {
    const card = startSession();
    running = card.session;
    const { port, heard } = card.give('ticket-1');
    await vi.waitFor(() => expect(card.last()).toMatchObject({ state: 'ready' }));
    port.postMessage({ type: 'show', word: 'قلم', early: true });
    await vi.waitFor(() => expect(card.last()).toMatchObject({ word: 'قلم', early: true }));
    // Drawn at the press: the content script hears this size, then shows the host afresh
    // (at the skeleton's size) at the dblclick.
    card.session.tell({ type: 'size', height: 212.4 });
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ type: 'size', height: 213 }));
    const before = heard.length;
    port.postMessage({ type: 'show', word: 'قلم' });
    await vi.waitFor(() => expect(heard.slice(before)).toEqual([{ type: 'size', height: 213 }]));
    // A plain new word is drawn anew and reports its own size: nothing is told for it.
    port.postMessage({ type: 'show', word: 'بيت' });
    await vi.waitFor(() => expect(card.last()).toMatchObject({ word: 'بيت' }));
    await flush();
    expect(heard.slice(before)).toEqual([{ type: 'size', height: 213 }]);
  });

  it('tells close and sizes through the bound port, the last size again to a new port', async () => {
    const card = startSession();
    running = card.session;
    card.session.tell({ type: 'size', height: 180.2 });
    const { heard } = card.give('ticket-1');
    await vi.waitFor(() =>
      expect(heard).toEqual([{ type: 'bound' }, { type: 'size', height: 181 }]),
    );
    card.session.tell({ type: 'close' });
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ type: 'close' }));
  });

  it('asks the content script whether the reader sees it, and takes no answer as a no', async () => {
    const card = startSession();
    running = card.session;
    expect(await card.session.readerSees()).toBe('unseen');
    const { port, heard } = card.give('ticket-1');
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'bound' }]));
    const answer = card.session.readerSees();
    await vi.waitFor(() => expect(heard.at(-1)).toEqual({ type: 'check-visible', asked: 1 }));
    // An answer to another question is not this one's.
    port.postMessage({ type: 'visible', asked: 7, visible: true });
    port.postMessage({ type: 'visible', asked: 1, visible: true });
    expect(await answer).toBe('seen');
    // Visible, but the page changed something (Firefox): the reader confirms, and the
    // question at their next click says so.
    const changed = card.session.readerSees();
    port.postMessage({ type: 'visible', asked: 2, visible: true, confirm: true });
    expect(await changed).toBe('confirm');
    const confirmed = card.session.readerSees(true);
    await vi.waitFor(() =>
      expect(heard.at(-1)).toEqual({ type: 'check-visible', asked: 3, confirmed: true }),
    );
    port.postMessage({ type: 'visible', asked: 3, visible: true });
    expect(await confirmed).toBe('seen');
    const unanswered = card.session.readerSees();
    card.session.sessionLost();
    expect(await unanswered).toBe('unseen');
  });

  it('stops listening for tickets and changes no state once stopped', async () => {
    const { promise: held, open: release } = gate();
    const card = startSession({ held: new Map([['ticket-1', held]]) });
    card.give('ticket-1');
    card.session.stop();
    expect(card.listeners.size).toBe(0);
    release();
    await held;
    await flush();
    expect(card.states).toEqual([{ state: 'claiming' }]);
  });
});
