// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  boundedSelectionText,
  MAX_SELECTION_TEXT,
} from '../../../entrypoints/content/selection-text';

function select(start: Node, startOffset: number, end: Node, endOffset: number): Selection {
  const selection = getSelection();
  if (!selection) throw new Error('no selection');
  const range = document.createRange();
  range.setStart(start, startOffset);
  range.setEnd(end, endOffset);
  selection.removeAllRanges();
  selection.addRange(range);
  return selection;
}

/** A paragraph of the page, made of these texts and elements. */
function paragraph(...children: Array<string | Node>): HTMLParagraphElement {
  const element = document.createElement('p');
  element.append(...children);
  document.body.append(element);
  return element;
}

function bold(text: string): HTMLElement {
  const element = document.createElement('b');
  element.textContent = text;
  return element;
}

afterEach(() => {
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('boundedSelectionText', () => {
  it('reads a word selected across elements', () => {
    const split = bold('كت');
    const rest = document.createTextNode('اب جديد');
    paragraph('في ', split, rest);
    const selection = select(split.firstChild as Node, 0, rest, 2);
    expect(boundedSelectionText(selection)).toBe('كتاب');
  });

  it('gives up on a selection longer than the cap without reading all of it', () => {
    const text = paragraph('كلمة '.repeat(1000)).firstChild as Text;
    const selection = select(text, 0, text, text.length);
    const read = vi.spyOn(selection, 'toString');
    expect(boundedSelectionText(selection)).toBeNull();
    expect(read).not.toHaveBeenCalled();
  });

  it('counts the text of every node it crosses, and stops past the cap', () => {
    const words = paragraph(...Array.from({ length: 400 }, () => bold('كلمة ')));
    const selection = select(words, 0, words, words.childNodes.length);
    expect(boundedSelectionText(selection)).toBeNull();
    // Just under the cap, the same kind of selection is read.
    const under = Math.floor(MAX_SELECTION_TEXT / 5);
    select(words, 0, words, under);
    expect(boundedSelectionText(selection)?.length).toBe(under * 5);
  });

  it('gives nothing for a collapsed selection', () => {
    const text = paragraph('كتاب').firstChild as Text;
    expect(boundedSelectionText(select(text, 1, text, 1))).toBeNull();
  });
});
