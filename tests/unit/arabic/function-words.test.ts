// Function words the lemma list lacks (pronouns, demonstratives, relatives, particles) are
// known words: read with clitics cut or typed without hamza, they go first; and the
// relative الذي is no ال + ذي.
import { describe, expect, it } from 'vitest';
import { firstReadingOf, leadOf } from '../../support/shipped-readings';

describe('function words the list lacks', () => {
  it.each([
    ['وهذا', 'هذا'],
    ['لهذه', 'هذه'],
    ['الى', 'إلى'],
    ['انا', 'أنا'],
    ['اذا', 'إذا'],
    ['اي', 'أي'],
    ['بأي', 'أي'],
    ['ومنذ', 'منذ'],
    ['وكأن', 'كأن'],
  ])('%s is read first as %s', (word, functionWord) => {
    expect(firstReadingOf(word)).toBe(functionWord);
  });

  it('الذي is the relative pronoun: no lead to ذو, which بذي still has', () => {
    expect(leadOf('الذي')).toBeUndefined();
    expect(leadOf('بذي')?.form).toBe('ذو');
  });

  it('a three-letter word in ال is no article: الم → ألم, الف → ألف', () => {
    expect(firstReadingOf('الم')).toBe('ألم');
    expect(firstReadingOf('الف')).toBe('ألف');
  });
});
