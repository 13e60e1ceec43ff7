import { describe, expect, it } from 'vitest';
import {
  cleanText,
  groupByLexicon,
  relatedEntries,
  rootQuery,
  senseEntries,
  splitAlternatives,
  uniqueTexts,
} from '../../../components/entries';
import { MUHIT, RIYADH } from './fixtures';

describe('entry helpers', () => {
  it('treats null, "" and blank as not recorded and trims the rest', () => {
    expect(cleanText(null)).toBeNull();
    expect(cleanText('')).toBeNull();
    expect(cleanText('   ')).toBeNull();
    expect(cleanText('  فِعَال ')).toBe('فِعَال');
  });

  it('removes repeated senses, ignoring spacing and a final full stop', () => {
    expect(
      uniqueTexts(['رسالة', ' رسالة ', 'رسالة.', 'صحيفة', '', 'رسالة  قصيرة', 'رسالة قصيرة']),
    ).toEqual(['رسالة', 'صحيفة', 'رسالة قصيرة']);
  });

  it('keeps senses that differ only in diacritics apart (they can mean different things)', () => {
    expect(uniqueTexts(['عِلْم', 'عَلَم'])).toEqual(['عِلْم', 'عَلَم']);
  });

  it('groups by lexicon in first-seen order', () => {
    const groups = groupByLexicon([
      { lexiconName: RIYADH, lemma: 'a' },
      { lexiconName: MUHIT, lemma: 'b' },
      { lexiconName: RIYADH, lemma: 'c' },
    ]);
    expect(groups.map((group) => [group.lexiconName, group.entries.map((e) => e.lemma)])).toEqual([
      [RIYADH, ['a', 'c']],
      [MUHIT, ['b']],
    ]);
  });

  it('looks a root up without spaces, four-letter roots too', () => {
    expect(rootQuery('ك ت ب')).toBe('كتب');
    expect(rootQuery('ز ن ز ن')).toBe('زنزن');
  });

  it('splits "/" alternatives, each once', () => {
    expect(splitAlternatives(' أ / ب //ب ')).toEqual(['أ', 'ب']);
  });

  it('drops sense entries with nothing to show and identical repeats', () => {
    const entry = { lemma: 'كِتَاب', lexiconName: RIYADH, pos: 'اسم', senses: ['رسالة', 'رسالة'] };
    expect(
      senseEntries([entry, { ...entry }, { ...entry, lemma: 'x', pos: ' ', senses: [] }]),
    ).toEqual([{ ...entry, senses: ['رسالة'] }]);
  });

  it('merges the three Related operations by lexicon and lemma', () => {
    const merged = relatedEntries({
      synonyms: [{ lemma: 'l', lexiconName: RIYADH, synonyms: ['s', 's'] }],
      opposites: [{ lemma: 'l', lexiconName: RIYADH, opposites: ['o'] }],
      'word-structures': [
        {
          lemma: 'l',
          lexiconName: MUHIT,
          structures: [
            { relatedLemma: 'r', relationType: 't', relationTypeCode: null, relatedSense: null },
            { relatedLemma: 'r', relationType: 't', relationTypeCode: null, relatedSense: null },
          ],
        },
        { lemma: 'empty', lexiconName: MUHIT, structures: [] },
      ],
    });
    expect(merged).toEqual([
      { lexiconName: RIYADH, lemma: 'l', synonyms: ['s'], opposites: ['o'], relations: [] },
      {
        lexiconName: MUHIT,
        lemma: 'l',
        synonyms: [],
        opposites: [],
        relations: [
          { relatedLemma: 'r', relationType: 't', relationTypeCode: null, relatedSense: null },
        ],
      },
    ]);
  });
});
