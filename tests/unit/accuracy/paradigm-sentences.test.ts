// The paradigm sets in a sentence (scripts/accuracy/paradigm-sentences.ts): each word placed
// after a word that settles what it is must be a form that word can govern, or the table
// would count the context rules wrong for the set's own grammar.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../scripts/accuracy/paradigm-sentences';

const placed = (name: string) => PLACEMENTS.find((placement) => placement.name === name);

describe('the paradigm sets in a sentence', () => {
  it('places perfects after قد, indicatives without their س after سوف, bare nouns after في', () => {
    const perfects = placed('verb perfects after قد')?.records() ?? [];
    const indicatives = placed('verb indicatives after سوف')?.records() ?? [];
    const nouns = placed('nouns after في')?.records() ?? [];
    expect(perfects.length).toBeGreaterThan(1000);
    expect(perfects.every((record) => record.detail === 'perfect')).toBe(true);
    expect(indicatives.length).toBeGreaterThan(1000);
    // The set's س+ forms are its indicatives; the ones placed are the same words without it.
    expect(indicatives.every((record) => record.detail === 'imperfect س+')).toBe(true);
    expect(indicatives.some((record) => record.surface.startsWith('سي'))).toBe(false);
    expect(nouns.length).toBeGreaterThan(500);
    expect(nouns.some((record) => record.category.includes('prefix'))).toBe(false);
  });
});
