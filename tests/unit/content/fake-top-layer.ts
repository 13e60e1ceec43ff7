/**
 * happy-dom has no popovers: a top layer of our own, as the browser keeps it. Elements
 * shown last are on top; `toggle` events are queued and coalesced per element, so an
 * element hidden and shown again in one task reports open → open (HTML's popover toggle
 * event task).
 */
export const topLayer: Element[] = [];
const pending = new Map<Element, { oldState: string; newState: string }>();

function toggle(element: Element, oldState: string, newState: string): void {
  const queued = pending.get(element);
  if (queued) {
    queued.newState = newState;
    return;
  }
  pending.set(element, { oldState, newState });
  queueMicrotask(() => {
    const states = pending.get(element);
    pending.delete(element);
    element.dispatchEvent(Object.assign(new Event('toggle'), states));
  });
}

let installed = false;

/** Installs the fake (once) and empties the top layer. */
export function installFakeTopLayer(): void {
  topLayer.length = 0;
  if (installed) return;
  installed = true;
  const proto = HTMLElement.prototype as HTMLElement & Record<string, unknown>;
  proto.showPopover = function (this: HTMLElement) {
    topLayer.push(this);
    toggle(this, 'closed', 'open');
  };
  proto.hidePopover = function (this: HTMLElement) {
    topLayer.splice(topLayer.indexOf(this), 1);
    toggle(this, 'open', 'closed');
  };
  const matches = Element.prototype.matches;
  (Element.prototype as { matches(selector: string): boolean }).matches = function (
    this: Element,
    selector: string,
  ) {
    return selector === ':popover-open' ? topLayer.includes(this) : matches.call(this, selector);
  };
}
