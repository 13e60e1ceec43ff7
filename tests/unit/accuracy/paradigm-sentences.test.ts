// The paradigm sets in a sentence (scripts/accuracy/paradigm-sentences.ts): each word placed
// after a word that settles what it is must be a form that word can govern, or the table
// would count the context rules wrong for the set's own grammar.
import { describe, expect, it } from 'vitest';
import { PLACEMENTS } from '../../../scripts/accuracy/paradigm-sentences';

type Placed = ReturnType<(typeof PLACEMENTS)[number]['records']>[number];

describe('the paradigm sets in a sentence', () => {
  it.each([
    ['verb perfects after قد', 1000, (record: Placed) => record.detail === 'perfect'],
    // The set's س+ forms are its indicatives; the ones placed are the same words without it.
    [
      'verb indicatives after سوف',
      1000,
      (record: Placed) => record.detail === 'imperfect س+' && !record.surface.startsWith('س'),
    ],
    ['verb subjunctives after لن', 500, (record: Placed) => record.mood === 's'],
    // The jussives written otherwise than their indicative: a hollow or defective verb's
    // shortened vowel (يؤد).
    ['verb jussives after لم', 50, (record: Placed) => record.mood === 'j'],
    // A proclitic of its own (لبيتها) does not follow a preposition.
    ['nouns after في', 500, (record: Placed) => !record.category.includes('prefix')],
  ])('%s: more than %i words, each one the word before can govern', (name, least, fits) => {
    const records = PLACEMENTS.find((placement) => placement.name === name)?.records() ?? [];
    expect(records.length).toBeGreaterThan(least);
    expect(records.filter((record) => !fits(record))).toEqual([]);
  });
});
