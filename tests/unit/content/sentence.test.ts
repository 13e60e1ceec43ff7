// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { wordsAroundSelection } from '../../../entrypoints/content/sentence';

/** Selects `word` inside `element`'s first text node, as a double-click would. */
function select(element: Element, word: string): void {
  const text = element.firstChild as Text;
  const start = (text.textContent ?? '').indexOf(word);
  const range = document.createRange();
  range.setStart(text, start);
  range.setEnd(text, start + word.length);
  getSelection()?.removeAllRanges();
  getSelection()?.addRange(range);
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('the words around a double-clicked word', () => {
  it('come from its paragraph, at most 3 each side, not across a comma', () => {
    const paragraph = document.createElement('p');
    paragraph.textContent = 'في عام ١٩٧٦، قال إنه لم يعد مضمار السباق مستخدماً منذ ذلك الحين';
    document.body.append(paragraph);
    select(paragraph, 'يعد');
    expect(wordsAroundSelection('يعد')).toEqual({
      before: ['قال', 'إنه', 'لم'],
      after: ['مضمار', 'السباق', 'مستخدماً'],
    });
  });

  it('are never taken from a text field the reader types into', () => {
    const editable = document.createElement('div');
    editable.setAttribute('contenteditable', '');
    editable.textContent = 'لم يعد سرا';
    document.body.append(editable);
    select(editable, 'يعد');
    expect(wordsAroundSelection('يعد')).toBeNull();
  });

  it('are not sent for a word the selection no longer holds', () => {
    const paragraph = document.createElement('p');
    paragraph.textContent = 'لم يعد مضمار السباق';
    document.body.append(paragraph);
    select(paragraph, 'مضمار');
    expect(wordsAroundSelection('يعد')).toBeNull();
  });
});
