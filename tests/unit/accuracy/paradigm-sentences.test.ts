// The paradigm sets in a sentence (scripts/accuracy/paradigm-sentences.ts): each word placed
// after a word that settles what it is must be a form that word can govern, or the table
// would count the context rules wrong for the set's own grammar.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../scripts/accuracy/paradigm-sentences';

const placed = (name: string) => PLACEMENTS.find((placement) => placement.name === name);

describe('the paradigm sets in a sentence', () => {
  it('places each verb form after a particle that governs it, bare nouns after في', () => {
    const perfects = placed('verb perfects after قد')?.records() ?? [];
    const indicatives = placed('verb indicatives after سوف')?.records() ?? [];
    const nouns = placed('nouns after في')?.records() ?? [];
    expect(perfects.length).toBeGreaterThan(1000);
    expect(perfects.every((record) => record.detail === 'perfect')).toBe(true);
    expect(indicatives.length).toBeGreaterThan(1000);
    // The set's س+ forms are its indicatives; the ones placed are the same words without it.
    expect(indicatives.every((record) => record.detail === 'imperfect س+')).toBe(true);
    expect(indicatives.some((record) => record.surface.startsWith('سي'))).toBe(false);
    const subjunctives = placed('verb subjunctives after لن')?.records() ?? [];
    const jussives = placed('verb jussives after لم')?.records() ?? [];
    expect(subjunctives.length).toBeGreaterThan(500);
    expect(subjunctives.every((record) => record.mood === 's')).toBe(true);
    // The jussives written otherwise than their indicative: a hollow or defective verb's
    // shortened vowel (يؤد).
    expect(jussives.length).toBeGreaterThan(50);
    expect(jussives.every((record) => record.mood === 'j')).toBe(true);
    expect(nouns.length).toBeGreaterThan(500);
    expect(nouns.some((record) => record.category.includes('prefix'))).toBe(false);
  });
});
