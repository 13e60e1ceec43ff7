// The word of a lookup is one value made once: its written form, keys and tanween.
import { describe, expect, it } from 'vitest';
import { lookupWord, markedForm } from '../../../../lib/lookup/word';

describe('the lookup word', () => {
  it('keeps the word as written and its keys side by side', () => {
    expect(lookupWord(' كتابًا ')).toEqual({
      written: ' كتابًا ',
      key: 'كتابا',
      loose: 'كتابا',
      tanween: true,
    });
    // The loose key folds the hamza seats the strict key keeps.
    expect(lookupWord('أكل')).toMatchObject({ key: 'أكل', loose: 'اكل', tanween: false });
  });

  it('marks a tanween only where one ends the word (وادٍ, عفواً; not عفوا)', () => {
    expect(lookupWord('وادٍ').tanween).toBe(true);
    expect(lookupWord('عفواً').tanween).toBe(true);
    expect(lookupWord('عفوا').tanween).toBe(false);
  });

  it('is empty for a request that carried no text', () => {
    expect(lookupWord(undefined)).toEqual({ written: '', key: '', loose: '', tanween: false });
    expect(lookupWord(42).key).toBe('');
  });

  it('gives the analyser the marks of the word itself only', () => {
    const word = lookupWord('وادٍ');
    expect(markedForm(word, 'وادي')).toBe('وادي');
    expect(markedForm(word, word.key)).toBe('وادٍ');
  });
});
