// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_MAX_HEIGHT } from '../../../lib/messages/content-protocol';

// The extension's runtime as Chromium gives it to a content script: the card's URL is on a
// per-session (dynamic) host, while the card's origin is the extension's static one.
// (In place of the fake `browser` WXT's test plugin installs.)
vi.hoisted(() => {
  (globalThis as Record<string, unknown>).browser = {
    runtime: {
      id: 'static-id',
      getURL: (path: string) => `chrome-extension://dynamic-host${path}`,
      sendMessage: async () => null,
      onMessage: { addListener: () => undefined },
    },
  };
});

const { createCardFrame, REVEAL_MS } = await import('../../../entrypoints/content/card-frame');
const { installFakeTopLayer, topLayer } = await import('./fake-top-layer');

/**
 * happy-dom lays nothing out: computed styles are what the page's CSS would make of the
 * host (visible and opaque unless a test dims it), and the element at the host's centre is
 * the host unless a test covers it.
 */
const pageStyle = { opacity: '1', generated: 'none' };
let covered = false;

/** Each card frame the content script builds, reached through its closed shadow root. */
interface Built {
  host: HTMLElement;
  frame: HTMLIFrameElement;
  /** What the content script posted to the frame's window: [message, targetOrigin, ports]. */
  posts: unknown[][];
}
let built: Built[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  pageStyle.opacity = '1';
  pageStyle.generated = 'none';
  covered = false;
  built = [];
  installFakeTopLayer();
  const attach = Element.prototype.attachShadow;
  vi.spyOn(Element.prototype, 'attachShadow').mockImplementation(function (this: Element, init) {
    const root = attach.call(this, init);
    const append = root.append.bind(root);
    root.append = (...nodes) => {
      const frame = nodes[0] as HTMLIFrameElement;
      const posts: unknown[][] = [];
      // happy-dom loads no frames: the window the frame would hold records what it is sent.
      Object.defineProperty(frame, 'contentWindow', {
        value: { postMessage: (...args: unknown[]) => posts.push(args) },
      });
      built.push({ host: this as HTMLElement, frame, posts });
      append(...nodes);
    };
    return root;
  });
  const computed = window.getComputedStyle.bind(window);
  vi.spyOn(window, 'getComputedStyle').mockImplementation((element, pseudo) => {
    const style = computed(element);
    const host = element.localName === 'lisan-card';
    const opacity = host && style.opacity === '0' ? '0' : host ? pageStyle.opacity : '1';
    // The page's ::before / ::after on the host: its generated content.
    const content = host && pseudo ? pageStyle.generated : 'normal';
    return {
      ...style,
      opacity,
      content,
      visibility: style.visibility || 'visible',
      filter: 'none',
    };
  });
  vi.spyOn(document, 'elementFromPoint').mockImplementation(() =>
    covered ? document.body : (built.at(-1)?.host ?? null),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.documentElement.querySelectorAll('lisan-card').forEach((host) => {
    host.remove();
  });
});

const anchor = () => new DOMRect(100, 100, 40, 20);

/** Opens a card with a ticket and loads its frame; returns the card's end of the port. */
function openLoaded(card: ReturnType<typeof createCardFrame>) {
  card.open(anchor());
  card.admit('ticket-1');
  const { frame, posts } = built.at(-1) as Built;
  frame.dispatchEvent(new Event('load'));
  const port = (posts[0]?.[2] as MessagePort[] | undefined)?.[0];
  if (!port) throw new Error('no port was given with the ticket');
  const heard: unknown[] = [];
  port.onmessage = (event) => heard.push(event.data);
  return { port, heard, posts };
}

const host = () => (built.at(-1) as Built).host;
/** The host as the page sees it: shown (visible, opaque), and where. */
const seen = () => host().style.visibility !== 'hidden' && host().style.opacity === '1';

describe('CardFrame', () => {
  it("delivers the ticket on the frame's load, to the card's origin, with a port", () => {
    const card = createCardFrame(() => undefined);
    card.open(anchor());
    card.admit('ticket-1');
    const { host, frame, posts } = built[0] as Built;
    expect(Element.prototype.attachShadow).toHaveBeenCalledWith({ mode: 'closed' });
    expect(host.shadowRoot).toBeNull();
    expect(frame.getAttribute('src')).toBe('chrome-extension://dynamic-host/card.html');
    expect(posts).toEqual([]);
    frame.dispatchEvent(new Event('load'));
    expect(posts).toHaveLength(1);
    const [message, origin, ports] = posts[0] as [unknown, string, MessagePort[]];
    expect(message).toEqual({ source: 'lisan-parent', type: 'ticket', ticket: 'ticket-1' });
    expect(origin).toBe('chrome-extension://static-id');
    expect(ports).toHaveLength(1);
  });

  it('shows the host before the ticket comes, and keeps a card closed meanwhile closed', () => {
    const card = createCardFrame(() => undefined);
    card.open(anchor());
    const { frame, posts } = built[0] as Built;
    // The background has not answered yet: the reader already sees the card.
    expect(seen()).toBe(true);
    frame.dispatchEvent(new Event('load'));
    card.close();
    card.admit('ticket-late');
    expect(card.isOpen()).toBe(false);
    expect(host().style.visibility).toBe('hidden');
    expect(posts).toEqual([]);
  });

  it('shows later words through the port once the card is bound, with no new ticket', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard, posts } = openLoaded(card);
    expect(card.canShow()).toBe(false);
    port.postMessage({ type: 'bound' });
    await vi.waitFor(() => expect(card.canShow()).toBe(true));
    card.show('قلم', anchor());
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'show', word: 'قلم' }]));
    expect(posts).toHaveLength(1);
  });

  it('closes when the card says so through the port, and tells the card to empty itself', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard } = openLoaded(card);
    port.postMessage({ type: 'close' });
    await vi.waitFor(() => expect(card.isOpen()).toBe(false));
    expect(host().style.visibility).toBe('hidden');
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'hide' }]));
  });

  it('shows the host at once at the skeleton size, and its drawn size only after REVEAL_MS', async () => {
    const card = createCardFrame(() => undefined);
    const { port } = openLoaded(card);
    // Before any answer: shown below the word, at the size of a card still looking up.
    expect(seen()).toBe(true);
    expect(host().style.height).toBe('300px');
    expect(host().style.top).toBe('126px');
    const shownStyle = host().getAttribute('style');
    const styleWrites = vi.fn();
    new MutationObserver(styleWrites).observe(host(), { attributes: true });
    // A fast answer: the card draws at once. The page sees nothing of it yet.
    port.postMessage({ type: 'size', height: 200 });
    await vi.advanceTimersByTimeAsync(REVEAL_MS - 10);
    expect(styleWrites).not.toHaveBeenCalled();
    expect(host().getAttribute('style')).toBe(shownStyle);
    await vi.advanceTimersByTimeAsync(10);
    expect(seen()).toBe(true);
    expect(host().style.height).toBe('200px');
    expect(host().style.top).toBe('126px');
  });

  it('takes a size the card draws after REVEAL_MS at once (a slow answer)', async () => {
    const card = createCardFrame(() => undefined);
    const { port } = openLoaded(card);
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    expect(host().style.height).toBe('300px');
    port.postMessage({ type: 'size', height: 180 });
    await vi.waitFor(() => expect(host().style.height).toBe('180px'));
  });

  it('clamps the heights the card reports, and takes a tiny one for an emptied card', async () => {
    const card = createCardFrame(() => undefined);
    const { port } = openLoaded(card);
    port.postMessage({ type: 'size', height: 10 });
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    // A 10 px card is an emptied one, not the answer: the skeleton's size stays.
    expect(host().style.height).toBe('300px');
    port.postMessage({ type: 'size', height: 5000 });
    await vi.waitFor(() => expect(host().style.height).not.toBe('300px'));
    const height = Number.parseInt(host().style.height, 10);
    expect(height).toBeLessThanOrEqual(CARD_MAX_HEIGHT);
  });

  it('keeps a host the page dims transparent and untouchable, and says the reader cannot see it', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard } = openLoaded(card);
    pageStyle.opacity = '0.02';
    port.postMessage({ type: 'size', height: 200 });
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    expect(host().style.opacity).toBe('0');
    expect(host().style.getPropertyValue('pointer-events')).toBe('none');
    port.postMessage({ type: 'check-visible', asked: 1 });
    await vi.waitFor(() => expect(heard).toEqual([{ type: 'visible', asked: 1, visible: false }]));
  });

  it('answers that a shown card is visible, and that a covered one is not', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard } = openLoaded(card);
    port.postMessage({ type: 'size', height: 200 });
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    expect(seen()).toBe(true);
    port.postMessage({ type: 'check-visible', asked: 1 });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    covered = true;
    port.postMessage({ type: 'check-visible', asked: 2 });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'visible', asked: 1, visible: true },
      { type: 'visible', asked: 2, visible: false },
    ]);
  });

  it('says a host the page draws over with generated content (::after) is not seen', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard } = openLoaded(card);
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    port.postMessage({ type: 'check-visible', asked: 1 });
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    pageStyle.generated = '""';
    port.postMessage({ type: 'check-visible', asked: 2 });
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(heard).toEqual([
      { type: 'visible', asked: 1, visible: true },
      { type: 'visible', asked: 2, visible: false },
    ]);
  });

  it('where the browser cannot judge covers, keeps the card on top of the top layer, and asks the reader to confirm once something came over it', async () => {
    const card = createCardFrame(() => undefined);
    const { port, heard } = openLoaded(card);
    port.postMessage({ type: 'size', height: 200 });
    await vi.advanceTimersByTimeAsync(REVEAL_MS);
    expect(topLayer).toEqual([host()]);
    const check = async (asked: number) => {
      port.postMessage({ type: 'check-visible', asked, confirmed: asked > 1 });
      await vi.waitFor(() => expect(heard).toHaveLength(asked));
    };
    // The page adds a cover: outside the top layer, it is drawn under the card.
    document.body.append(document.createElement('div'));
    await check(1);
    // The page shows a popover, above the card; the check raises the card above it.
    const popover = document.createElement('div');
    document.body.append(popover);
    popover.showPopover();
    await Promise.resolve();
    await check(2);
    expect(topLayer).toEqual([popover, host()]);
    // The reader's click on the card, raised and seen: no change since.
    await check(3);
    // The page takes the card out of the top layer itself.
    host().hidePopover();
    await Promise.resolve();
    await check(4);
    expect(heard).toEqual([
      { type: 'visible', asked: 1, visible: true },
      { type: 'visible', asked: 2, visible: true, confirm: true },
      { type: 'visible', asked: 3, visible: true },
      { type: 'visible', asked: 4, visible: true, confirm: true },
    ]);
    // Closed, it leaves the top layer.
    card.close();
    expect(topLayer).toEqual([popover]);
  });

  it('hides a frame that loads a second document, and builds a new one for the next card', async () => {
    const card = createCardFrame(() => undefined);
    const { port } = openLoaded(card);
    port.postMessage({ type: 'bound' });
    await vi.waitFor(() => expect(card.canShow()).toBe(true));
    const first = built[0] as Built;
    // The page navigated our frame elsewhere: its document is no longer the card.
    first.frame.dispatchEvent(new Event('load'));
    expect(card.isOpen()).toBe(false);
    expect(first.host.style.visibility).toBe('hidden');
    expect(card.canShow()).toBe(false);

    card.open(anchor());
    card.admit('ticket-2');
    expect(built).toHaveLength(2);
    expect(first.host.isConnected).toBe(false);
    const second = built[1] as Built;
    second.frame.dispatchEvent(new Event('load'));
    expect(second.posts[0]?.[0]).toMatchObject({ ticket: 'ticket-2' });
    expect(first.posts).toHaveLength(1);
  });
});
