import { isArabicLetter } from '../../lib/arabic/page';
import { asTextField } from './text-field';

/** A text node, or a text field whose value `offset` counts into. */
export interface Caret {
  node: Node;
  offset: number;
}

/** Where the browser would put the caret for a point: what is really under the pointer. */
export function caretAt(x: number, y: number): Caret | null {
  if ('caretPositionFromPoint' in document) {
    const position = document.caretPositionFromPoint(x, y);
    return position && { node: position.offsetNode, offset: position.offset };
  }
  // Chromium before 128.
  const range = (document as Document).caretRangeFromPoint(x, y);
  return range && { node: range.startContainer, offset: range.startOffset };
}

/**
 * True when the caret is beside an Arabic letter. Cheap enough for every press: a look at
 * two characters, no segmentation.
 */
export function arabicAt(caret: Caret | null): boolean {
  const node = caret?.node;
  const text = node instanceof Text ? node.data : (asTextField(node)?.value ?? '');
  const at = caret?.offset ?? 0;
  return isArabicLetter(text.charAt(at - 1)) || isArabicLetter(text.charAt(at));
}
