/** Page set-ups the content script's happy-dom tests share. */

/** Puts the browser's caret for every point at `offset` in `node`. */
export function caretAlwaysAt(node: Node, offset: number): void {
  Object.defineProperty(document, 'caretPositionFromPoint', {
    configurable: true,
    value: () => ({ offsetNode: node, offset }),
  });
}

/** Selects `text` from `start` to `end`, as a reader's drag would. */
export function selectText(text: Text, start: number, end: number): void {
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, end);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
}
