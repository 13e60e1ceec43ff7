import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '../../../lib/api/operations';
import type { SearchEntry } from '../../../lib/api/search-schema';
import { readSearch } from '../../../lib/lookup/search-parts';

const element = (fields: object): SearchEntry =>
  OPERATIONS.search.element.parse({ lexiconName: 'معجم', ...fields }) as SearchEntry;

describe('readSearch', () => {
  it('answers every operation whose part the exact entries carry, and only those', () => {
    const reading = readSearch('قلم', [
      element({
        lemma: 'قَلَم',
        lexiconId: 'rich',
        senses: [{ definition: 'أداة', examples: [], translations: [{ word: 'pen' }] }],
        wordForms: [{ form: 'أَقْلَام' }],
      }),
    ]);
    expect(Object.keys(reading.results).sort()).toEqual(
      ['conjugations', 'examples', 'pattern', 'pos', 'root'].sort(),
    );
    expect(reading.results.pos?.[0]?.translations).toEqual([
      { sense: 'أداة', word: 'pen', language: null, languageLabel: null },
    ]);
    expect(reading.carried).toEqual({ rich: ['examples', 'forms'] });
  });

  it('reads a part an entry lacks as empty when its lexicon is known to carry it', () => {
    const reading = readSearch('قلم', [element({ lemma: 'قَلَم', lexiconId: 'rich' })], {
      rich: ['relations'],
    });
    expect(reading.results.synonyms).toEqual([{ lemma: 'قَلَم', lexiconName: 'معجم', synonyms: [] }]);
  });

  it('leaves a part to the documented operation when one exact entry does not carry it', () => {
    const reading = readSearch('قلم', [
      element({ lemma: 'قَلَم', lexiconId: 'rich', senses: [{ definition: 'x', relations: [] }] }),
      element({ lemma: 'قَلَم', lexiconId: 'plain', senses: ['y'] }),
    ]);
    expect(reading.results.synonyms).toBeUndefined();
    expect(reading.results.pos).toHaveLength(2);
  });

  it('sorts relations: synonyms, opposites, and every other type under its own name', () => {
    const relations = [
      { type: 'مرادف', entryLemmaOfRelated: 'يراع' },
      { type: 'synonym', entryLemmaOfRelated: 'مرقم' },
      { type: 'مضاد', entryLemmaOfRelated: 'ممحاة' },
      { type: 'antonym', entryLemmaOfRelated: 'محو' },
      { type: 'اشتمال', entryLemmaOfRelated: 'أداة', related: 'آلة' },
      { type: 'co_hyponym', entryLemmaOfRelated: 'فرشاة' },
    ];
    const reading = readSearch('قلم', [
      element({ lemma: 'قَلَم', senses: [{ definition: 'x', relations }] }),
    ]);
    expect(reading.results.synonyms?.[0]?.synonyms).toEqual(['يراع', 'مرقم']);
    expect(reading.results.opposites?.[0]?.opposites).toEqual(['ممحاة', 'محو']);
    expect(reading.results['word-structures']?.[0]?.structures).toEqual([
      { relatedLemma: 'أداة', relatedSense: 'آلة', relationType: 'اشتمال', relationTypeCode: null },
      {
        relatedLemma: 'فرشاة',
        relatedSense: null,
        relationType: null,
        relationTypeCode: 'co_hyponym',
      },
    ]);
  });

  it('takes the lemma the service flagged when no lemma is the word itself', () => {
    const reading = readSearch('الملاعب', [
      element({ lemma: 'لَعِبَ', nonDiacriticsLemma: 'لعب' }),
      element({ lemma: 'مَلْعَب', nonDiacriticsLemma: 'ملعب', isLemmatizer: true }),
    ]);
    expect(reading.serviceLemma).toBe('ملعب');
    expect(reading.results.pos?.map((entry) => entry.lemma)).toEqual(['مَلْعَب']);
    expect(reading.otherLemmas).toEqual(['لعب']);
  });

  it('prefers the word’s own lemma to a flagged one', () => {
    const reading = readSearch('ملعب', [
      element({ lemma: 'لَعِب', nonDiacriticsLemma: 'لعب', isWordFormMatch: true }),
      element({ lemma: 'مَلْعَب', nonDiacriticsLemma: 'ملعب' }),
    ]);
    expect(reading.serviceLemma).toBeUndefined();
    expect(reading.results.pos?.map((entry) => entry.lemma)).toEqual(['مَلْعَب']);
  });
});
