import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  randomToken,
  SESSION_IDLE_MS,
  TICKET_LIFETIME_MS,
  TicketBook,
} from '../../../entrypoints/background/tickets';

let clock = 1_000_000;
const now = () => clock;

beforeEach(() => {
  fakeBrowser.reset();
  clock = 1_000_000;
});

describe('tickets', () => {
  it('are random, URL-safe and long', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => randomToken()));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('are redeemed once, by the card in the same tab, for the word and a session', async () => {
    const book = new TicketBook({ now });
    const ticket = await book.issue(7, 'كتاب');
    const claim = await book.claim(ticket, 7, 4);
    expect(claim).toEqual({ word: 'كتاب', session: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect(await book.claim(ticket, 7, 4)).toBeNull();
    expect(await book.claim(ticket, 7, 5)).toBeNull();
  });

  it('are refused in another tab, and stay valid for their own card', async () => {
    const book = new TicketBook({ now });
    const ticket = await book.issue(7, 'كتاب');
    expect(await book.claim(ticket, 8, 4)).toBeNull();
    expect(await book.claim(ticket, 7, 4)).not.toBeNull();
  });

  it('expire after 60 seconds', async () => {
    const book = new TicketBook({ now });
    const early = await book.issue(7, 'a');
    const late = await book.issue(7, 'b');
    clock += TICKET_LIFETIME_MS - 1;
    expect(await book.claim(early, 7, 1)).not.toBeNull();
    clock += 1;
    expect(await book.claim(late, 7, 1)).toBeNull();
  });

  it('cannot be forged or looked up through the prototype', async () => {
    const book = new TicketBook({ now });
    await book.issue(7, 'a');
    for (const forged of [
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '',
      'x'.repeat(43),
    ]) {
      expect(await book.claim(forged, 7, 1)).toBeNull();
      expect(await book.checkSession(forged, 7, 1)).toBe(false);
    }
  });

  it('are each redeemed once even when claims arrive together', async () => {
    const book = new TicketBook({ now, area: fakeBrowser.storage.session });
    const ticket = await book.issue(7, 'a');
    const claims = await Promise.all(Array.from({ length: 10 }, () => book.claim(ticket, 7, 1)));
    expect(claims.filter((claim) => claim !== null)).toHaveLength(1);
  });

  it('are bounded per tab: the oldest go first', async () => {
    const book = new TicketBook({ now });
    const tickets: string[] = [];
    for (let index = 0; index < 20; index += 1) tickets.push(await book.issue(7, `w${index}`));
    expect(await book.claim(tickets[0] ?? '', 7, 1)).toBeNull();
    expect(await book.claim(tickets[19] ?? '', 7, 1)).toEqual(
      expect.objectContaining({ word: 'w19' }),
    );
  });
});

describe('sessions', () => {
  async function openSession(book: TicketBook, tabId = 7, frameId = 4): Promise<string> {
    const claim = await book.claim(await book.issue(tabId, 'كتاب'), tabId, frameId);
    if (!claim) throw new Error('no session');
    return claim.session;
  }

  it('are bound to the tab and frame of the card that claimed them', async () => {
    const book = new TicketBook({ now });
    const session = await openSession(book);
    expect(await book.checkSession(session, 7, 4)).toBe(true);
    expect(await book.checkSession(session, 7, 5)).toBe(false);
    expect(await book.checkSession(session, 8, 4)).toBe(false);
  });

  it('expire after 30 idle minutes, and each use restarts the clock', async () => {
    const book = new TicketBook({ now });
    const session = await openSession(book);
    clock += SESSION_IDLE_MS - 1;
    expect(await book.checkSession(session, 7, 4)).toBe(true);
    clock += SESSION_IDLE_MS - 1;
    expect(await book.checkSession(session, 7, 4)).toBe(true);
    clock += SESSION_IDLE_MS;
    expect(await book.checkSession(session, 7, 4)).toBe(false);
  });

  it('survive a service-worker restart through storage.session', async () => {
    const first = new TicketBook({ now, area: fakeBrowser.storage.session });
    const session = await openSession(first);
    const ticket = await first.issue(7, 'قلم');

    const second = new TicketBook({ now, area: fakeBrowser.storage.session });
    expect(await second.checkSession(session, 7, 4)).toBe(true);
    expect(await second.claim(ticket, 7, 4)).toEqual(expect.objectContaining({ word: 'قلم' }));
    // …and the ticket stays used for a third instance.
    expect(
      await new TicketBook({ now, area: fakeBrowser.storage.session }).claim(ticket, 7, 4),
    ).toBeNull();
  });

  it('are answered while the session is being stored, and what follows waits for the write', async () => {
    const storage = storageHolding(2);
    const book = new TicketBook({ now, area: storage.area });
    const ticket = await book.issue(7, 'كتاب');
    const claim = await book.claim(ticket, 7, 4);
    expect(storage.writes).toHaveLength(2);
    let checked = false;
    const check = book.checkSession(claim?.session ?? '', 7, 4).then((live) => (checked = live));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(checked).toBe(false);
    storage.land();
    await check;
    expect(checked).toBe(true);
  });

  it('are issued while the ticket is being stored, and its claim waits for the write', async () => {
    const storage = storageHolding(1);
    const book = new TicketBook({ now, area: storage.area });
    const ticket = await book.issue(7, 'كتاب');
    expect(storage.writes).toEqual([
      { cardTickets: expect.objectContaining({ tickets: [[ticket, expect.anything()]] }) },
    ]);
    let claimed = false;
    const claim = book.claim(ticket, 7, 4).then((answer) => (claimed = answer !== null));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(claimed).toBe(false);
    storage.land();
    await claim;
    expect(claimed).toBe(true);
  });

  it('fall back to memory when storage fails', async () => {
    const broken = {
      get: async () => Promise.reject(new Error('no session storage')),
      set: async () => Promise.reject(new Error('no session storage')),
    };
    const book = new TicketBook({ now, area: broken });
    const session = await openSession(book);
    expect(await book.checkSession(session, 7, 4)).toBe(true);
  });

  it('ignore garbage in storage', async () => {
    await fakeBrowser.storage.session.set({ cardTickets: { tickets: 'x', sessions: [[1, 2]] } });
    const book = new TicketBook({ now, area: fakeBrowser.storage.session });
    expect(await book.checkSession('x', 7, 4)).toBe(false);
    expect(await openSession(book)).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('end when their tab closes', async () => {
    const book = new TicketBook({ now });
    const session = await openSession(book);
    const other = await openSession(book, 9, 1);
    await book.forgetTab(7);
    expect(await book.checkSession(session, 7, 4)).toBe(false);
    expect(await book.checkSession(other, 9, 1)).toBe(true);
  });
});

/** A storage area whose `held`-th write lands only when `land` is called; the others at once. */
function storageHolding(held: number) {
  const writes: unknown[] = [];
  let land: () => void = () => undefined;
  const area = {
    get: async () => ({}),
    set: (items: Record<string, unknown>) => {
      writes.push(items);
      return writes.length === held ? new Promise<void>((r) => (land = r)) : Promise.resolve();
    },
  };
  return { area, writes, land: () => land() };
}
