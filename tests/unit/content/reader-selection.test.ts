// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createReaderSelection } from '../../../entrypoints/content/reader-selection';
import { selectText } from './page-helpers';

/** An element with the given text, appended to the page. */
function add<K extends keyof HTMLElementTagNameMap>(tag: K, text = ''): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  element.textContent = text;
  document.body.append(element);
  return element;
}

afterEach(() => {
  (document.activeElement as HTMLElement | null)?.blur();
  document.body.replaceChildren();
});

describe('the reader’s selection', () => {
  it('is current until the page moves the selection', () => {
    const words = add('p', 'في بيت كبير').firstChild as Text;
    const bait = add('span', 'شمس').firstChild as Text;
    const reader = createReaderSelection();
    expect(reader.isCurrent()).toBe(false);

    selectText(words, 3, 6);
    reader.record(true);
    expect(reader.isCurrent()).toBe(true);

    selectText(bait, 0, 3);
    expect(reader.isCurrent()).toBe(false);
    // Put back exactly as the reader left it, it is theirs again.
    selectText(words, 3, 6);
    expect(reader.isCurrent()).toBe(true);
    getSelection()?.removeAllRanges();
    expect(reader.isCurrent()).toBe(false);
  });

  it('is not recorded when the input that ended was not the reader’s selection', () => {
    selectText(add('p', 'في بيت كبير').firstChild as Text, 3, 6);
    const reader = createReaderSelection();
    reader.record(false);
    expect(reader.isCurrent()).toBe(false);
  });

  it('in a text field, changes when the page moves the field’s selection or its text', () => {
    const field = add('input');
    field.value = 'سلام عليكم';
    field.focus();
    field.setSelectionRange(0, 4);
    const reader = createReaderSelection();
    reader.record(true);
    expect(reader.isCurrent()).toBe(true);

    field.setSelectionRange(5, 10);
    expect(reader.isCurrent()).toBe(false);
    field.setSelectionRange(0, 4);
    expect(reader.isCurrent()).toBe(true);
    field.value = 'شمسٌ عليكم';
    field.setSelectionRange(0, 4);
    expect(reader.isCurrent()).toBe(false);
  });
});
