import { describe, expect, it } from 'vitest';
import { groupEntries, textsKey } from '../../../components/entry-groups';

const RIYADH = 'معجم الرياض للغة العربية المعاصرة';
const BASIC = 'معجم لسان للمفردات الأساسية';
const GEOLOGY = 'معجم مصطلحات علوم الأرض';
const VERBS = 'معجم الأفعال العربية المصرفة';

interface Sense {
  lemma: string;
  lexiconName: string;
  pos: string | null;
  senses: string[];
}

const bySenses = {
  posOf: (entry: Sense) => entry.pos,
  contentKey: (entry: Sense) => textsKey(entry.senses),
};

/** [lemma, pos, [sources of each reading]] of each group, for short assertions. */
const shape = (entries: Sense[]) =>
  groupEntries(entries, bySenses).map((group) => [
    group.lemma,
    group.pos,
    group.readings.map((reading) => reading.sources),
  ]);

describe('grouping entries by lemma and part of speech', () => {
  it('shows ذهب the noun once with three sources and ذهب the verb apart (lemmas compared with diacritics)', () => {
    expect(
      shape([
        { lemma: 'ذَهَب', lexiconName: RIYADH, pos: 'اسم', senses: ['معدن نفيس'] },
        { lemma: 'ذَهَبَ', lexiconName: RIYADH, pos: 'فعل', senses: ['مضى وسار'] },
        { lemma: 'ذَهَب', lexiconName: BASIC, pos: 'اسم', senses: ['معدن ثمين أصفر'] },
        { lemma: 'ذَهَبَ', lexiconName: VERBS, pos: 'فعل', senses: ['انتقل'] },
        { lemma: 'ذَهَب', lexiconName: GEOLOGY, pos: 'اسم', senses: ['عنصر فلزي'] },
      ]),
    ).toEqual([
      ['ذَهَب', 'اسم', [[RIYADH], [BASIC], [GEOLOGY]]],
      ['ذَهَبَ', 'فعل', [[RIYADH], [VERBS]]],
    ]);
  });

  it('keeps one lemma in two parts of speech apart', () => {
    expect(
      shape([
        { lemma: 'عَالِم', lexiconName: RIYADH, pos: 'اسم', senses: ['من يعلم'] },
        { lemma: 'عَالِم', lexiconName: BASIC, pos: 'صفة', senses: ['عارف'] },
      ]),
    ).toEqual([
      ['عَالِم', 'اسم', [[RIYADH]]],
      ['عَالِم', 'صفة', [[BASIC]]],
    ]);
  });

  it('merges lexicons saying the same into one reading with both as sources', () => {
    const groups = groupEntries(
      [
        { lemma: 'كِتَاب', lexiconName: RIYADH, pos: 'اسم', senses: ['رسالة.'] },
        { lemma: 'كِتَاب', lexiconName: BASIC, pos: 'اسم', senses: [' رسالة'] },
      ],
      bySenses,
    );
    expect(groups).toHaveLength(1);
    expect(groups[0]?.readings.map((reading) => reading.sources)).toEqual([[RIYADH, BASIC]]);
    expect(groups[0]?.readings[0]?.entries).toHaveLength(2);
  });

  it('puts an entry without a part of speech under its lemma, even when it comes first', () => {
    expect(
      shape([
        { lemma: 'كِتَاب', lexiconName: BASIC, pos: null, senses: ['الصحف المجموعة'] },
        { lemma: 'كِتَاب', lexiconName: RIYADH, pos: 'اسم', senses: ['رسالة'] },
        { lemma: 'قَلَم', lexiconName: BASIC, pos: null, senses: ['ما يكتب به'] },
      ]),
    ).toEqual([
      ['كِتَاب', 'اسم', [[BASIC], [RIYADH]]],
      ['قَلَم', null, [[BASIC]]],
    ]);
  });

  it('treats marks typed in another order as the same lemma (shadda before its vowel)', () => {
    const typedShaddaFirst = 'كُتَّاب'.replace('\u064E\u0651', '\u0651\u064E');
    expect(typedShaddaFirst).not.toBe('كُتَّاب');
    expect(
      groupEntries(
        [
          { lemma: 'كُتَّاب', lexiconName: RIYADH, pos: 'اسم', senses: ['موضع التعليم'] },
          { lemma: typedShaddaFirst, lexiconName: BASIC, pos: 'اسم', senses: ['الكتاتيب'] },
        ],
        bySenses,
      ),
    ).toHaveLength(1);
  });
});
