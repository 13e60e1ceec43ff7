// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { arabicAt, caretAt } from '../../../entrypoints/content/caret';
import { caretAlwaysAt } from './page-helpers';

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

describe('arabicAt the caret of a press (the press that preloads the card)', () => {
  const arabicUnderPointer = () => arabicAt(caretAt(5, 5));

  it('finds Arabic under the pointer in text and in a text field', () => {
    caretAlwaysAt(document.createTextNode('في بيت'), 4);
    expect(arabicUnderPointer()).toBe(true);
    caretAlwaysAt(field('search', 'بيت'), 1);
    expect(arabicUnderPointer()).toBe(true);
    caretAlwaysAt(document.createTextNode('a house'), 3);
    expect(arabicUnderPointer()).toBe(false);
  });

  it('never reads what the reader typed into a password field', () => {
    caretAlwaysAt(field('password', 'كلمة'), 1);
    expect(arabicUnderPointer()).toBe(false);
  });
});
