import { describe, expect, it } from 'vitest';
import { readingKind, splitByReading } from '../../../components/lead-entries';
import type { CandidateAnalysis } from '../../../lib/arabic/analysis';

const entry = (lemma: string, pos: string | null) => ({ lemma, pos });
const BOOKS = entry('كُتُب', 'اسم');
const WROTE = entry('كَتَبَ', 'فعل');
const WENT = entry('ذَهَبَ', 'فعل ماض');
const GOLD = entry('ذَهَب', 'اسم');

const verbReading: CandidateAnalysis = {
  form: 'كتب',
  proclitics: [],
  enclitics: [],
  inflections: [{ kind: 'verb', tense: 'present' }],
  pos: 'verb',
};

describe('the entries of the reading shown lead', () => {
  it('puts the verb first for a verb reading, the noun after (يكتبون → كتب)', () => {
    const kind = readingKind(verbReading, 'كتب');
    expect(splitByReading([BOOKS, WROTE], kind)).toEqual({ leading: [WROTE], others: [BOOKS] });
  });

  it('puts nouns and adjectives first for a noun reading (a plural, a feminine)', () => {
    const plural = {
      ...verbReading,
      inflections: [{ kind: 'broken-plural' as const }],
      pos: 'noun' as const,
    };
    const kind = readingKind(plural, 'كتب');
    expect(kind).toBe('nominal');
    expect(splitByReading([WENT, GOLD, entry('ذَهَبِيّ', 'صفة')], kind).leading).toEqual([
      GOLD,
      entry('ذَهَبِيّ', 'صفة'),
    ]);
  });

  it('keeps the service’s order for a word shown as written, or a reading with no part of speech', () => {
    expect(readingKind(undefined, 'ذهب')).toBeNull();
    expect(readingKind({ ...verbReading, pos: undefined }, 'كتب')).toBeNull();
    // An analysis of another form than the one whose entries are shown says nothing of them.
    expect(readingKind(verbReading, 'كاتب')).toBeNull();
    expect(splitByReading([GOLD, WENT], null)).toEqual({ leading: [GOLD, WENT], others: [] });
  });

  it('reads an entry without a part of speech by its lemma’s, and sets nothing apart when nothing fits', () => {
    const bare = entry('كَتَبَ', null);
    expect(splitByReading([BOOKS, WROTE, bare], 'verb')).toEqual({
      leading: [WROTE, bare],
      others: [BOOKS],
    });
    expect(splitByReading([BOOKS, GOLD], 'verb')).toEqual({ leading: [BOOKS, GOLD], others: [] });
  });
});
