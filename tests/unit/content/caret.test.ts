// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { arabicUnderPointer } from '../../../entrypoints/content/caret';

/** Puts the browser's caret for every point at `offset` in `node`. */
function caretAlwaysAt(node: Node, offset: number): void {
  Object.defineProperty(document, 'caretPositionFromPoint', {
    configurable: true,
    value: () => ({ offsetNode: node, offset }),
  });
}

function field(type: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = type;
  input.value = value;
  document.body.append(input);
  return input;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'caretPositionFromPoint');
  document.body.replaceChildren();
});

describe('arabicUnderPointer (the press that preloads the card)', () => {
  const press = new MouseEvent('mousedown', { clientX: 5, clientY: 5 });

  it('finds Arabic under the pointer in text and in a text field', () => {
    caretAlwaysAt(document.createTextNode('في بيت'), 4);
    expect(arabicUnderPointer(press)).toBe(true);
    caretAlwaysAt(field('search', 'بيت'), 1);
    expect(arabicUnderPointer(press)).toBe(true);
    caretAlwaysAt(document.createTextNode('a house'), 3);
    expect(arabicUnderPointer(press)).toBe(false);
  });

  it('never reads what the reader typed into a password field', () => {
    caretAlwaysAt(field('password', 'كلمة'), 1);
    expect(arabicUnderPointer(press)).toBe(false);
  });
});
