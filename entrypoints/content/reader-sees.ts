/**
 * Whether the reader can see one of Lisan's hosts (the card's, the Look up button's), so
 * that a page which dims, hides or covers it cannot turn the reader's clicks into calls:
 * neither the host nor an ancestor is hidden, filtered or (together) less than 90% opaque,
 * and, with `atPoint`, the topmost element at the centre of its part in the viewport is
 * the host itself. The card asks this before a tab press, the button before a press, where
 * the browser cannot tell them (no IntersectionObserver v2).
 */
export function readerSees(host: HTMLElement | null, atPoint: boolean): boolean {
  let opacity = 1;
  for (let element = host?.isConnected ? host : null; element; element = element.parentElement) {
    const style = getComputedStyle(element);
    opacity *= Number(style.opacity);
    if (style.display === 'none' || style.filter !== 'none' || style.visibility !== 'visible') {
      return false;
    }
  }
  if (!host || opacity < 0.9) return false;
  if (!atPoint) return true;
  const box = host.getBoundingClientRect();
  const x = (Math.max(box.left, 0) + Math.min(box.right, innerWidth)) / 2;
  const y = (Math.max(box.top, 0) + Math.min(box.bottom, innerHeight)) / 2;
  return document.elementFromPoint(x, y) === host;
}
