import { describe, expect, it } from 'vitest';
import { alignPattern, joinedForms, letters, markRoot } from '../../../components/root-marking';

/** The marked runs as "[root]other" text, for short assertions. */
const marked = (lemma: string, root: string) =>
  markRoot(lemma, root)
    ?.map((span) => (span.root ? `[${span.text}]` : span.text))
    .join('');

/** Each column as "pattern/lemma", radicals in capitals-style brackets. */
const columns = (pattern: string, lemma: string) =>
  alignPattern(pattern, lemma)?.map((column) => {
    const pair = `${column.pattern.map((letter) => letter.text).join('')}/${column.lemma.text}`;
    return column.radical ? `[${pair}]` : pair;
  });

describe('marking the root in the lemma', () => {
  it('marks ك ت ب in كِتَاب, diacritics kept on their letters', () => {
    expect(marked('كِتَاب', 'ك ت ب')).toBe('[كِتَ]ا[ب]');
  });

  it('skips prefixes and suffixes (مَكْتَبَة)', () => {
    expect(marked('مَكْتَبَة', 'ك ت ب')).toBe('مَ[كْتَبَ]ة');
  });

  it('chooses the tightest place when a root letter is also an affix (اسْتَتْبَعَ: the second ت)', () => {
    expect(marked('اسْتَتْبَعَ', 'ت ب ع')).toBe('اسْتَ[تْبَعَ]');
  });

  it('counts a letter with shadda twice (ح ب ب in أَحَبَّ)', () => {
    expect(marked('أَحَبَّ', 'ح ب ب')).toBe('أَ[حَبَّ]');
  });

  it('finds weak letters and hamza seats that changed shape (قول → قَال, سأل → سُؤَال)', () => {
    expect(marked('قَال', 'ق و ل')).toBe('[قَال]');
    expect(marked('سُؤَال', 'س أ ل')).toBe('[سُؤَ]ا[ل]');
  });

  it('prefers the letter itself to a lenient stand-in', () => {
    expect(marked('قَوْل', 'ق و ل')).toBe('[قَوْل]');
  });

  it('gives up (null) when the root letters are not all there in order', () => {
    expect(markRoot('مَاء', 'م و ه')).toBeNull();
    expect(markRoot('كِتَاب', 'ب ت ك')).toBeNull();
    expect(markRoot('كِتَاب', '')).toBeNull();
  });
});

describe('aligning the pattern with the lemma', () => {
  it('puts فِعَال over كِتَاب letter by letter, ف ع ل marked as the root letters', () => {
    expect(columns('فِعَال', 'كِتَاب')).toEqual(['[فِ/كِ]', '[عَ/تَ]', 'ا/ا', '[ل/ب]']);
  });

  it('puts the two pattern letters a shadda stands for over the doubled letter (أَفْعَلَ, أَحَبَّ)', () => {
    expect(columns('أَفْعَلَ', 'أَحَبَّ')).toEqual(['أَ/أَ', '[فْ/حَ]', '[عَلَ/بَّ]']);
  });

  it('aligns four-letter roots (فَعْلَلَ over زَلْزَلَ)', () => {
    expect(columns('فَعْلَلَ', 'زَلْزَلَ')).toEqual(['[فَ/زَ]', '[عْ/لْ]', '[لَ/زَ]', '[لَ/لَ]']);
  });

  it('gives up (null) when the lengths differ or a pattern letter of its own is missing', () => {
    expect(alignPattern('فِعَال', 'كِتَابَة')).toBeNull();
    expect(alignPattern('مَفْعَل', 'كِتَاب')).toBeNull();
  });
});

describe('letters shown alone as they look in the word', () => {
  it('adds zero-width joiners only where the letter joins (كِتَاب: كـ ـتـ ـا ب)', () => {
    const ZWJ = '\u200D';
    expect(joinedForms(letters('كِتَاب'))).toEqual([`كِ${ZWJ}`, `${ZWJ}تَ${ZWJ}`, `${ZWJ}ا`, 'ب']);
  });
});
