/**
 * The most text a selection may hold for Lisan to read it: a word or a short phrase is
 * far below it. A page can select megabytes; reading all of it on every mouseup would
 * slow the page measurably, which tells the page Lisan is there.
 */
export const MAX_SELECTION_TEXT = 1024;

/** Text nodes are counted too: a selection of many thousands of empty ones is no phrase. */
const MAX_TEXT_NODES = 256;

/**
 * The selection's text (as `toString` gives it, with line breaks between blocks), or null
 * when it is collapsed or holds more than MAX_SELECTION_TEXT characters. Its text nodes
 * are walked first, stopping at the cap, so a huge selection costs no more than a small one.
 */
export function boundedSelectionText(selection: Selection): string | null {
  if (selection.isCollapsed || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const walker = document.createTreeWalker(range.commonAncestorContainer, NodeFilter.SHOW_TEXT);
  const { startContainer, startOffset, endContainer, endOffset } = range;
  // The walk starts at the range's first node: the node itself, or the child at its offset.
  walker.currentNode = startContainer.childNodes[startOffset] ?? startContainer;
  let node: Node | null =
    walker.currentNode instanceof Text ? walker.currentNode : walker.nextNode();
  let length = 0;
  for (let count = 0; node && range.comparePoint(node, 0) <= 0; count++) {
    const text = node as Text;
    const from = text === startContainer ? startOffset : 0;
    const to = text === endContainer ? endOffset : text.length;
    length += to - from;
    if (length > MAX_SELECTION_TEXT || count > MAX_TEXT_NODES) return null;
    node = walker.nextNode();
  }
  return selection.toString();
}
