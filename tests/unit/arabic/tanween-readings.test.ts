// A word the page wrote with a tanwin is an indefinite noun: its verb readings, article
// and pronoun-suffix readings are not offered, not led with, not probed.
import { describe, expect, it } from 'vitest';
import { finalTanween } from '../../../lib/arabic/tanween';
import { leadingCandidate, rankedCandidates } from '../../../lib/lookup/lemma-knowledge';
import { otherReadings } from '../../../lib/lookup/other-readings';
import { diskLemmaList } from '../../support/lemma-source';

const list = await diskLemmaList();
const lead = (word: string) => leadingCandidate(word, list, new Set());
const readings = (word: string) => rankedCandidates(word, list, new Set());

describe('a word written with a tanwin', () => {
  it('sees the three tanwins, before or after an accusative alif, and nothing else', () => {
    for (const word of ['كتابٌ', 'كتابٍ', 'كتاباً', 'كتابًا', 'هدىً']) {
      expect(finalTanween(word)).toBeDefined();
    }
    for (const word of ['كتابُ', 'كتابَ', 'كتّاب', 'كتابا'])
      expect(finalTanween(word)).toBeUndefined();
  });

  it('is no ت-imperfect: a form V verbal noun keeps its own entry (تعلّمٌ, تحرّكٍ)', () => {
    // Unmarked, تعلم is first read as "she knows" (علم).
    expect(lead('تعلم')?.form).toBe('علم');
    expect(lead('تعلمٌ')).toBeUndefined();
    expect(lead('تحركٍ')).toBeUndefined();
    expect(readings('تعلمٌ').some((reading) => reading.pos === 'verb')).toBe(false);
  });

  it('reads an accusative alif as a noun’s, not a verb’s (سعياً → سعي, رأياً → رأي)', () => {
    expect(readings('سعيا')[1]).toMatchObject({ form: 'سعى', pos: 'verb' });
    expect(readings('سعياً')[1]).toMatchObject({ form: 'سعي', pos: 'noun' });
    expect(readings('رأياً')[1]?.form).toBe('رأي');
    expect(readings('رأياً').some((reading) => reading.pos === 'verb')).toBe(false);
  });

  it('carries no pronoun suffix (منبهاً is منبه, not منب + ها)', () => {
    expect(readings('منبها').some((reading) => reading.enclitics.includes('ها'))).toBe(true);
    expect(readings('منبهاً').some((reading) => reading.enclitics.length > 0)).toBe(false);
  });

  it('still leads from a plural to its singular (رجالٌ → رجل، مدنٍ → مدينة)', () => {
    expect(lead('رجالٌ')?.form).toBe('رجل');
    expect(lead('مدنٍ')?.form).toBe('مدينة');
  });

  it('reads a dropped ي back after a kasratan (قاضٍ → قاضي, بقاضٍ → ب + قاضي)', () => {
    expect(readings('قاضٍ')[1]).toMatchObject({
      form: 'قاضي',
      inflections: [{ kind: 'defective' }],
    });
    // A منقوص takes kasratan in the nominative too (قاضٍ); a dammatan drops no ي.
    expect(readings('كتابٌ').some((reading) => reading.form === 'كتابي')).toBe(false);
    expect(readings('بقاضٍ')).toContainEqual(
      expect.objectContaining({ form: 'قاضي', proclitics: ['ب'] }),
    );
    // The accusative keeps its ي (قاضياً), so a fathatan drops none.
    expect(readings('كتاباً').some((reading) => reading.form === 'كتابي')).toBe(false);
  });

  it('restores no ي after a long و or ي: أمورٍ is أمور → أمر, not the nisba أموري', () => {
    expect(list.lookup('أموري')).toBeDefined();
    expect(lead('أمورٍ')?.form).toBe('أمر');
    expect(readings('أمورٍ').some((reading) => reading.form === 'أموري')).toBe(false);
  });

  it('never leads with a restored ي nor offers it under a complete noun (مالٍ is no مالي)', () => {
    expect(list.lookup('مالي')?.noun).toBe(true);
    expect(lead('مالٍ')).toBeUndefined();
    expect(otherReadings('مالٍ', new Set(['مال']), list, new Set(), false)).toEqual([]);
  });
});
