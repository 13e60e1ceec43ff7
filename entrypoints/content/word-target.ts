import { arabicWordAt, selectionLookupWord } from '../../lib/arabic/segment';

/** A word to look up and where it stands on screen (viewport coordinates). */
export interface WordTarget {
  word: string;
  rect: DOMRect;
}

type TextField = HTMLInputElement | HTMLTextAreaElement;

function asTextField(element: Element | null): TextField | null {
  if (element instanceof HTMLTextAreaElement) return element;
  if (element instanceof HTMLInputElement && /^(text|search|url|email|)$/.test(element.type)) {
    return element;
  }
  return null;
}

function fieldSelection(field: TextField): string {
  return field.value.slice(field.selectionStart ?? 0, field.selectionEnd ?? 0);
}

/**
 * The Arabic word under a double-click. The browser has already selected a word by its
 * own rules; we re-segment around the selection's start with Intl.Segmenter so that
 * diacritics, tatweel and bidi marks are handled the same way everywhere.
 */
export function doubleClickedWord(target: EventTarget | null): WordTarget | null {
  const field = asTextField(target instanceof Element ? target : null);
  if (field) {
    const found = arabicWordAt(field.value, field.selectionStart ?? 0);
    return found ? { word: found.word, rect: field.getBoundingClientRect() } : null;
  }
  const selection = getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  if (!(node instanceof Text)) return null;
  const found = arabicWordAt(node.data, range.startOffset);
  if (!found) return null;
  const wordRange = document.createRange();
  wordRange.setStart(node, found.start);
  wordRange.setEnd(node, found.end);
  return { word: found.word, rect: wordRange.getBoundingClientRect() };
}

/** The current selection, in the page or in a text field, when it is a short Arabic phrase. */
export function selectedWord(): WordTarget | null {
  const field = asTextField(document.activeElement);
  if (field) {
    const word = selectionLookupWord(fieldSelection(field));
    return word ? { word, rect: field.getBoundingClientRect() } : null;
  }
  const selection = getSelection();
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const word = selectionLookupWord(selection.toString());
  return word ? { word, rect: selection.getRangeAt(0).getBoundingClientRect() } : null;
}
