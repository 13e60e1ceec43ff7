/** A form field the reader types text into, whose value a caret offset counts into. */
export type TextField = HTMLInputElement | HTMLTextAreaElement;

/**
 * `node` when it is such a field: a textarea, or an input of a text-like type. Never a
 * password: what is typed there is not looked up, nor even read.
 */
export function asTextField(node: unknown): TextField | null {
  if (node instanceof HTMLTextAreaElement) return node;
  if (node instanceof HTMLInputElement && /^(text|search|url|email|)$/.test(node.type)) return node;
  return null;
}

/** The selection's first range, if any: what the reader selected on the page. */
export function readerRange(): Range | null {
  const selection = getSelection();
  return selection?.rangeCount ? selection.getRangeAt(0) : null;
}
