import { z } from 'zod/mini';
import { lazySchema } from '../../lib/lazy-schema';

/**
 * One-time card tickets and the sessions they open.
 *
 * The content script of tab T asks a ticket for word W after a trusted user gesture. The
 * card it then shows in tab T redeems the ticket once, within a minute, and gets a session
 * bound to its tab and frame; its later lookups (other tabs of the results, links, Back)
 * carry that session. A page that embeds the card URL itself has no ticket, so it gets no
 * session and no lookup.
 *
 * State lives in storage.session (trusted contexts only by default; survives the service
 * worker being stopped) when the browser has it, else in memory. Operations run one at a
 * time, so a ticket cannot be redeemed twice by two claims that arrive together.
 */

export const TICKET_LIFETIME_MS = 60_000;
export const SESSION_IDLE_MS = 30 * 60_000;
/** Bounds, so a busy (or hostile) tab cannot grow the state without end. */
const MAX_TICKETS_PER_TAB = 8;
const MAX_SESSIONS_PER_TAB = 8;
const MAX_ENTRIES = 2000;
/** Refreshing a session's idle clock is written back at most this often. */
const TOUCH_WRITE_INTERVAL_MS = 60_000;
const STORAGE_KEY = 'cardTickets';

export interface TicketStorageArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

export interface TicketBookOptions {
  /** storage.session, or null/undefined to keep everything in memory. */
  area?: TicketStorageArea | null;
  now?: () => number;
  randomId?: () => string;
}

const whole = () => z.int().check(z.nonnegative());
/** What storage.session holds, built at its first use (lib/lazy-schema.ts). */
const storedSchema = lazySchema(() =>
  z.object({
    tickets: z.catch(
      z.array(
        z.tuple([
          z.string(),
          z.object({ tabId: whole(), word: z.string(), expiresAt: z.number() }),
        ]),
      ),
      [],
    ),
    sessions: z.catch(
      z.array(
        z.tuple([z.string(), z.object({ tabId: whole(), frameId: whole(), lastUsed: z.number() })]),
      ),
      [],
    ),
  }),
);

type Stored = z.output<typeof storedSchema>;
type Ticket = Stored['tickets'][number][1];
type Session = Stored['sessions'][number][1];
interface State {
  // Maps, not objects: ids come from messages, and "__proto__" must be just another miss.
  tickets: Map<string, Ticket>;
  sessions: Map<string, Session>;
}

/** 256 random bits, base64url: unguessable and URL-safe. */
export function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export class TicketBook {
  private area: TicketStorageArea | null;
  private readonly now: () => number;
  private readonly randomId: () => string;
  private state: State | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: TicketBookOptions = {}) {
    this.area = options.area ?? null;
    this.now = options.now ?? Date.now;
    this.randomId = options.randomId ?? randomToken;
  }

  /**
   * A fresh ticket for a card in `tabId` showing `word`. Answered as soon as its write is
   * on its way (the card's frame waits for it); a claim of it still waits for the write.
   */
  async issue(tabId: number, word: string): Promise<string> {
    const id = this.randomId();
    await this.runThenSave((state) => {
      state.tickets.set(id, { tabId, word, expiresAt: this.now() + TICKET_LIFETIME_MS });
      trimPerTab(state.tickets, tabId, MAX_TICKETS_PER_TAB);
      return id;
    });
    return id;
  }

  /**
   * Redeems a ticket for the card in (tabId, frameId): once, before it expires, in the tab
   * it was issued for. A ticket offered from another tab stays valid for its own card.
   * Answered as soon as the session's write is on its way (the card is waiting to draw);
   * the next operation still waits for it to land.
   */
  claim(
    ticket: string,
    tabId: number,
    frameId: number,
  ): Promise<{ word: string; session: string } | null> {
    return this.runThenSave((state) => {
      const entry = state.tickets.get(ticket);
      if (!entry || entry.tabId !== tabId) return null;
      state.tickets.delete(ticket);
      const session = this.randomId();
      state.sessions.set(session, { tabId, frameId, lastUsed: this.now() });
      trimPerTab(state.sessions, tabId, MAX_SESSIONS_PER_TAB);
      return { word: entry.word, session };
    });
  }

  /** True when the session is live and belongs to this tab and frame; refreshes its idle clock. */
  checkSession(session: string, tabId: number, frameId: number): Promise<boolean> {
    return this.run(async (state) => {
      const entry = state.sessions.get(session);
      if (!entry || entry.tabId !== tabId || entry.frameId !== frameId) return false;
      const now = this.now();
      const stale = now - entry.lastUsed >= TOUCH_WRITE_INTERVAL_MS;
      // Re-inserting keeps the Map in least-recently-used order for trimPerTab.
      state.sessions.delete(session);
      state.sessions.set(session, { ...entry, lastUsed: now });
      if (stale) await this.save(state);
      return true;
    });
  }

  /** Drops everything of a closed tab. */
  forgetTab(tabId: number): Promise<void> {
    return this.run(async (state) => {
      for (const [id, entry] of state.tickets) if (entry.tabId === tabId) state.tickets.delete(id);
      for (const [id, entry] of state.sessions)
        if (entry.tabId === tabId) state.sessions.delete(id);
      await this.save(state);
    });
  }

  private run<T>(operation: (state: State) => Promise<T>): Promise<T> {
    const result = this.queue.then(async () => {
      const state = await this.load();
      this.expire(state);
      return operation(state);
    });
    this.queue = result.catch(() => undefined);
    return result;
  }

  /**
   * Like `run`, for an operation that changes the state unless it returns null: its answer
   * comes once the write is started, not stored. Memory holds the truth meanwhile and the
   * queue waits for the write, so later operations see it; the browser completes a write
   * it was handed even if the worker stops then.
   */
  private runThenSave<T>(operation: (state: State) => T | null): Promise<T | null> {
    const started = this.queue.then(async () => {
      const state = await this.load();
      this.expire(state);
      const answer = operation(state);
      return { answer, saved: answer === null ? undefined : this.save(state) };
    });
    this.queue = started.then(({ saved }) => saved).catch(() => undefined);
    return started.then(({ answer }) => answer);
  }

  private expire(state: State): void {
    const now = this.now();
    for (const [id, entry] of state.tickets) if (entry.expiresAt <= now) state.tickets.delete(id);
    for (const [id, entry] of state.sessions) {
      if (now - entry.lastUsed >= SESSION_IDLE_MS) state.sessions.delete(id);
    }
    trimOldest(state.tickets, MAX_ENTRIES);
    trimOldest(state.sessions, MAX_ENTRIES);
  }

  private async load(): Promise<State> {
    if (this.state) return this.state;
    let stored: z.output<typeof storedSchema> = { tickets: [], sessions: [] };
    if (this.area) {
      try {
        const items = await this.area.get(STORAGE_KEY);
        const parsed = storedSchema.safeParse(items[STORAGE_KEY] ?? {});
        if (parsed.success) stored = parsed.data;
      } catch {
        this.area = null;
      }
    }
    this.state = { tickets: new Map(stored.tickets), sessions: new Map(stored.sessions) };
    return this.state;
  }

  private async save(state: State): Promise<void> {
    if (!this.area) return;
    try {
      await this.area.set({
        [STORAGE_KEY]: { tickets: [...state.tickets], sessions: [...state.sessions] },
      });
    } catch {
      // Memory still holds the truth; only a service-worker restart would forget it.
      this.area = null;
    }
  }
}

/** Keeps the newest `max` entries of one tab (Maps iterate in insertion order). */
function trimPerTab<T extends { tabId: number }>(
  map: Map<string, T>,
  tabId: number,
  max: number,
): void {
  const ids = [...map].filter(([, entry]) => entry.tabId === tabId).map(([id]) => id);
  for (const id of ids.slice(0, Math.max(0, ids.length - max))) map.delete(id);
}

function trimOldest<T>(map: Map<string, T>, max: number): void {
  const excess = map.size - max;
  if (excess <= 0) return;
  for (const id of [...map.keys()].slice(0, excess)) map.delete(id);
}
