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

/**
 * The selection as it stands now: a text field's (the focused one), else the page's first
 * range, copied so that a later move of the selection does not change it.
 */
export type SelectionAt =
  | { field: TextField; start: number | null; end: number | null; value: string }
  | { field: null; range: Range | null };

export function selectionNow(): SelectionAt {
  const field = asTextField(document.activeElement);
  return field
    ? fieldSelection(field)
    : { field: null, range: readerRange()?.cloneRange() ?? null };
}

export function fieldSelection(field: TextField): SelectionAt {
  return { field, start: field.selectionStart, end: field.selectionEnd, value: field.value };
}
